// The fonts of exported PDFs, read and parsed ONCE per process (or worker thread): pdfkit takes
// the parsed fontkit font and only subsets it per document, so no document pays for parsing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create, type Font, type GlyphPosition } from 'fontkit';
import { serverPath } from '../../paths';

const FONT_DIR = serverPath('assets/fonts/');
/** Distinct words kept laid out; the cache starts afresh when full. */
const LAYOUT_CACHE_LIMIT = 20_000;

type TRun = Pick<ReturnType<Font['layout']>, 'glyphs' | 'positions'>;

/**
 * pdfkit lays text out word by word and caches the result per document only; shaping a word
 * (OpenType lookups) is most of the cost of a page. This keeps the runs for every document.
 * pdfkit scales the positions it gets in place, so each caller receives its own copies.
 */
function withSharedLayoutCache(font: Font): Font {
  const cache = new Map<string, TRun>();
  const copy = (positions: GlyphPosition[]) => positions.map((position) => ({ ...position }));
  function layout(this: unknown, text: string, ...rest: unknown[]) {
    if (rest.some((argument) => argument !== undefined)) {
      return (font.layout as (...args: unknown[]) => unknown)(text, ...rest);
    }
    let run = cache.get(text);
    if (!run) {
      const fresh = font.layout(text);
      run = { glyphs: fresh.glyphs, positions: copy(fresh.positions) };
      if (cache.size >= LAYOUT_CACHE_LIMIT) cache.clear();
      cache.set(text, run);
    }
    const positions = copy(run.positions);
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        let width = 0;
        for (const position of positions) width += position.xAdvance;
        return width;
      },
    };
  }
  return new Proxy(font, {
    get: (target, property) =>
      property === 'layout' ? layout : Reflect.get(target, property, target),
  });
}

function load(file: string): Font {
  const font = create(readFileSync(path.join(FONT_DIR, file)));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
  return withSharedLayoutCache(font);
}

/** DejaVu Serif (Latin with accents, Greek, Cyrillic…): see apps/server/assets/fonts/README.md. */
export const PDF_FONTS = {
  regular: load('DejaVuSerif.ttf'),
  bold: load('DejaVuSerif-Bold.ttf'),
} as const;

/** The serif font DOCX files name; Word and LibreOffice have it or a metric twin. */
export const DOCX_FONT = 'Times New Roman';

let fallback: Font | undefined;

/**
 * DejaVu Sans, for the characters DejaVu Serif lacks (✓ ✔ ✗ ★ ❤ …), regular and bold text alike.
 * Parsed on first use only: an export without such characters never reads it.
 */
export function fallbackPdfFont(): Font {
  fallback ??= load('DejaVuSans.ttf');
  return fallback;
}

/** Whether this thread has parsed the fallback font. */
export function fallbackPdfFontLoaded(): boolean {
  return fallback !== undefined;
}
