// What the recipients reader takes from one worksheet's XML: the values of columns A and B, which
// rows hold a value in any column, and the merged ranges that reach column A or B. Everything
// else (other columns' values, data validations, conditional formats, column widths, hyperlinks,
// shared formulas' ranges) is scanned past, never expanded: a range costs its bytes, not its area.
// A cell reads as exceljs 4.4 (the reader before this one) read its `text`.
import { scanAll, type TXmlHandler, type TXmlTag, XmlScanner } from './xml-scan';

/** A cell's text, or the index of its shared string. */
export type TCellValue = { text: string } | { shared: number };

/** A merged range, 1-based and inclusive, its first cell top left. */
export interface TMerge {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export interface TSheetCells {
  /** Each row with a value (or formula) in any column, with its A and B cells. */
  rows: Map<number, [TCellValue | undefined, TCellValue | undefined]>;
  /** The merged ranges that start in column A or B and cover another cell of A or B. */
  merges: TMerge[];
  /** Any merged range at all (exceljs counted the rows of every merge as rows with values). */
  anyMerge: boolean;
  /** More than `maxRows` rows with values: reading stopped there. */
  overflow: boolean;
}

const MAX_COLUMN_LETTERS = 3;

/** The 1-based column of a cell reference such as "B12", or null without letters. */
export function columnOf(reference: string | undefined): number | null {
  if (!reference) return null;
  let column = 0;
  let index = 0;
  for (; index < reference.length && index <= MAX_COLUMN_LETTERS; index += 1) {
    const code = reference.charCodeAt(index) | 0x20;
    if (code < 0x61 || code > 0x7a) break;
    column = column * 26 + (code - 0x60);
  }
  return index === 0 ? null : column;
}

const CELL = /^\$?([A-Za-z]{1,3})\$?(\d{1,7})$/;

function cellOf(reference: string): { row: number; column: number } | null {
  const match = CELL.exec(reference);
  if (!match) return null;
  return { column: columnOf(match[1]) ?? 0, row: Number(match[2]) };
}

/** A merge's range ("B2:C3"), or null when it is not one. */
export function mergeOf(reference: string | undefined): TMerge | null {
  const [first, second = first, extra] = (reference ?? '').trim().split(':');
  if (!first || extra !== undefined) return null;
  const from = cellOf(first);
  const to = cellOf(second ?? first);
  if (!from || !to || from.row < 1 || to.row < 1) return null;
  return {
    top: Math.min(from.row, to.row),
    left: Math.min(from.column, to.column),
    bottom: Math.max(from.row, to.row),
    right: Math.max(from.column, to.column),
  };
}

/** exceljs decoded a formula's or a `str` cell's text a second time. */
function decodeAgain(text: string): string {
  return text.replace(/&(lt|gt|amp|apos|quot);/g, (_whole, name: string) => {
    return { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' }[name] ?? '';
  });
}

/**
 * A cell's value as exceljs gave it, but for a date-formatted number (read as the number here)
 * and a formula's error result (exceljs showed it as '[object Object]', here as Excel does).
 */
export function cellValue(type: string | undefined, raw: string, formula: boolean): TCellValue {
  if (formula) {
    // exceljs's text of a formula is its cached result, '' when that result is falsy.
    if (type === 'str') return { text: decodeAgain(raw) };
    if (type === 'b') return { text: Number.parseInt(raw, 10) !== 0 ? 'true' : '' };
    if (type === 'e') return { text: raw };
    const result = Number.parseFloat(raw);
    return { text: result ? String(result) : '' };
  }
  switch (type) {
    case 's': {
      const index = Number.parseInt(raw, 10);
      return { shared: Number.isNaN(index) ? -1 : index };
    }
    case 'str':
      return { text: decodeAgain(raw) };
    case 'inlineStr':
    case 'e':
      return { text: raw };
    case 'b':
      return { text: Number.parseInt(raw, 10) !== 0 ? 'true' : 'false' };
    default:
      return { text: String(Number.parseFloat(raw)) };
  }
}

class WorksheetHandler implements TXmlHandler {
  readonly cells: TSheetCells = { rows: new Map(), merges: [], anyMerge: false, overflow: false };
  readonly names = ['sheetData', 'row', 'c', 'v', 'f', 'is', 'rPh', 't', 'mergeCell'];
  stopped = false;
  private inData = false;
  private inRow = false;
  private inCell = false;
  private inInline = false;
  private inPhonetic = false;
  private capture: 'value' | 'formula' | null = null;
  private rowNumber = 0;
  private rowValued = false;
  private rowCells: [TCellValue | undefined, TCellValue | undefined] = [undefined, undefined];
  private column = 0;
  private cellType: string | undefined;
  private value: string | undefined;
  private formula = false;

  constructor(private readonly maxRows: number) {}

  get wantsText(): boolean {
    return this.capture !== null;
  }

  open(name: string, tag: TXmlTag): void {
    if (name === 'sheetData') this.inData = true;
    else if (name === 'row' && this.inData) this.openRow(tag);
    else if (name === 'c' && this.inRow) this.openCell(tag);
    else if (!this.inCell) {
      if (name === 'mergeCell' && !this.inData) this.addMerge(tag.attribute('ref'));
    } else if (name === 'v') this.capture = 'value';
    else if (name === 'f') {
      this.formula ||= tag.attribute('t') !== undefined;
      this.capture = 'formula';
    } else if (name === 'is') this.inInline = true;
    else if (name === 'rPh' && this.inInline) this.inPhonetic = true;
    else if (name === 't' && this.inInline && !this.inPhonetic) this.capture = 'value';
  }

  close(name: string): void {
    if (name === 'v' || name === 'f' || name === 't') this.capture = null;
    else if (name === 'rPh') this.inPhonetic = false;
    else if (name === 'is') this.inInline = false;
    else if (name === 'c' && this.inCell) this.closeCell();
    else if (name === 'row' && this.inRow) this.closeRow();
    else if (name === 'sheetData') this.inData = false;
  }

  text(value: string): void {
    if (value === '') return;
    if (this.capture === 'formula') this.formula = true;
    else this.value = (this.value ?? '') + value;
  }

  private openRow(tag: TXmlTag) {
    const number = Number.parseInt(tag.attribute('r') ?? '', 10);
    this.rowNumber = number >= 1 ? number : this.rowNumber + 1;
    this.inRow = true;
    this.rowValued = false;
    this.rowCells = [undefined, undefined];
    this.column = 0;
  }

  private openCell(tag: TXmlTag) {
    this.column = columnOf(tag.attribute('r')) ?? this.column + 1;
    this.cellType = tag.attribute('t');
    this.inCell = true;
    this.value = undefined;
    this.formula = false;
    this.capture = null;
  }

  private closeCell() {
    this.inCell = false;
    this.inInline = false;
    this.capture = null;
    if (!this.formula && this.value === undefined) return;
    this.rowValued = true;
    if (this.column === 1 || this.column === 2) {
      this.rowCells[this.column - 1] = cellValue(this.cellType, this.value ?? '', this.formula);
    }
  }

  private closeRow() {
    this.inRow = false;
    if (!this.rowValued) return;
    const { rows } = this.cells;
    const earlier = rows.get(this.rowNumber);
    rows.set(this.rowNumber, [this.rowCells[0] ?? earlier?.[0], this.rowCells[1] ?? earlier?.[1]]);
    if (rows.size > this.maxRows) {
      this.cells.overflow = true;
      this.stopped = true;
    }
  }

  private addMerge(reference: string | undefined) {
    this.cells.anyMerge = true;
    const merge = mergeOf(reference);
    if (!merge || merge.left > 2) return;
    // Only a merge that covers another cell of A or B changes what is read.
    if (merge.top === merge.bottom && Math.min(merge.right, 2) === merge.left) return;
    // Each such merge covers a cell of A or B no other may: past two a row, rows overflow.
    if (this.cells.merges.length >= 2 * this.maxRows) {
      this.cells.overflow = true;
      this.stopped = true;
      return;
    }
    this.cells.merges.push(merge);
  }
}

/**
 * Reads a worksheet's XML (throws XmlError when it is not well formed). Stops, `overflow`, past
 * `maxRows` rows with values.
 */
export async function readSheetCells(xml: Buffer, maxRows: number): Promise<TSheetCells> {
  const handler = new WorksheetHandler(maxRows);
  await scanAll(new XmlScanner(xml, handler));
  return handler.cells;
}
