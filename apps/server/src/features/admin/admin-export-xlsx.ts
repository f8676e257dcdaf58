// The users export as an Excel workbook (ADR 0022): the same columns and rows as the CSV, with each
// cell typed, so Excel keeps a phone number's digits and its +, and sorts dates as dates.
import { PassThrough, type Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { EAT_OFFSET_MINUTES, type TAdminUserFilters } from '@ptlog/shared';
import type ExcelJS from 'exceljs';
import type { TDb } from '../../db/client';
import { loadExcelJs } from '../../lib/excel-js';
import {
  exportCells,
  type TExportContext,
  type TUserBatchRow,
  USER_EXPORT_HEADER,
  userExportBatches,
} from './admin-export';

type TColumn = (typeof USER_EXPORT_HEADER)[number];

const DATE_TIME = 'yyyy-mm-dd hh:mm';
const DATE = 'yyyy-mm-dd';
const ROWS_PER_TURN = 100;

/** Columns holding a moment (shown in East Africa Time) or a calendar date. */
const MOMENTS = new Set<TColumn>(['date_joined', 'last_login']);
const DATES = new Set<TColumn>(['last_entry']);

const WIDTHS: Partial<Record<TColumn, number>> = {
  id: 8,
  username: 26,
  email: 38,
  first_name: 16,
  last_name: 16,
  date_joined: 17,
  last_login: 17,
  program: 28,
  year_of_study: 14,
  department: 26,
  phone_number: 16,
  company_name: 24,
  company_region: 16,
  student_id: 16,
  email_verified: 15,
  last_entry: 12,
};

/**
 * A moment as Excel shows it: Excel has no time zones, so its wall-clock time in East Africa Time
 * (UTC+3 all year), where the placements and their staff are.
 */
const eatWallClock = (iso: string) => new Date(Date.parse(iso) + EAT_OFFSET_MINUTES * 60_000);

function xlsxCell(column: TColumn, value: ReturnType<typeof exportCells>[number]) {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && MOMENTS.has(column)) return eatWallClock(value);
  // A calendar date, YYYY-MM-DD: midnight of that day, which Excel shows as that day.
  if (typeof value === 'string' && DATES.has(column)) return new Date(`${value}T00:00:00Z`);
  return value;
}

/** One user's row: strings stay text cells (never formulas), so no apostrophe is needed. */
function xlsxRow(row: TUserBatchRow) {
  const cells = exportCells(row);
  return USER_EXPORT_HEADER.map((column, index) => xlsxCell(column, cells[index]));
}

function addUsersSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter) {
  const sheet = workbook.addWorksheet('Users', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = USER_EXPORT_HEADER.map((column) => ({
    header: column,
    key: column,
    width: WIDTHS[column] ?? 12,
    ...(MOMENTS.has(column) ? { style: { numFmt: DATE_TIME } } : {}),
    ...(DATES.has(column) ? { style: { numFmt: DATE } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: 'A1', to: { row: 1, column: USER_EXPORT_HEADER.length } };
  return sheet;
}

/**
 * The filtered users as an .xlsx stream, written row by row as their batches are read
 * (userExportBatches: 404 when none match, audited). A failure half-way ends the stream with the
 * error, so the client gets a broken download rather than a file that looks whole.
 */
export async function usersXlsx(
  db: TDb,
  filters: TAdminUserFilters,
  context: TExportContext,
): Promise<Readable> {
  const batches = await userExportBatches(db, filters, context, 'xlsx');
  const { stream } = await loadExcelJs();
  const out = new PassThrough();
  const workbook = new stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = addUsersSheet(workbook);
  void (async () => {
    try {
      for await (const batch of batches) {
        for (const [index, row] of batch.entries()) {
          sheet.addRow(xlsxRow(row)).commit();
          // Other requests' turn: a batch's 500 rows would hold the event loop for ~25 ms.
          if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await setImmediate();
        }
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
