import { ERROR_CODES, LOCKED_WEEKLY_STATUSES, MESSAGES, type TWeeklyStatus } from '@ptlog/shared';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { weeklyReports } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** A submitted or approved week is read-only for the student (DESIGN §4.9). */
export function isWeekLocked(status: TWeeklyStatus | null | undefined): boolean {
  return !!status && LOCKED_WEEKLY_STATUSES.includes(status);
}

export function weekLockedError(): AppError {
  return new AppError(ERROR_CODES.REPORT_LOCKED, MESSAGES.weekly.locked);
}

export function assertWeekEditable(status: TWeeklyStatus | null | undefined): void {
  if (isWeekLocked(status)) throw weekLockedError();
}

/**
 * Inside a transaction: refuses a change to a week whose report is submitted or approved. The
 * share lock holds the report's status until the change commits, so a submit cannot slip between.
 */
export async function assertWeekOpen(tx: TDb, studentId: number, week: number): Promise<void> {
  const [report] = await tx
    .select({ status: weeklyReports.status })
    .from(weeklyReports)
    .where(and(eq(weeklyReports.studentId, studentId), eq(weeklyReports.weekNumber, week)))
    .for('share');
  assertWeekEditable(report?.status);
}
