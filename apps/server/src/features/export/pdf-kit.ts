// Drawing helpers over pdfkit for the log book page: A4, a serif font, ruled tables whose rows
// move to the next page (with the header repeated) when they do not fit. Margins and sizes are
// chosen so that a normal week (5 days of ~300 characters, up to 8 operations) fits one page, as
// the paper page does (issue 15); the bottom margin holds the footer and its QR code.
import PDFDocument from 'pdfkit';
import { PDF_FONTS } from './fonts';
import type { TInfoRow } from './page-text';

export type TPdf = PDFKit.PDFDocument;

/** `margin`: top, left and right; `bottom` leaves room for the footer lines and the QR code. */
export const PAGE = { width: 595.28, height: 841.89, margin: 42, bottom: 66 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Lowest y the content may reach; the footer lives in the bottom margin. */
export const CONTENT_BOTTOM = PAGE.height - PAGE.bottom;

export const SIZE = { heading: 12, body: 11, cell: 9, block: 9, footer: 7.5 } as const;
/** Body text with generous spacing; table cells tighter, as on the paper page. */
export const LINE_GAP = { body: 3, cell: 0.8 } as const;
const CELL_PADDING = { x: 4, y: 2.5 } as const;
const RULE = 0.75;

export function newPdf(title: string, now: Date): TPdf {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, bottom: PAGE.bottom, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    info: { Title: title, Creator: 'PT Logbook', Producer: 'PT Logbook', CreationDate: now },
    lang: 'en',
    // No default Helvetica: parsing its metrics would cost every document for nothing.
    font: null as unknown as string,
  });
  // The parsed fonts are shared by every document (pdfkit accepts a fontkit font object).
  doc.registerFont('regular', PDF_FONTS.regular as unknown as Buffer);
  doc.registerFont('bold', PDF_FONTS.bold as unknown as Buffer);
  doc.font('regular', SIZE.body);
  doc.lineWidth(RULE).strokeColor('#000000').fillColor('#000000');
  return doc;
}

/** The finished file. */
export function pdfBuffer(doc: TPdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Starts a new page when `height` does not fit below the current position. */
export function ensureRoom(doc: TPdf, height: number): boolean {
  if (doc.y + height <= CONTENT_BOTTOM) return false;
  doc.addPage();
  return true;
}

export function centred(doc: TPdf, text: string, font: 'regular' | 'bold', size: number) {
  doc.font(font, size);
  const height = doc.heightOfString(text, { width: CONTENT_WIDTH, align: 'center' });
  ensureRoom(doc, height);
  doc.text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH, align: 'center' });
}

/** One line of bold labels and regular values, e.g. "Weekly Report No: 3  from: …". */
export function labelledLine(doc: TPdf, pairs: [string, string][], gap = '      ') {
  doc.font('regular', SIZE.body);
  ensureRoom(doc, doc.currentLineHeight(true) + LINE_GAP.body);
  doc.x = PAGE.margin;
  pairs.forEach(([label, value], index) => {
    const last = index === pairs.length - 1;
    doc.font('bold', SIZE.body).text(label, { continued: true, lineGap: LINE_GAP.body });
    doc.font('regular', SIZE.body).text(last ? value : `${value}${gap}`, {
      continued: !last,
      lineGap: LINE_GAP.body,
    });
  });
}

export interface TColumn {
  header: string;
  width: number;
  align?: 'left' | 'center' | 'right';
}

export interface TRow {
  cells: string[];
  bold?: boolean;
  /** Draw the first `merge` cells as one (e.g. "Total hrs" across Day and Description). */
  merge?: number;
  minHeight?: number;
  /**
   * What a cell prints on the next page when the row continues there and that cell has nothing
   * left (the Day cell: 'Thursday (cont.)'), so the continued part is never an unnamed row.
   */
  continued?: string[];
}

function cellSpans(columns: TColumn[], row: TRow) {
  const merge = Math.max(1, row.merge ?? 1);
  const spans: { text: string; x: number; width: number; align: TColumn['align'] }[] = [];
  let x = PAGE.margin;
  let cell = 0;
  for (let index = 0; index < columns.length; ) {
    const count = index === 0 ? merge : 1;
    const width = columns.slice(index, index + count).reduce((sum, col) => sum + col.width, 0);
    const align = count > 1 ? 'right' : columns[index]!.align;
    spans.push({ text: row.cells[cell] ?? '', x, width, align });
    x += width;
    index += count;
    cell += 1;
  }
  return spans;
}

