// A one-sheet Excel workbook written as its rows arrive (exceljs' streaming writer), for the staff
// exports (ADR 0022): each column's cells typed, so Excel keeps a phone number's + and digits as
// text and sorts and filters times and dates as such.
import { PassThrough, type Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { EAT_OFFSET_MINUTES } from '@ptlog/shared';
import type ExcelJS from 'exceljs';
import { loadExcelJs } from './excel-js';
import { xmlText } from './xml-text';

/**
 * How a column's values are written: `moment` an ISO 8601 instant, shown as a date-time in East
 * Africa Time; `date` a calendar date YYYY-MM-DD; `money` a TZS amount (a number or a decimal
 * string) with thousands separators; the others as they come (a string is always text).
 */
export type TCellKind = 'value' | 'moment' | 'date' | 'money';

export interface TSheetColumn {
  header: string;
  width: number;
  kind?: TCellKind;
}

export type TCellValue = string | number | boolean | null | undefined;

/** A cell of the totals row: a label, or a number with its own format ('#,##0 "TZS"'). */
export interface TTotalCell {
  value: string | number;
  numFmt?: string;
}

export interface TSheetOptions {
  /**
   * The totals row, read once every row is written (so it can tally them as they pass): one cell
   * per column, null for none. Written bold after an empty row, so Excel's filter and sort of
   * the data above leave it where it is.
   */
  totals?: () => readonly (TTotalCell | null)[];
}

const NUMBER_FORMATS: Record<TCellKind, string | undefined> = {
  value: undefined,
  moment: 'yyyy-mm-dd hh:mm',
  date: 'yyyy-mm-dd',
  money: '#,##0',
};

const ROWS_PER_TURN = 100;

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A moment as Excel shows it: Excel has no time zones, so its wall-clock time in East Africa Time
 * (UTC+3 all year), where the placements and their staff are.
 */
const eatWallClock = (iso: string) => new Date(Date.parse(iso) + EAT_OFFSET_MINUTES * 60_000);

export function xlsxCell(
  kind: TCellKind,
  value: TCellValue,
): string | number | boolean | Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'moment' && typeof value === 'string') return eatWallClock(value);
  // A calendar date: midnight of that day, which Excel shows as that day.
  if (kind === 'date' && typeof value === 'string') return new Date(`${value}T00:00:00Z`);
  if (kind === 'money' && typeof value === 'string') return Number(value);
  // exceljs drops C0 controls itself, but writes U+FFFF or half a surrogate pair as it is, and
  // Excel then refuses the whole workbook.
  if (typeof value === 'string') return xmlText(value);
  return value;
}

/** An empty row, then the totals in bold, each number with its format. */
function writeTotals(sheet: ExcelJS.Worksheet, cells: readonly (TTotalCell | null)[]) {
  sheet.addRow([]).commit();
  const row = sheet.addRow(cells.map((cell) => (cell ? xlsxCell('value', cell.value) : null)));
  row.font = { bold: true };
  for (const [index, cell] of cells.entries()) {
    if (cell?.numFmt) row.getCell(index + 1).numFmt = cell.numFmt;
  }
  row.commit();
}

/**
 * The workbook of one sheet `sheetName`: a bold header row, frozen and with Excel's filter
 * buttons, then each batch's rows (cells in the columns' order). A failure half-way ends the
 * stream with the error, so the client gets a broken download rather than a file that looks whole.
 * Every 100 rows it lets other requests run. `options.totals` adds a totals row under the data.
 */
export async function xlsxStream(
  sheetName: string,
  columns: readonly TSheetColumn[],
  batches: AsyncIterable<readonly (readonly TCellValue[])[]>,
  options: TSheetOptions = {},
): Promise<Readable> {
  const { stream } = await loadExcelJs();
  const out = new PassThrough();
  const workbook = new stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ header, width, kind = 'value' }) => {
    const numFmt = NUMBER_FORMATS[kind];
    return { header, key: header, width, ...(numFmt ? { style: { numFmt } } : {}) };
  });
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: 'A1', to: { row: 1, column: columns.length } };
  const kinds = columns.map(({ kind = 'value' }) => kind);
  void (async () => {
    try {
      for await (const batch of batches) {
        // The client went away: read no further batches for nobody.
        if (out.destroyed) return;
        for (const [index, cells] of batch.entries()) {
          sheet.addRow(kinds.map((kind, column) => xlsxCell(kind, cells[column]))).commit();
          if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await setImmediate();
        }
      }
      if (options.totals) writeTotals(sheet, options.totals());
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
