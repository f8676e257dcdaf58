// Which characters a font can draw, asked per code point and remembered: the PDF's text is
// split by it into runs of DejaVu Serif and of its fallback (printable-text, pdf-fallback-font).
import type { Font } from 'fontkit';

/** Below this code point every DejaVu font has every printable character. */
export const ALWAYS_DRAWN_BELOW = 0x250;

/**
 * Every DejaVu font draws all of U+0020–U+024F (Basic Latin, Latin-1, Latin Extended-A and -B):
 * text without a character beyond needs no glyph lookup.
 */
export function mayLackGlyphs(text: string): boolean {
  // Any UTF-16 unit from U+0250 up, surrogates (so every character beyond U+FFFF) included.
  return /[\u0250-\uFFFF]/.test(text);
}

/** Code points looked up per font before the answers start afresh (pasted text is unbounded). */
const COVERAGE_CACHE_LIMIT = 10_000;
const coverage = new WeakMap<Font, Map<number, boolean>>();

/** Whether `font` has a glyph for `code`, remembered per font and code point. */
export function hasGlyph(font: Font, code: number): boolean {
  let known = coverage.get(font);
  if (!known) {
    known = new Map();
    coverage.set(font, known);
  }
  let has = known.get(code);
  if (has === undefined) {
    has = font.hasGlyphForCodePoint(code);
    if (known.size >= COVERAGE_CACHE_LIMIT) known.clear();
    known.set(code, has);
  }
  return has;
}