function rowHeight(doc: TPdf, columns: TColumn[], row: TRow): number {
  doc.font(row.bold ? 'bold' : 'regular', SIZE.cell);
  let height = doc.currentLineHeight(true);
  for (const span of cellSpans(columns, row)) {
    if (!span.text) continue;
    const textHeight = doc.heightOfString(span.text, {
      width: span.width - 2 * CELL_PADDING.x,
      lineGap: LINE_GAP.cell,
    });
    height = Math.max(height, textHeight);
  }
  return Math.max(height + 2 * CELL_PADDING.y, row.minHeight ?? 0);
}

function drawRow(doc: TPdf, columns: TColumn[], row: TRow, top: number, height: number) {
  doc.font(row.bold ? 'bold' : 'regular', SIZE.cell);
  for (const span of cellSpans(columns, row)) {
    doc.rect(span.x, top, span.width, height).stroke();
    if (!span.text) continue;
    doc.text(span.text, span.x + CELL_PADDING.x, top + CELL_PADDING.y, {
      width: span.width - 2 * CELL_PADDING.x,
      lineGap: LINE_GAP.cell,
      align: span.align ?? 'left',
    });
  }
}

/** The longest word-prefix of `text` that fits `height` at `width` (cell font set). */
function fittingPrefix(doc: TPdf, text: string, width: number, height: number): number {
  // After a space or a zero-width space (printable-text's break in a long run).
  const words = text.split(/(?<=[\s\u200B])/);
  const fits = (count: number) =>
    doc.heightOfString(words.slice(0, count).join(''), { width, lineGap: LINE_GAP.cell }) <= height;
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return words.slice(0, low).join('').length;
}

/** A row cut so that its first part fills `available` points; null when nothing would fit. */
function splitRow(doc: TPdf, columns: TColumn[], row: TRow, available: number) {
  doc.font(row.bold ? 'bold' : 'regular', SIZE.cell);
  const inner = available - 2 * CELL_PADDING.y;
  const head: string[] = [];
  const tail: string[] = [];
  for (const [index, span] of cellSpans(columns, row).entries()) {
    const cut = fittingPrefix(doc, span.text, span.width - 2 * CELL_PADDING.x, inner);
    head[index] = span.text.slice(0, cut).trimEnd();
    tail[index] = span.text.slice(cut).trimStart();
  }
  const rest = (index: number) => tail[index] || (head[index] ? row.continued?.[index] : '') || '';
  if (head.every((text, index) => text === '' && tail[index] !== '')) return null;
  return [
    { ...row, cells: head, minHeight: available },
    { ...row, cells: tail.map((_, index) => rest(index)), minHeight: undefined },
  ] as const;
}

/** Least room worth starting a long row in, rather than moving it to the next page whole. */
const MIN_SPLIT_ROOM = 60;

/**
 * A ruled table; rows that do not fit continue on the next page under a repeated header.
 * `keepWithLast` is the height of what must follow the last row on its page (the signature
 * box): when the last row fits but that does not, the row moves to the next page with it, so the
 * box is never alone there.
 */
export function table(
  doc: TPdf,
  columns: TColumn[],
  rows: TRow[],
  options: { keepWithLast?: number } = {},
) {
  const header: TRow = { cells: columns.map((column) => column.header), bold: true };
  const headerHeight = rowHeight(doc, columns, header);
  const firstHeight = rows[0] ? rowHeight(doc, columns, rows[0]) : 0;
  ensureRoom(doc, headerHeight + Math.min(firstHeight, MIN_SPLIT_ROOM));
  let y = doc.y;
  drawRow(doc, columns, header, y, headerHeight);
  y += headerHeight;
  const newPage = () => {
    doc.addPage();
    y = doc.y;
    drawRow(doc, columns, header, y, headerHeight);
    y += headerHeight;
  };
  for (const [index, original] of rows.entries()) {
    let row = original;
    let height = rowHeight(doc, columns, row);
    const keep = index === rows.length - 1 ? (options.keepWithLast ?? 0) : 0;
    const pageHasRows = y > doc.page.margins.top + headerHeight + 1;
    if (
      keep > 0 &&
      pageHasRows &&
      y + height <= CONTENT_BOTTOM &&
      y + height + keep > CONTENT_BOTTOM
    ) {
      newPage();
    }
    while (y + height > CONTENT_BOTTOM) {
      const room = CONTENT_BOTTOM - y;
      const parts = room >= MIN_SPLIT_ROOM ? splitRow(doc, columns, row, room) : null;
      if (parts) {
        drawRow(doc, columns, parts[0], y, room);
        row = parts[1];
        height = rowHeight(doc, columns, row);
      }
      newPage();
    }
    drawRow(doc, columns, row, y, height);
    y += height;
  }
  doc.x = PAGE.margin;
  doc.y = y;
}

