// The dashboard's "This week" card (an addition to spec 1 §2 /dashboard): where the student stands
// this week, from the calendar, the logged days and the weekly reports the dashboard already reads.
import {
  addDays,
  LOCKED_WEEKLY_STATUSES,
  type TIsoDate,
  type TPlacementCalendar,
  type TWeeklyStatus,
  weekOfDate,
} from '@ptlog/shared';

/** What the card needs of a weekly report. */
export interface TThisWeekReport {
  week_number: number;
  status: TWeeklyStatus;
  summary: string;
  main_job_title: string;
  main_job: { title: string } | null;
}

/** What the card needs of a logged day. */
export interface TThisWeekDay {
  date: TIsoDate;
  week_number: number;
}

/** The one next step, with its one link. */
export type TNextStep =
  | { kind: 'logDay'; week: number; date: TIsoDate }
  | { kind: 'createReport'; week: number }
  | { kind: 'finishReport'; week: number }
  | { kind: 'caughtUp' };

export type TThisWeek =
  | { kind: 'before'; startDate: TIsoDate; unsubmittedWeeks: number[] }
  | { kind: 'after'; unsubmittedWeeks: number[] }
  | {
      kind: 'during';
      week: number;
      monday: TIsoDate;
      friday: TIsoDate;
      /** Working days of the week with an entry, 0..5. */
      logged: number;
      /** Working days up to today (today included) without an entry; never a future day. */
      missing: TIsoDate[];
      next: TNextStep;
      /** Earlier weeks with logged days whose report is not submitted (or does not exist). */
      unsubmittedWeeks: number[];
    };

const isLocked = (report: TThisWeekReport | undefined) =>
  report !== undefined && LOCKED_WEEKLY_STATUSES.includes(report.status);

const blank = (text: string | null | undefined) => (text ?? '').trim() === '';

/** A report whose summary or main job title is still empty. */
function isUnfinished(report: TThisWeekReport): boolean {
  return blank(report.summary) || (blank(report.main_job_title) && blank(report.main_job?.title));
}

/**
 * Weeks before `beforeWeek` with at least one logged day whose report is missing or still a draft,
 * in order.
 */
function unsubmittedWeeksBefore(
  beforeWeek: number,
  days: readonly TThisWeekDay[],
  byWeek: ReadonlyMap<number, TThisWeekReport>,
): number[] {
  const weeks = new Set(days.map((day) => day.week_number).filter((week) => week < beforeWeek));
  return [...weeks].filter((week) => !isLocked(byWeek.get(week))).sort((a, b) => a - b);
}

/** What the "This week" card shows today (the server's today, `calendar.today`). */
export function thisWeekView(
  calendar: Pick<TPlacementCalendar, 'start_date' | 'today' | 'weeks'>,
  days: readonly TThisWeekDay[],
  reports: readonly TThisWeekReport[],
): TThisWeek {
  const { today } = calendar;
  const byWeek = new Map(reports.map((report) => [report.week_number, report]));
  if (today < calendar.start_date) {
    return { kind: 'before', startDate: calendar.start_date, unsubmittedWeeks: [] };
  }
  const week = weekOfDate(today, calendar.start_date);
  const placementWeek = calendar.weeks.find((candidate) => candidate.week_number === week);
  if (week === null || !placementWeek) {
    return { kind: 'after', unsubmittedWeeks: unsubmittedWeeksBefore(Infinity, days, byWeek) };
  }

  const loggedDates = new Set(days.map((day) => day.date));
  const report = byWeek.get(week);
  const locked = isLocked(report);
  const logged = placementWeek.days.filter((date) => loggedDates.has(date)).length;
  // A submitted week takes no more days: nothing in it is missing any more.
  const missing = locked
    ? []
    : placementWeek.days.filter((date) => date <= today && !loggedDates.has(date));
  const fridayOrLater = today >= addDays(placementWeek.start_date, 4);

  let next: TNextStep = { kind: 'caughtUp' };
  if (missing[0]) next = { kind: 'logDay', week, date: missing[0] };
  else if (!report && fridayOrLater) next = { kind: 'createReport', week };
  else if (report && !locked && isUnfinished(report)) next = { kind: 'finishReport', week };

  return {
    kind: 'during',
    week,
    monday: placementWeek.start_date,
    friday: placementWeek.end_date,
    logged,
    missing,
    next,
    unsubmittedWeeks: unsubmittedWeeksBefore(week, days, byWeek),
  };
}

/** Where each step's link goes: a day in the daily report (its deep link), or the week's report. */
export function nextStepPath(step: TNextStep): string | null {
  if (step.kind === 'logDay') return dayPath(step.week, step.date);
  if (step.kind === 'caughtUp') return null;
  return `/weekly-report/${step.week}`;
}

/** The daily report's deep link to a day (spec 1 §2 /daily-report?week=&date=). */
export function dayPath(week: number, date: TIsoDate): string {
  return `/daily-report?week=${week}&date=${date}`;
}
