// What an export prints of the student's words: words too long for a table cell may break into
// pieces (a 990-character "word" must not push a day onto a new page), and, in the PDF, characters
// DejaVu Serif lacks are drawn in DejaVu Sans (✓ ✔ ✗ ❤ …); emoji no bundled font has are left
// out, and any other character no font has (Arabic, Chinese…) is shown as a visible replacement
// mark instead of silently vanishing.
import type { Font } from 'fontkit';
import type { TExportDocument } from './export.model';
import { ALWAYS_DRAWN_BELOW, hasGlyph, mayLackGlyphs } from './glyph-coverage';

/** Longest unbroken run of letters printed; longer ones may break there. */
export const MAX_WORD_LENGTH = 40;
/**
 * Where a long run may break: a zero-width space, so a pasted link or code still reads as typed
 * on paper (a plain space showed as a gap in it); pdfkit and Word break lines there.
 */
export const WORD_BREAK = '\u200B';
/** Printed for a character no PDF font can draw (but an emoji, which is left out). */
export const MISSING_GLYPH_MARK = '\uFFFD';

const LONG_WORD = new RegExp(`\\S{${MAX_WORD_LENGTH + 1},}`, 'gu');

/** Lets every run of more than MAX_WORD_LENGTH non-space characters break into pieces. */
export function breakLongWords(text: string): string {
  return text.replace(LONG_WORD, (word) => {
    const characters = Array.from(word);
    const pieces: string[] = [];
    for (let start = 0; start < characters.length; start += MAX_WORD_LENGTH) {
      pieces.push(characters.slice(start, start + MAX_WORD_LENGTH).join(''));
    }
    return pieces.join(WORD_BREAK);
  });
}

/**
 * Emoji and the invisible parts of emoji sequences (skin tones, zero-width joiner, variation
 * selectors, keycaps, flags' letters, tags): left out when no font can draw them, since a mark
 * in their place would read as an error in the student's text.
 */
const EMOJI_PART = /\p{Extended_Pictographic}|\p{Emoji_Component}/u;
const ZERO_WIDTH_JOINER = 0x200d;

/**
 * What continues the emoji before it (joiner, keycap, variation selectors, skin tones, tags):
 * left out with a left-out emoji, whichever font has it.
 */
function continuesEmoji(code: number): boolean {
  return (
    code === ZERO_WIDTH_JOINER ||
    code === 0x20e3 ||
    (code >= 0xfe00 && code <= 0xfe0f) ||
    (code >= 0x1f3fb && code <= 0x1f3ff) ||
    (code >= 0xe0020 && code <= 0xe007f) ||
    (code >= 0xe0100 && code <= 0xe01ef)
  );
}

/**
 * Scripts written right to left keep the mark although DejaVu Sans has their letters: the PDF lays
 * a line out left to right, so their words would print in reverse order.
 */
const RIGHT_TO_LEFT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

export interface TPdfGlyphFonts {
  regular: Font;
  bold: Font;
  /** The font for what the others lack; called only when a character needs it. */
  fallback: () => Font;
}

export interface TPrintableGlyphs {
  /** `text` as the PDF prints it. */
  text(text: string): string;
  /** Whether some text kept a character that needs the fallback font. */
  readonly usesFallback: boolean;
}

/**
 * What the PDF prints of each character: as it is when DejaVu Serif (regular and bold) or the
 * fallback has it; nothing for an emoji none has, with its skin tone, variation selector or
 * joined parts and one space beside it (no double gap is left); MISSING_GLYPH_MARK for the rest.
 */
export function printableGlyphs(fonts: TPdfGlyphFonts): TPrintableGlyphs {
  const mark = hasGlyph(fonts.regular, MISSING_GLYPH_MARK.codePointAt(0)!)
    ? MISSING_GLYPH_MARK
    : '?';
  let usesFallback = false;
  function kind(character: string, code: number): 'keep' | 'drop' | 'mark' {
    if (hasGlyph(fonts.regular, code) && hasGlyph(fonts.bold, code)) return 'keep';
    if (!RIGHT_TO_LEFT.test(character) && hasGlyph(fonts.fallback(), code)) {
      usesFallback = true;
      return 'keep';
    }
    if (hasGlyph(fonts.regular, code)) return 'keep';
    return EMOJI_PART.test(character) || continuesEmoji(code) ? 'drop' : 'mark';
  }
  return {
    text(text) {
      if (!mayLackGlyphs(text)) return text;
      let out = '';
      let dropped = false;
      let joined = false;
      for (const character of text) {
        const code = character.codePointAt(0)!;
        const continues = dropped && (joined || continuesEmoji(code));
        const printed = continues
          ? 'drop'
          : code < ALWAYS_DRAWN_BELOW
            ? 'keep'
            : kind(character, code);
        if (printed === 'drop') {
          dropped = true;
          // A zero-width joiner (👨‍👩‍👧): what it joins to the left-out emoji goes with it.
          joined = code === ZERO_WIDTH_JOINER;
          continue;
        }
        if (dropped && character === ' ' && (out === '' || /\s$/.test(out))) continue;
        if (dropped && character === '\n' && out.endsWith(' ')) out = out.slice(0, -1);
        dropped = false;
        out += printed === 'mark' ? mark : character;
      }
      return dropped && out.endsWith(' ') ? out.slice(0, -1) : out;
    },
    get usesFallback() {
      return usesFallback;
    },
  };
}

/** Printed as they are: the verification code and link, and a week's state (a key, not text). */
const VERBATIM_KEYS = new Set(['code', 'verifyUrl', 'state']);

/** Every string of the document but the verbatim ones passed through `fix` (plain data). */
/** Two or more blank lines in a row (spaces allowed on them). */
const BLANK_RUN = /\n(?:[^\S\n]*\n){2,}/g;

/**
 * Runs of blank lines printed as one blank line: 300 pasted empty lines would otherwise print an
 * empty page. Printing only: the stored text stays as typed (DESIGN §4.4 "no input mangling" is
 * about storage), and the fingerprint is of the stored text.
 */
export function collapseBlankLines(text: string): string {
  return text.replace(BLANK_RUN, '\n\n');
}

export function mapDocumentText(
  document: TExportDocument,
  fix: (text: string) => string,
): TExportDocument {
  const visit = (value: unknown): unknown => {
    if (typeof value === 'string') return fix(value);
    if (Array.isArray(value)) return value.map(visit);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [
          key,
          VERBATIM_KEYS.has(key) ? inner : visit(inner),
        ]),
      );
    }
    return value;
  };
  return visit(document) as TExportDocument;
}