/** The most lines one value of the student block prints (a name, a company, a supervisor). */
export const INFO_VALUE_LINES = 3;

/** The longest start of `text` that, ended in "…" and then `after`, `fits`. */
function cutToFit(text: string, after: string, fits: (candidate: string) => boolean): string {
  const characters = [...text];
  let low = 0;
  let high = characters.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(`${characters.slice(0, middle).join('').trimEnd()}…${after}`)) low = middle;
    else high = middle - 1;
  }
  return `${characters.slice(0, low).join('').trimEnd()}…${after}`;
}

/**
 * `text` and then `tail` cut to what fits `maxLines` lines of `width` in the current font, ending
 * in "…" where cut. The student block is drawn in one box that must fit its page: the API allows
 * names and a company of up to 1,000 characters, which printed whole ran the box past the page's
 * foot and pushed the week onto later pages (audit, 2026-12-01). The days, operations and summary
 * are never cut; they split across pages. The tail (the company's region) is kept whole and `text`
 * cut before it; a tail too long itself keeps its start, in all but the last line.
 */
export function fitLines(
  doc: TPdf,
  text: string,
  width: number,
  maxLines: number,
  tail = '',
): string {
  const fitsIn = (lines: number) => {
    const room = doc.heightOfString(Array(lines).fill('x').join('\n'), { width });
    return (candidate: string) => doc.heightOfString(candidate, { width }) <= room + 0.01;
  };
  const fits = fitsIn(maxLines);
  if (fits(text + tail)) return text + tail;
  if (!tail) return cutToFit(text, '', fits);
  const kept = maxLines > 1 && !fits(`…${tail}`) ? cutToFit(tail, '', fitsIn(maxLines - 1)) : tail;
  const cut = cutToFit(text, kept, fits);
  return fits(cut) ? cut : cutToFit(text + tail, '', fits);
}

/** Label/value pairs in a light box, one or two pairs per line (the student block). */
export function infoBlock(
  doc: TPdf,
  pairs: readonly TInfoRow[],
  options: { size?: number; perLine?: 1 | 2; maxLines?: number } = {},
) {
  const size = options.size ?? SIZE.block;
  const perLine = options.perLine ?? 2;
  const half = CONTENT_WIDTH / perLine;
  doc.font('bold', size);
  const labelWidth = Math.max(...pairs.map(([label]) => doc.widthOfString(`${label}:`))) + 6;
  const valueWidth = half - labelWidth - 8;
  doc.font('regular', size);
  const fitted = pairs.map(([label, value, tail]): [string, string] => [
    label,
    fitLines(doc, value, valueWidth, options.maxLines ?? INFO_VALUE_LINES, tail),
  ]);
  const lines: [string, string][][] = [];
  for (let index = 0; index < fitted.length; index += perLine) {
    lines.push(fitted.slice(index, index + perLine));
  }
  const heights = lines.map((line) => {
    doc.font('regular', size);
    const valueHeights = line.map(([, value]) =>
      doc.heightOfString(value || ' ', { width: valueWidth }),
    );
    return Math.max(...valueHeights) + (perLine === 1 ? 6 : 3);
  });
  const total = heights.reduce((sum, height) => sum + height, 0) + 8;
  ensureRoom(doc, total);
  const top = doc.y;
  doc.save().lineWidth(0.5).strokeColor('#777777');
  doc.rect(PAGE.margin, top, CONTENT_WIDTH, total).stroke();
  doc.restore();
  let y = top + 5;
  lines.forEach((line, lineIndex) => {
    line.forEach(([label, value], column) => {
      const x = PAGE.margin + 6 + column * half;
      doc.font('bold', size).text(`${label}:`, x, y, { width: labelWidth, lineBreak: false });
      doc.font('regular', size).text(value, x + labelWidth, y, { width: valueWidth });
    });
    y += heights[lineIndex]!;
  });
  doc.x = PAGE.margin;
  doc.y = top + total;
}
