// Verification of a printed export: the stored record of its code, and whether the reports it
// printed still hold the same content (the fingerprint recomputed from the live log book).
import type { TDb } from '../../db/client';
import type { TExportRecordRow, TWeeklyReportRow } from '../../db/schema';
import { maskEmail } from '../signoff/signoff.presenter';
import { exportDayOf, exportWeeks, exportWeeksWithoutReport } from './export.data';
import { contentHash, weekHash } from './export.model';
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
   * The printed weeks whose content differs now (edited, or deleted), by week number; empty when
   * the document predates per-week fingerprints or nothing changed.
   */
  changedWeeks: number[];
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

interface TCurrentContent {
  /** The whole document's fingerprint now; null when a report or its owner is gone. */
  hash: string | null;
  /** Each printed week's fingerprint now, by week number (absent: the week's report is gone). */
  weeks: ReadonlyMap<number, string>;
}

/** The printed weeks whose fingerprint now differs from the one stored with the document. */
function changedWeeksOf(record: TExportRecordRow, now: ReadonlyMap<number, string>): number[] {
  return record.summary.weeks
    .filter((week) => week.content_hash && now.get(week.week_number) !== week.content_hash)
    .map((week) => week.week_number);
}

async function currentContent(
  db: TDb,
  record: TExportRecordRow,
  rows: readonly TWeeklyReportRow[],
  now: Date,
): Promise<TCurrentContent> {
  const none = new Map<number, string>();
  const owner = await findUser(db, record.userId);
  if (!owner) return { hash: null, weeks: none };
  if (record.kind === 'daily') {
    const row = await findDailyRow(db, record.dailyReportIds[0] ?? 0);
    if (!row || row.studentId !== record.userId) return { hash: null, weeks: none };
    const day = exportDayOf({
      date: row.date,
      description: row.description,
      hours_spent: row.hoursSpent,
      week_number: row.weekNumber,
    });
    return { hash: contentHash({ weeks: [], day }), weeks: none };
  }
  const { weeks: reported } = await exportWeeks(db, owner, rows, now);
  // "All weekly reports" also prints weeks of logged days without a report: read them again.
  const reportedNumbers = new Set(reported.map((week) => week.weekNumber));
  const unreported = record.summary.weeks
    .map((week) => week.week_number)
    .filter((week) => !reportedNumbers.has(week));
  const weeks = [
    ...reported,
    ...(record.kind === 'all' ? await exportWeeksWithoutReport(db, owner, unreported, now) : []),
  ].sort((a, b) => a.weekNumber - b.weekNumber);
  const byWeek = new Map(weeks.map((week) => [week.weekNumber, weekHash(week)]));
  if (rows.length !== record.weeklyReportIds.length) return { hash: null, weeks: byWeek };
  return { hash: contentHash({ weeks }), weeks: byWeek };
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
  const current = await currentContent(db, record, rows, now);
  return {
    record,
    unchanged: current.hash === record.contentHash,
    missing: current.hash === null,
    changedWeeks: current.hash === record.contentHash ? [] : changedWeeksOf(record, current.weeks),
    approvers: approversOf(rows),
  };
}
