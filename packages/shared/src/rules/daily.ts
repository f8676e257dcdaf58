// Daily report tiles and checks (spec 1 §2 dashboard, §4 "Day tile", §9).
import { WORKING_DAYS } from '../constants/calendar';
import { publicHoliday } from '../constants/public-holidays';
import { LIMITS } from '../limits';
import type { TIsoDate } from './iso-date';

export type TDayTileStatus = 'completed' | 'today' | 'missed' | 'upcoming';

/** A day with a report is completed; otherwise today, missed (past, shown red) or upcoming. */
export function dayTileStatus(input: {
  date: TIsoDate;
  today: TIsoDate;
  hasReport: boolean;
}): TDayTileStatus {
  if (input.hasReport) return 'completed';
  if (input.date === input.today) return 'today';
  return input.date < input.today ? 'missed' : 'upcoming';
}

interface TDayWork {
  hours: number;
  description: string | null | undefined;
  /** The day's date (YYYY-MM-DD): a 0-hour day on a public holiday is 'holiday'. */
  date?: string;
}

function describedLength(description: string | null | undefined): number {
  return (description ?? '').trim().length;
}

/** A healthy day: at least 8 hours and a description longer than 50 characters. */
export function isHealthyDay(day: TDayWork): boolean {
  return (
    day.hours >= LIMITS.HEALTHY_DAY_HOURS &&
    describedLength(day.description) > LIMITS.HEALTHY_DESCRIPTION_MIN
  );
}

export type TDayEntryState = 'full' | 'short' | 'holiday';

/**
 * What a logged day amounts to: the one rule every screen words (the Daily Reports tiles and day
 * card, the dashboard's recent days). 'full' is the spec's healthy day (1 §4 "Day tile": at least
 * 8 hours, described in more than 50 characters); any other logged day is 'short' ("Short of a
 * full day"). A tile's 'completed' only says a report exists, so screens word it "Saved", never
 * "Completed", beside this state. The spec's dashboard threshold (above 0 hours, over 20
 * characters, 1 §2) is not shown: the same day read "Complete" there and "Short of a full day" on
 * the Daily Reports page. A day of 0 hours on a public holiday (publicHoliday) is
 * 'holiday': not short of anything (ADR 0017).
 */
export function dayEntryState(day: TDayWork): TDayEntryState {
  if (day.hours === 0 && day.date && publicHoliday(day.date, 'en')) return 'holiday';
  return isHealthyDay(day) ? 'full' : 'short';
}

export type TWeekDayStatusLabel =
  | 'Today Active'
  | 'Week Complete!'
  | 'In Progress'
  | 'Upcoming'
  | 'Week Ended';

/**
 * Overall status line of the daily-report week (spec 1 §4 "Day tile"; the spec calls later weeks
 * "upcoming", §4 "Dashboard week node"):
 * - 'Week Complete!' when all five working days have a report (checked first);
 * - 'Today Active' when today is one of the given days and has a report;
 * - 'Upcoming' when every day is after today and none has a report: the week has not begun (the
 *   roadmap's "upcoming", the Weekly page's "Not started": logbookWeekStatus's 'not-started');
 * - 'Week Ended' when every day is before today: its working days are over, some without a report
 *   (they can still be filled, as the roadmap's and Weekly page's "in progress" allow);
 * - 'In Progress' otherwise: today falls within the week.
 */
export function weekDayStatusLabel(input: {
  days: readonly { date: TIsoDate; hasReport: boolean }[];
  today: TIsoDate;
}): TWeekDayStatusLabel {
  const reported = input.days.filter((day) => day.hasReport);
  if (new Set(reported.map((day) => day.date)).size >= WORKING_DAYS.length) {
    return 'Week Complete!';
  }
  if (reported.some((day) => day.date === input.today)) return 'Today Active';
  if (input.days.length > 0) {
    if (reported.length === 0 && input.days.every((day) => day.date > input.today)) {
      return 'Upcoming';
    }
    if (input.days.every((day) => day.date < input.today)) return 'Week Ended';
  }
  return 'In Progress';
}

/** Sum of hours; every value is a multiple of 0.5, which binary floating point adds exactly. */
export function totalHours(entries: readonly { hours_spent: number }[]): number {
  return entries.reduce((sum, entry) => sum + entry.hours_spent, 0);
}

/** A word is a run of letters or digits in any script (so 'Kazi', 'ušetřit' and '42' count). */
export function hasWord(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}
