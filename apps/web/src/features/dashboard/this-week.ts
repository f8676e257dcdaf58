// The dashboard's "This week" card (an addition to spec 1 §2 /dashboard): where the student stands
// this week, from the calendar, the logged days and the weekly reports the dashboard already reads.
import {
  addDays,
  LOCKED_WEEKLY_STATUSES,
  type TIsoDate,
  type TPlacementCalendar,
  type TPlacementWeek,
  type TSignoffState,
  type TWeeklyStatus,
  weekOfDate,
} from '@ptlog/shared';
import { submitWeekPath } from '../weekly-report/submit-link';

/** What the card needs of a weekly report. */
export interface TThisWeekReport {
  week_number: number;
  status: TWeeklyStatus;
  summary: string;
  main_job_title: string;
  main_job: { title: string } | null;
  /** 'returned': the supervisor sent the week back for changes (a draft again, with a comment). */
  signoff: { state: TSignoffState };
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
  /** Every working day logged and the report written, still a draft: submit it for sign-off. */
  | { kind: 'submitWeek'; week: number }
  /** The supervisor returned the week: read the comments on its page. */
  | { kind: 'readComments'; week: number }
  | { kind: 'caughtUp' };

/** Earlier weeks still waiting on the student, each list oldest first; a week is in one list only. */
export interface TWeeksToFinish {
  /** Returned by the supervisor for changes. */
  returnedWeeks: number[];
  /** Every working day logged, the report missing or still a draft: ready to submit. */
  filledWeeks: number[];
  /** Some working days logged (not all), the report missing or still a draft. */
  unsubmittedWeeks: number[];
}

export type TThisWeek =
  | { kind: 'before'; startDate: TIsoDate; unsubmittedWeeks: number[] }
  | ({ kind: 'after' } & TWeeksToFinish)
  | ({
      kind: 'during';
      week: number;
      monday: TIsoDate;
      friday: TIsoDate;
      /** Working days of the week with an entry, 0..5. */
      logged: number;
      /** Working days up to today (today included) without an entry; never a future day. */
      missing: TIsoDate[];
      next: TNextStep;
    } & TWeeksToFinish);

const isLocked = (report: TThisWeekReport | undefined) =>
  report !== undefined && LOCKED_WEEKLY_STATUSES.includes(report.status);

const blank = (text: string | null | undefined) => (text ?? '').trim() === '';

/** A report whose summary or main job title is still empty. */
function isUnfinished(report: TThisWeekReport): boolean {
  return blank(report.summary) || (blank(report.main_job_title) && blank(report.main_job?.title));
}

const isReturned = (report: TThisWeekReport | undefined) => report?.signoff.state === 'returned';

const findWeek = (weeks: readonly TPlacementWeek[], week: number | null) =>
  weeks.find((candidate) => candidate.week_number === week);

/** A week whose every working day has an entry. */
const isFilled = (week: TPlacementWeek | undefined, loggedDates: ReadonlySet<TIsoDate>) =>
  week?.days.every((date) => loggedDates.has(date)) ?? false;

/**
 * Weeks before `beforeWeek` not submitted: returned ones, then (with logged days, the report
 * missing or a draft) those with every working day logged, and those with some.
 */
function weeksToFinishBefore(
  beforeWeek: number,
  placementWeeks: readonly TPlacementWeek[],
  days: readonly TThisWeekDay[],
  byWeek: ReadonlyMap<number, TThisWeekReport>,
): TWeeksToFinish {
  const loggedDates = new Set(days.map((day) => day.date));
  const weeksWithDays = new Set(days.map((day) => day.week_number));
  const candidates = new Set([...weeksWithDays, ...byWeek.keys()]);
  const found: TWeeksToFinish = { returnedWeeks: [], filledWeeks: [], unsubmittedWeeks: [] };
  for (const week of [...candidates].sort((a, b) => a - b)) {
    const report = byWeek.get(week);
    if (week >= beforeWeek || isLocked(report)) continue;
    if (isReturned(report)) found.returnedWeeks.push(week);
    else if (!weeksWithDays.has(week)) continue;
    else if (isFilled(findWeek(placementWeeks, week), loggedDates)) found.filledWeeks.push(week);
    else found.unsubmittedWeeks.push(week);
  }
  return found;
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
  const placementWeek = findWeek(calendar.weeks, week);
  if (week === null || !placementWeek) {
    return { kind: 'after', ...weeksToFinishBefore(Infinity, calendar.weeks, days, byWeek) };
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
  if (isReturned(report)) next = { kind: 'readComments', week };
  else if (missing[0]) next = { kind: 'logDay', week, date: missing[0] };
  else if (!report && fridayOrLater) next = { kind: 'createReport', week };
  else if (report && !locked && isUnfinished(report)) next = { kind: 'finishReport', week };
  else if (report && !locked && logged === placementWeek.days.length) {
    next = { kind: 'submitWeek', week };
  }

  return {
    kind: 'during',
    week,
    monday: placementWeek.start_date,
    friday: placementWeek.end_date,
    logged,
    missing,
    next,
    ...weeksToFinishBefore(week, calendar.weeks, days, byWeek),
  };
}

/** Where each step's link goes: a day in the daily report (its deep link), or the week's report. */
export function nextStepPath(step: TNextStep): string | null {
  if (step.kind === 'logDay') return dayPath(step.week, step.date);
  if (step.kind === 'caughtUp') return null;
  if (step.kind === 'submitWeek') return submitWeekPath(step.week);
  return `/weekly-report/${step.week}`;
}

/** The daily report's deep link to a day (spec 1 §2 /daily-report?week=&date=). */
export function dayPath(week: number, date: TIsoDate): string {
  return `/daily-report?week=${week}&date=${date}`;
}
