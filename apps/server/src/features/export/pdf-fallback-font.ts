// Characters the PDF's DejaVu Serif lacks (✓ ✔ ✗ ★ ❤ …) drawn in DejaVu Sans. pdfkit sets a whole
// text call in one font, so a document that needs the fallback (printable-text tells) gets two of
// pdfkit's text internals wrapped: widthOfString, with which line wrapping and heightOfString
// measure, and _fragment, which draws one line. Both split their text into runs by which font has
// each character, so lines wrap, align and measure exactly as they are drawn. A document without
// such characters keeps pdfkit's own path untouched (pdfkit 0.20's internals: see the tests in
// apps/server/test/export-symbols.test.ts).
import type { Font } from 'fontkit';
import { fallbackPdfFont } from './fonts';
import { ALWAYS_DRAWN_BELOW, hasGlyph, mayLackGlyphs } from './glyph-coverage';
import type { TPdf } from './pdf-kit';

/** pdfkit's embedded font (EmbeddedFont): the parsed font, metrics per 1000 units. */
interface TPdfFont {
  font: Font;
  ascender: number;
  descender: number;
  xHeight: number;
  widthOfString(text: string, size: number, features?: unknown): number;
}

/** The options pdfkit's line wrapper passes on to each line it draws. */
interface TLineOptions {
  width?: number;
  align?: string;
  wordSpacing?: number;
  characterSpacing?: number;
  horizontalScaling?: number;
  features?: unknown;
  baseline?: number | string;
  lineWidth?: number;
  textWidth?: number;
  wordCount?: number;
}

/** The parts of pdfkit's document this wraps or reads. */
interface TPdfText {
  _font: TPdfFont;
  _fontSize: number;
  _fontSource: unknown;
  _fontFamily: unknown;
  widthOfString(text: string, options?: TLineOptions): number;
  _fragment(text: string, x: number, y: number, options: TLineOptions): void;
}

interface TRun {
  text: string;
  font: TPdfFont;
}

const FALLBACK = 'fallback';

/** How far below the line's top the baseline lies, as pdfkit computes it (in points). */
function baselineDrop(font: TPdfFont, size: number, baseline: TLineOptions['baseline']): number {
  if (typeof baseline === 'number') return -baseline;
  const units: Record<string, number> = {
    'svg-middle': 0.5 * font.xHeight,
    middle: 0.5 * (font.descender + font.ascender),
    'svg-central': 0.5 * (font.descender + font.ascender),
    bottom: font.descender,
    ideographic: font.descender,
    alphabetic: 0,
    mathematical: 0.5 * font.ascender,
    hanging: 0.8 * font.ascender,
  };
  return ((units[baseline ?? ''] ?? font.ascender) / 1000) * size;
}

/** Makes `doc` draw each character its current font lacks in the fallback font, when it has it. */
export function drawMissingGlyphsWithFallback(doc: TPdf): void {
  const pdf = doc as unknown as TPdfText;
  const measure = pdf.widthOfString;
  const draw = pdf._fragment;
  let fallback: TPdfFont | undefined;

  /** pdfkit's font object of the fallback, made on first need and never embedded unless drawn. */
  function fallbackFont(): TPdfFont {
    if (!fallback) {
      const { _font, _fontSource, _fontFamily } = pdf;
      doc.registerFont(FALLBACK, fallbackPdfFont() as unknown as Buffer);
      doc.font(FALLBACK);
      fallback = pdf._font;
      Object.assign(pdf, { _font, _fontSource, _fontFamily });
    }
    return fallback;
  }

  /** `text` in runs of one font each; null when `primary` has every character. */
  function runsOf(text: string, primary: TPdfFont): TRun[] | null {
    if (!mayLackGlyphs(text)) return null;
    const runs: TRun[] = [];
    let start = 0;
    let index = 0;
    let current = primary;
    for (const character of text) {
      const code = character.codePointAt(0)!;
      let font = primary;
      if (code >= ALWAYS_DRAWN_BELOW && !hasGlyph(primary.font, code)) {
        const other = fallbackFont();
        if (hasGlyph(other.font, code)) font = other;
      }
      if (font !== current) {
        if (index > start) runs.push({ text: text.slice(start, index), font: current });
        start = index;
        current = font;
      }
      index += character.length;
    }
    if (runs.length === 0 && current === primary) return null;
    runs.push({ text: text.slice(start), font: current });
    return runs;
  }

  /** Unscaled width of runs, as pdfkit measures one string (character spacing between glyphs). */
  function runsWidth(runs: TRun[], options: TLineOptions): number {
    let width = 0;
    for (const run of runs) {
      width += run.font.widthOfString(run.text, pdf._fontSize, options.features);
    }
    return width;
  }

  pdf.widthOfString = function widthOfString(text: string, options: TLineOptions = {}) {
    const runs = runsOf(text, pdf._font);
    if (!runs) return measure.call(this, text, options);
    const spacing = (options.characterSpacing || 0) * (text.length - 1);
    return ((runsWidth(runs, options) + spacing) * (options.horizontalScaling || 100)) / 100;
  };

  pdf._fragment = function fragment(text: string, x: number, y: number, options: TLineOptions) {
    const line = `${text}`.replace(/\n/g, '');
    const primary = pdf._font;
    const runs = runsOf(line, primary);
    if (!runs) return draw.call(this, text, x, y, options);
    const spacing = options.characterSpacing || 0;
    const scaling = (options.horizontalScaling || 100) / 100;
    let wordSpacing = options.wordSpacing || 0;
    let left = x;
    if (options.width) {
      const lineWidth = options.lineWidth ?? options.width;
      if (options.align === 'right') {
        left += lineWidth - pdf.widthOfString(line.replace(/\s+$/, ''), options);
      } else if (options.align === 'center') {
        left += lineWidth / 2 - (options.textWidth ?? pdf.widthOfString(line, options)) / 2;
      } else if (options.align === 'justify') {
        const words = line.trim().split(/\s+/);
        const inked = pdf.widthOfString(line.replace(/\s+/g, ''), options);
        const space = pdf.widthOfString(' ') + spacing;
        wordSpacing = Math.max(0, (lineWidth - inked) / Math.max(1, words.length - 1) - space);
      }
    }
    // Each run drawn where the one before it ends, every font on the current font's baseline.
    const each: TLineOptions = {
      ...options,
      width: 0,
      align: 'left',
      wordSpacing: 0,
      textWidth: undefined,
      wordCount: undefined,
      baseline: -baselineDrop(primary, pdf._fontSize, options.baseline),
    };
    const drawRuns = (pieces: TRun[], from: number) => {
      let at = from;
      for (const run of pieces) {
        pdf._font = run.font;
        draw.call(this, run.text, at, y, each);
        const advance = run.font.widthOfString(run.text, pdf._fontSize, options.features);
        at += (advance + spacing * run.text.length) * scaling;
      }
      pdf._font = primary;
      return at;
    };
    try {
      if (!wordSpacing) {
        drawRuns(runs, left);
        return;
      }
      // Justified (as pdfkit does): words placed one by one, the spaces widened between them.
      const gap = (pdf.widthOfString(' ') + spacing + wordSpacing) * scaling;
      for (const word of line.trim().split(/\s+/)) {
        left = drawRuns(runsOf(word, primary) ?? [{ text: word, font: primary }], left) + gap;
      }
    } finally {
      pdf._font = primary;
    }
  };
}
