import { ERROR_CODES, LOCKED_WEEKLY_STATUSES, MESSAGES, type TWeeklyStatus } from '@ptlog/shared';
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
