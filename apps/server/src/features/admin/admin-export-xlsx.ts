// The users export as an Excel workbook (ADR 0022): the same columns and rows as the CSV, with each
// cell typed, so Excel keeps a phone number's digits and its +, and sorts dates as dates.
import type { Readable } from 'node:stream';
import type { TAdminUserFilters } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { type TCellKind, type TSheetColumn, xlsxStream } from '../../lib/xlsx-stream';
import {
  exportCells,
  type TExportContext,
  USER_EXPORT_HEADER,
  userExportBatches,
} from './admin-export';

type TColumn = (typeof USER_EXPORT_HEADER)[number];

const WIDTHS: Partial<Record<TColumn, number>> = {
  id: 8,
  username: 26,
  email: 38,
  first_name: 16,
  last_name: 16,
  email_verified: 15,
  date_joined: 17,
  last_login: 17,
  program: 28,
  year_of_study: 14,
  department: 26,
  phone_number: 16,
  company_name: 24,
  company_region: 16,
  student_id: 16,
  last_entry: 12,
};

const KINDS: Partial<Record<TColumn, TCellKind>> = {
  date_joined: 'moment',
  last_login: 'moment',
  last_entry: 'date',
};

const COLUMNS: TSheetColumn[] = USER_EXPORT_HEADER.map((header) => ({
  header,
  width: WIDTHS[header] ?? 12,
  kind: KINDS[header],
}));

/** The filtered users as an .xlsx stream (userExportBatches: 404 when none match, audited). */
export async function usersXlsx(
  db: TDb,
  filters: TAdminUserFilters,
  context: TExportContext,
): Promise<Readable> {
  const batches = await userExportBatches(db, filters, context, 'xlsx');
  return xlsxStream(
    'Users',
    COLUMNS,
    (async function* rows() {
      for await (const batch of batches) yield batch.map(exportCells);
    })(),
  );
}
