// What an export prints of the student's words: words too long for a table cell may break into
// pieces (a 990-character "word" must not push a day onto a new page), and, in the PDF, characters
// its font has no glyph for (Arabic, emoji…) are shown as a visible replacement mark instead of
// silently vanishing.
import type { Font } from 'fontkit';
import type { TExportDocument } from './export.model';

/** Longest unbroken run of letters printed; longer ones may break there. */
export const MAX_WORD_LENGTH = 40;
/**
 * Where a long run may break: a zero-width space, so a pasted link or code still reads as typed
 * on paper (a plain space showed as a gap in it); pdfkit and Word break lines there.
 */
export const WORD_BREAK = '\u200B';
/** Printed for a character the PDF font cannot draw. */
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

/** `text` with each character `font` has no glyph for replaced by MISSING_GLYPH_MARK. */
export function withDrawableGlyphs(text: string, font: Font): string {
  const mark = font.hasGlyphForCodePoint(MISSING_GLYPH_MARK.codePointAt(0)!)
    ? MISSING_GLYPH_MARK
    : '?';
  let out = '';
  for (const character of text) {
    const code = character.codePointAt(0)!;
    const drawable = code < 0x20 || font.hasGlyphForCodePoint(code);
    // A variation selector or zero-width joiner (inside emoji) prints nothing on its own.
    const invisible = (code >= 0xfe00 && code <= 0xfe0f) || code === 0x200d;
    out += drawable ? character : invisible ? '' : mark;
  }
  return out;
}

/** Printed as they are: the verification code and link. */
const VERBATIM_KEYS = new Set(['code', 'verifyUrl']);

/** Every string of the document but the verbatim ones passed through `fix` (plain data). */
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
