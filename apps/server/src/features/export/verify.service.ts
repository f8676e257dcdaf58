// Verification of a printed export: the stored record of its code, and whether the reports it
// printed still hold the same content (the fingerprint recomputed from the live log book).
import type { TDb } from '../../db/client';
import type { TExportRecordRow, TWeeklyReportRow } from '../../db/schema';
import { maskEmail } from '../signoff/signoff.presenter';
import { exportDayOf, exportWeeks } from './export.data';
import { contentHash } from './export.model';
import {
  findDailyRow,
  findExportRecord,
  findUser,
  normaliseCode,
  weeklyRowsByIds,
} from './export.repository';

export interface TVerification {
  record: TExportRecordRow;
  /** True when the reports still print exactly what the document printed. */
  unchanged: boolean;
  /** Some exported report no longer exists. */
  missing: boolean;
  /**
   * By week number, the address (masked: j***@company.co.tz) the approving link of an approved
   * week was mailed to: who approved, beside the name they typed.
   */
  approvers: ReadonlyMap<number, string>;
}

function approversOf(rows: readonly TWeeklyReportRow[]): Map<number, string> {
  const approvers = new Map<number, string>();
  for (const row of rows) {
    const masked = row.status === 'APPROVED' ? maskEmail(row.approvedEmail) : null;
    if (masked) approvers.set(row.weekNumber, masked);
  }
  return approvers;
}

async function currentHash(
  db: TDb,
  record: TExportRecordRow,
  rows: readonly TWeeklyReportRow[],
  now: Date,
): Promise<string | null> {
  const owner = await findUser(db, record.userId);
  if (!owner) return null;
  if (record.kind === 'daily') {
    const row = await findDailyRow(db, record.dailyReportIds[0] ?? 0);
    if (!row || row.studentId !== record.userId) return null;
    const day = exportDayOf({
      date: row.date,
      description: row.description,
      hours_spent: row.hoursSpent,
      week_number: row.weekNumber,
    });
    return contentHash({ weeks: [], day });
  }
  if (rows.length !== record.weeklyReportIds.length) return null;
  const { weeks } = await exportWeeks(db, owner, rows, now);
  return contentHash({ weeks });
}

/** The export with this code (as typed or scanned), or undefined when there is none. */
export async function verifyExport(
  db: TDb,
  input: string,
  now: Date,
): Promise<TVerification | undefined> {
  const code = normaliseCode(input);
  if (!code) return undefined;
  const record = await findExportRecord(db, code);
  if (!record) return undefined;
  const rows =
    record.kind === 'daily' ? [] : await weeklyRowsByIds(db, record.userId, record.weeklyReportIds);
  const hash = await currentHash(db, record, rows, now);
  return {
    record,
    unchanged: hash === record.contentHash,
    missing: hash === null,
    approvers: approversOf(rows),
  };
}
