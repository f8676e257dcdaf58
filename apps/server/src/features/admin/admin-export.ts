import { ERROR_CODES, MESSAGES, programLabel, type TAdminUserFilters } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit, filtersSet } from '../../lib/audit';
import { joinedWindows } from './admin-dates';
import { toAdminUser } from './admin-users.presenter';
import { adminUsersBatch, userFilterWhere } from './admin-users.repository';

const BATCH = 500;

/** The export's columns, the same in the CSV and the .xlsx. */
export const USER_EXPORT_HEADER = [
  'id',
  'username',
  'email',
  'first_name',
  'last_name',
  'is_staff',
  'is_active',
  'email_verified',
  'date_joined',
  'last_login',
  'program',
  'year_of_study',
  'pt_phase',
  'department',
  'phone_number',
  'company_name',
  'company_region',
  'student_id',
  'last_entry',
] as const;

/**
 * An international phone number (+ and 9 to 15 digits, as profiles store it): a spreadsheet reads
 * it as a number, which can call nothing, so it is no formula risk. It is written as it is, for
 * SMS tools and address books; an apostrophe before it stayed visible in Excel and LibreOffice
 * and made the column useless to paste.
 */
const PHONE_NUMBER = /^\+\d{9,15}$/;

/**
 * One CSV cell, always quoted. A text starting with = + - @ (or a tab or carriage return) would
 * be run as a formula by spreadsheet programs; it gets a leading apostrophe (OWASP CSV injection),
 * except a phone number (above).
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PHONE_NUMBER.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

function csvLine(cells: (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Who asked for an export, from where and when. */
export interface TExportContext {
  actorId: number;
  ip: string;
  now: Date;
}

export type TUserBatchRow = Awaited<ReturnType<typeof adminUsersBatch>>[number];

/** One user's cells in HEADER's order, as the API answers them (times in ISO 8601, UTC). */
export function exportCells(row: TUserBatchRow) {
  const user = toAdminUser(row);
  const profile = user.profile;
  return [
    user.id,
    user.username,
    user.email,
    user.first_name,
    user.last_name,
    user.is_staff,
    user.is_active,
    user.email_verified,
    user.date_joined,
    user.last_login,
    // The program's name, as students chose it ('Mechanical Engineering', not MECHANICAL).
    profile?.program ? programLabel(profile.program) : null,
    profile?.year_of_study,
    profile?.pt_phase,
    profile?.department,
    profile?.phone_number,
    profile?.company_name,
    profile?.company_region,
    profile?.student_id,
    user.last_entry,
  ] as const;
}

/**
 * The filtered users in id-ordered batches of 500, so memory stays flat whatever the list's size.
 * The first batch is read before answering: an empty list is a 404 'No users to export' instead of
 * a file with only a header. An export is audited with who asked, the format and the filters
 * (never the data); an empty one exported nothing and is not.
 */
export async function userExportBatches(
  db: TDb,
  filters: TAdminUserFilters,
  context: TExportContext,
  format: 'csv' | 'xlsx',
): Promise<AsyncIterable<TUserBatchRow[]>> {
  const where = userFilterWhere(filters, joinedWindows(context.now));
  const first = await adminUsersBatch(db, where, 0, BATCH);
  if (first.length === 0) {
    throw new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.admin.noUsersToExport);
  }
  await audit(db, {
    actorId: context.actorId,
    action: 'admin.users.export',
    targetType: 'user',
    ip: context.ip,
    details: { format, filters: filtersSet(filters) },
  });
  return (async function* batches() {
    let batch = first;
    while (batch.length > 0) {
      yield batch;
      if (batch.length < BATCH) return;
      batch = await adminUsersBatch(db, where, batch[batch.length - 1]!.id, BATCH);
    }
  })();
}

/** The filtered users as CSV lines (see userExportBatches). */
export async function usersCsv(
  db: TDb,
  filters: TAdminUserFilters,
  context: TExportContext,
): Promise<AsyncIterable<string>> {
  const batches = await userExportBatches(db, filters, context, 'csv');
  return (async function* lines() {
    yield csvLine([...USER_EXPORT_HEADER]);
    for await (const batch of batches) {
      yield batch.map((row) => csvLine([...exportCells(row)])).join('');
    }
  })();
}
