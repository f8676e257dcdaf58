// Days an export prints as written in Kiswahili. The log book is marked in English, and an entry
// is printed as typed (DESIGN §4.4), so the download warns first, with a link to each such day.
// The check runs here, not on the server: the page already holds every printed day's text (the
// weekly answers' daily_reports), and the shared rule is a word-list lookup (no dictionary).
import {
  isMostlySwahili,
  LOCKED_WEEKLY_STATUSES,
  type TDailyReport,
  type TIsoDate,
  type TWeeklyStatus,
  type TWorkingDay,
  workingDayOf,
} from '@ptlog/shared';
import { registerStrings } from '../../i18n/i18n';
import { WEEKLY_REPORT_NS } from './i18n';
import en from './locales/export-kiswahili.en.json';

registerStrings(
  WEEKLY_REPORT_NS,
  'weekly-report/export-kiswahili',
  en,
  () => import('./locales/export-kiswahili.sw.json'),
);

export interface TKiswahiliDay {
  date: TIsoDate;
  week: number;
}

type TPrintedDay = Pick<TDailyReport, 'id' | 'date' | 'description'>;

/** A week as a download prints it: its days in date order (a weekly report's daily_reports). */
export interface TPrintedWeek {
  week_number: number;
  /** The weekly report's; none for a week printed as a draft (no weekly report yet). */
  status?: TWeeklyStatus | null;
  daily_reports: readonly TPrintedDay[];
}

/**
 * The printed days of these weeks written mostly in Kiswahili, by date. A week prints the first
 * entry of each working day (its daily_* columns), so only those are read.
 */
export function kiswahiliDays(reports: readonly TPrintedWeek[]): TKiswahiliDay[] {
  const found: TKiswahiliDay[] = [];
  for (const report of reports) {
    const printed = new Set<TWorkingDay>();
    for (const daily of report.daily_reports) {
      const day = workingDayOf(daily.date);
      if (!day || printed.has(day)) continue;
      printed.add(day);
      if (isMostlySwahili(daily.description)) {
        found.push({ date: daily.date, week: report.week_number });
      }
    }
  }
  return found.sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The Kiswahili days split by what the student can still do: `rewrite`, days of weeks that can
 * change; `locked`, days of submitted or approved weeks, which print as written (neither editing
 * nor Enhance with AI reaches them, so advising a rewrite there would lead nowhere).
 */
export function kiswahiliAdvice(reports: readonly TPrintedWeek[]): {
  rewrite: TKiswahiliDay[];
  locked: TKiswahiliDay[];
} {
  const isLocked = (report: TPrintedWeek) =>
    report.status != null && LOCKED_WEEKLY_STATUSES.includes(report.status);
  return {
    rewrite: kiswahiliDays(reports.filter((report) => !isLocked(report))),
    locked: kiswahiliDays(reports.filter(isLocked)),
  };
}

/**
 * The logged days of weeks with no weekly report, grouped as the weeks "download all" prints as
 * drafts (ADR 9): by date, then in the order they were logged, as the server reads them.
 */
export function draftWeeks(
  reports: readonly { week_number: number }[],
  loggedDays: readonly (TPrintedDay & { week_number: number })[],
): TPrintedWeek[] {
  const reported = new Set(reports.map((report) => report.week_number));
  const byWeek = new Map<number, TPrintedDay[]>();
  const inOrder = [...loggedDays].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  for (const day of inOrder) {
    if (reported.has(day.week_number)) continue;
    byWeek.set(day.week_number, [...(byWeek.get(day.week_number) ?? []), day]);
  }
  return [...byWeek].map(([week_number, daily_reports]) => ({ week_number, daily_reports }));
}

/** The daily report screen on that day (its date picks its own week there). */
export function kiswahiliDayPath(day: TKiswahiliDay): string {
  return `/daily-report?date=${day.date}`;
}
