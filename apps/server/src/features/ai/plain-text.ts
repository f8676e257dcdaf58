// A model's answer is stored as plain text (DESIGN §3 "Exports", the system prompt's "Plain text
// only"). Simple markup is stripped: emphasis markers (**done**, __done__, *done*, _done_,
// `code`), heading marks (# Week 3), links ([the manual](https://…) → "the manual") and HTML tags.
// A field that is mostly markup, or holds a script, style or a javascript: link, is refused
// (null): the caller keeps the student's text or treats the answer as a failure. The student's own
// symbols are not markup and stay: "R&D", "voltage < 230 V", "3 * 4 bolts", "step-by-step".
// Characters no typed text may hold (CONTROL_CHARACTERS: NUL, which PostgreSQL cannot store, the
// other controls but tab and line breaks, U+FFFE, U+FFFF) are dropped: the answer is stored, and
// the student must be able to save it again unchanged.
import { CONTROL_CHARACTERS } from '@ptlog/shared';

/** A field whose markup is more than this share of its characters is refused, not cleaned. */
const MOSTLY_MARKUP = 0.3;

const DANGEROUS = /<\s*(?:script|style|iframe|object|embed)\b|javascript:/i;
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/gi;
const LINK = /!?\[([^\]\n]*)\]\(([^)\s]*)\)/g;
const HEADING = /^[ \t]{0,3}#{1,6}[ \t]+/gm;
const CODE_FENCE = /^[ \t]*```[^\n]*$/gm;
// Emphasis around a word: the marker touches the text inside it and not the outside word.
const STRONG = /(?<![\p{L}\p{N}*_])(\*\*|__)(?=\S)([^\n]*?\S)\1(?![\p{L}\p{N}*_])/gu;
const EMPHASIS = /(?<![\p{L}\p{N}*_])([*_])(?=\S)([^\n*_]*?\S)\1(?![\p{L}\p{N}*_])/gu;
const CODE = /`([^`\n]+)`/g;
const CONTROL = new RegExp(CONTROL_CHARACTERS.source, 'g');

/** The answer as plain text, or null when it is mostly markup or unsafe. */
export function plainTextOf(answer: string): string | null {
  const text = answer.replace(CONTROL, '');
  if (DANGEROUS.test(text)) return null;
  let markup = 0;
  // `cost`: how much of the match counts as markup (a link's address is dropped, not counted).
  const strip = (
    source: string,
    pattern: RegExp,
    keep: (...groups: string[]) => string,
    cost?: (whole: string, kept: string) => number,
  ) =>
    source.replace(pattern, (whole: string, ...groups: string[]) => {
      const kept = keep(...groups);
      markup += cost ? cost(whole, kept) : whole.length - kept.length;
      return kept;
    });
  let plain = strip(text, CODE_FENCE, () => '');
  plain = strip(plain, HTML_TAG, () => '');
  plain = strip(
    plain,
    LINK,
    (label = '') => label,
    () => '[]()'.length,
  );
  plain = strip(plain, HEADING, () => '');
  plain = strip(plain, STRONG, (_marker, inner = '') => inner);
  plain = strip(plain, EMPHASIS, (_marker, inner = '') => inner);
  plain = strip(plain, CODE, (inner = '') => inner);
  const total = text.trim().length;
  if (total > 0 && markup / total > MOSTLY_MARKUP) return null;
  return plain
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** plainTextOf, with a refused field answered as '' (the caller's "no answer for this field"). */
export function plainOrEmpty(text: string): string {
  return plainTextOf(text) ?? '';
}
