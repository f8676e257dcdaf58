// What the weekly report page shows, derived from the report alone (spec 1 §2 /weekly-report/{n}).
import {
  addDays,
  collegeOfProgram,
  isIsoDate,
  LOCKED_WEEKLY_STATUSES,
  type TIsoDate,
  type TWeeklyReport,
  type TWeeklyStatus,
  type TWorkingDay,
  WORKING_DAYS,
  ZWeekNumber,
} from '@ptlog/shared';
import { i18n } from '../../i18n/i18n';
import './i18n';

/** The `:weekNumber` of the address: 1..8, or null for anything else ('9', 'abc', '2.5'). */
export function parseWeekParam(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const parsed = ZWeekNumber.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export interface TDailyLogRow {
  day: TWorkingDay;
  label: string;
  /** '' when the week's dates are unknown. */
  date: TIsoDate;
  description: string;
  hours: number;
  /** Saved on this device and not sent yet (the offline outbox): shown as 'Pending sync'. */
  pending?: boolean;
}

/** Monday to Friday from the report's daily_* and hours_* columns. */
export function dailyLogRows(
  report: Pick<TWeeklyReport, 'start_date' | `daily_${TWorkingDay}` | `hours_${TWorkingDay}`>,
): TDailyLogRow[] {
  return WORKING_DAYS.map((day, index) => ({
    day,
    label: i18n.t('weekly-report:dailyLog.day', { day }),
    date: isIsoDate(report.start_date) ? addDays(report.start_date, index) : '',
    description: report[`daily_${day}`],
    hours: report[`hours_${day}`],
  }));
}

/**
 * The days waiting in the offline outbox (the daily screen's `useDailyOutbox`) replace their row
 * with the local copy, marked pending: the newest edit of a day is the one on this device.
 */
export function withPendingDays(
  rows: readonly TDailyLogRow[],
  pending: readonly { date: string; hours_spent: number; description: string }[],
): TDailyLogRow[] {
  return rows.map((row) => {
    const local = row.date ? pending.find((day) => day.date === row.date) : undefined;
    return local
      ? { ...row, description: local.description, hours: local.hours_spent, pending: true }
      : row;
  });
}

/** The week's total hours as the page shows them, and how many of them are not sent yet. */
export interface TLogTotal {
  hours: number;
  unsynced: number;
}

/**
 * The server's total with each day waiting in the outbox counted at its local hours instead of
 * the saved ones (`shown` is `withPendingDays(saved, …)`, row for row): the total matches the
 * rows above it, and says how much of it has not reached the server yet.
 */
export function logTotal(
  savedTotal: number,
  saved: readonly TDailyLogRow[],
  shown: readonly TDailyLogRow[],
): TLogTotal {
  let hours = savedTotal;
  let unsynced = 0;
  shown.forEach((row, index) => {
    if (!row.pending) return;
    unsynced += row.hours;
    hours += row.hours - (saved[index]?.hours ?? 0);
  });
  const tenths = (value: number) => Math.round(value * 10) / 10;
  return { hours: tenths(hours), unsynced: tenths(unsynced) };
}

/** A submitted or approved week can no longer be changed by the student (DESIGN §4.9). */
export function isReadOnly(status: TWeeklyStatus): boolean {
  return LOCKED_WEEKLY_STATUSES.includes(status);
}

/** The heading printed at the top of the log book page; null when the program is unknown. */
export function collegeHeading(program: string | null | undefined): string | null {
  return collegeOfProgram(program)?.name ?? null;
}
