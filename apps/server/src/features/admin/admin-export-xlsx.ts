// The users export as an Excel workbook (ADR 0022): the same columns and rows as the CSV, under
// headers in words, with each cell typed, so Excel keeps a phone number's digits and its +, and
// sorts dates as dates.
import type { Readable } from 'node:stream';
import type { TAdminUserFilters } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { type TSheetColumn, xlsxStream } from '../../lib/xlsx-stream';
import {
  exportCells,
  type TExportContext,
  USER_EXPORT_HEADER,
  userExportBatches,
} from './admin-export';

type TColumn = (typeof USER_EXPORT_HEADER)[number];

/**
 * Each CSV column's header, width and cell type in the workbook: words a coordinator reads, as
 * the transactions workbook's (transactions-sheet.ts), where the CSV keeps its field names for
 * scripts (spec 2 §7). English only, as the workbook does not follow the staff member's language;
 * the times are written in East Africa Time and say so.
 */
const SHEET_COLUMNS: Record<TColumn, TSheetColumn> = {
  id: { header: 'ID', width: 8 },
  username: { header: 'Username', width: 26 },
  email: { header: 'E-mail', width: 38 },
  first_name: { header: 'First name', width: 16 },
  last_name: { header: 'Last name', width: 16 },
  is_staff: { header: 'Staff', width: 8 },
  is_active: { header: 'Active', width: 8 },
  email_verified: { header: 'E-mail verified', width: 15 },
  date_joined: { header: 'Date joined (EAT)', width: 18, kind: 'moment' },
  last_login: { header: 'Last login (EAT)', width: 18, kind: 'moment' },
  program: { header: 'Program', width: 28 },
  year_of_study: { header: 'Year of study', width: 14 },
  pt_phase: { header: 'PT phase', width: 10 },
  department: { header: 'Department', width: 26 },
  phone_number: { header: 'Phone', width: 16 },
  company_name: { header: 'Company', width: 24 },
  company_region: { header: 'Company region', width: 16 },
  student_id: { header: 'Student ID', width: 16 },
  last_entry: { header: 'Last entry', width: 12, kind: 'date' },
};

/** In the CSV's order (USER_EXPORT_HEADER), so a row's cells (exportCells) line up. */
const USER_SHEET_COLUMNS = USER_EXPORT_HEADER.map((name) => SHEET_COLUMNS[name]);

/** The filtered users as an .xlsx stream (userExportBatches: 404 when none match, audited). */
export async function usersXlsx(
  db: TDb,
  filters: TAdminUserFilters,
  context: TExportContext,
): Promise<Readable> {
  const batches = await userExportBatches(db, filters, context, 'xlsx');
  return xlsxStream(
    'Users',
    USER_SHEET_COLUMNS,
    (async function* rows() {
      for await (const batch of batches) yield batch.map(exportCells);
    })(),
  );
}
