// The dashboard's "This week" card (an addition to spec 1 §2 /dashboard): where the student stands
// this week, from the calendar, the logged days and the weekly reports the dashboard already reads.
import {
  addDays,
  daysBetween,
  eatDateOf,
  LOCKED_WEEKLY_STATUSES,
  type TIsoDate,
  type TPlacementCalendar,
  type TPlacementWeek,
  type TWeeklyStatus,
  type TWeekSignoff,
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
  /**
   * 'returned': the supervisor sent the week back for changes (a draft again, with a comment);
   * 'sent': the newest link went out at `sent_at` and works until `expires_at`.
   */
  signoff: Pick<TWeekSignoff, 'state' | 'sent_at' | 'expires_at'>;
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
  /** Submitted, never sent to the supervisor (or the link expired): send it from its page. */
  | { kind: 'sendForSignoff'; week: number }
  /** Sent, the link still works: nothing to do but wait (no link). */
  | { kind: 'waitingForSupervisor'; week: number; sentDaysAgo: number }
  /** Nothing left this week, but earlier weeks wait for a step by the student (no link). */
  | { kind: 'weekDone'; week: number }
  | { kind: 'caughtUp' };

/** A week sent to the supervisor, the link still valid. */
export interface TWaitingWeek {
  week: number;
  /** Whole days since it was sent, by East Africa dates (0 = today). */
  sentDaysAgo: number;
}

/** Earlier weeks not signed by the supervisor yet, each list oldest first; a week is in one list only. */
export interface TWeeksToFinish {
  /** Returned by the supervisor for changes. */
  returnedWeeks: number[];
  /** Every working day logged, the report missing or still a draft: ready to submit. */
  filledWeeks: number[];
  /** Some working days logged (not all), the report missing or still a draft. */
  unsubmittedWeeks: number[];
  /** Submitted but not signed: never sent to the supervisor, or the link expired. */
  unsentWeeks: number[];
  /** Sent to the supervisor and waiting for the answer: nothing for the student to do. */
  waitingWeeks: TWaitingWeek[];
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

/** Today's date (the server's, EAT) and the moment a sign-off link is compared with. */
interface TClock {
  today: TIsoDate;
  now: number;
}

type TSupervisorStep = { kind: 'send' } | { kind: 'waiting'; sentDaysAgo: number } | null;

/**
 * Where a submitted week stands with the supervisor: to send (never sent, or the link expired,
 * as the week page's `linkExpired`) or waiting; null for a week not submitted or already approved.
 */
function supervisorStep(report: TThisWeekReport | undefined, clock: TClock): TSupervisorStep {
  if (report?.status !== 'SUBMITTED') return null;
  const { state, sent_at, expires_at } = report.signoff;
  const expired = expires_at !== null && Date.parse(expires_at) <= clock.now;
  if (state !== 'sent' || expired) return { kind: 'send' };
  const sentOn = sent_at ? eatDateOf(new Date(sent_at)) : clock.today;
  return { kind: 'waiting', sentDaysAgo: Math.max(0, daysBetween(sentOn, clock.today)) };
}

const findWeek = (weeks: readonly TPlacementWeek[], week: number | null) =>
  weeks.find((candidate) => candidate.week_number === week);

/** A week whose every working day has an entry. */
const isFilled = (week: TPlacementWeek | undefined, loggedDates: ReadonlySet<TIsoDate>) =>
  week?.days.every((date) => loggedDates.has(date)) ?? false;

/**
 * Weeks before `beforeWeek` not signed yet: submitted ones to send or waiting for the supervisor,
 * returned ones, then (with logged days, the report missing or a draft) those with every working
 * day logged, and those with some.
 */
function weeksToFinishBefore(
  beforeWeek: number,
  placementWeeks: readonly TPlacementWeek[],
  days: readonly TThisWeekDay[],
  byWeek: ReadonlyMap<number, TThisWeekReport>,
  clock: TClock,
): TWeeksToFinish {
  const loggedDates = new Set(days.map((day) => day.date));
  const weeksWithDays = new Set(days.map((day) => day.week_number));
  const candidates = new Set([...weeksWithDays, ...byWeek.keys()]);
  const found: TWeeksToFinish = {
    returnedWeeks: [],
    filledWeeks: [],
    unsubmittedWeeks: [],
    unsentWeeks: [],
    waitingWeeks: [],
  };
  for (const week of [...candidates].sort((a, b) => a - b)) {
    const report = byWeek.get(week);
    if (week >= beforeWeek) continue;
    const supervisor = supervisorStep(report, clock);
    if (supervisor?.kind === 'send') found.unsentWeeks.push(week);
    else if (supervisor) found.waitingWeeks.push({ week, sentDaysAgo: supervisor.sentDaysAgo });
    else if (isLocked(report)) continue;
    else if (isReturned(report)) found.returnedWeeks.push(week);
    else if (!weeksWithDays.has(week)) continue;
    else if (isFilled(findWeek(placementWeeks, week), loggedDates)) found.filledWeeks.push(week);
    else found.unsubmittedWeeks.push(week);
  }
  return found;
}

/** Weeks the student still has a step in (sending, changing, submitting, logging); not waiting. */
export const waitsForStudent = (weeks: TWeeksToFinish): boolean =>
  weeks.returnedWeeks.length +
    weeks.filledWeeks.length +
    weeks.unsubmittedWeeks.length +
    weeks.unsentWeeks.length >
  0;

/**
 * What the "This week" card shows today (the server's today, `calendar.today`); `now` is the
 * moment sign-off links are checked for expiry.
 */
export function thisWeekView(
  calendar: Pick<TPlacementCalendar, 'start_date' | 'today' | 'weeks'>,
  days: readonly TThisWeekDay[],
  reports: readonly TThisWeekReport[],
  now: number = Date.now(),
): TThisWeek {
  const { today } = calendar;
  const clock: TClock = { today, now };
  const byWeek = new Map(reports.map((report) => [report.week_number, report]));
  if (today < calendar.start_date) {
    return { kind: 'before', startDate: calendar.start_date, unsubmittedWeeks: [] };
  }
  const week = weekOfDate(today, calendar.start_date);
  const placementWeek = findWeek(calendar.weeks, week);
  if (week === null || !placementWeek) {
    return {
      kind: 'after',
      ...weeksToFinishBefore(Infinity, calendar.weeks, days, byWeek, clock),
    };
  }

  const loggedDates = new Set(days.map((day) => day.date));
  const report = byWeek.get(week);
  const locked = isLocked(report);
  const logged = placementWeek.days.filter((date) => loggedDates.has(date)).length;
  // A submitted week takes no more days: nothing in it is missing any more.
  const missing = locked
    ? []
    : placementWeek.days.filter((date) => date <= today && !loggedDates.has(date));
  const next = thisWeekStep({
    week,
    report,
    missing,
    full: logged === placementWeek.days.length,
    fridayOrLater: today >= addDays(placementWeek.start_date, 4),
    supervisor: supervisorStep(report, clock),
  });
  const earlier = weeksToFinishBefore(week, calendar.weeks, days, byWeek, clock);

  return {
    kind: 'during',
    week,
    monday: placementWeek.start_date,
    friday: placementWeek.end_date,
    logged,
    missing,
    // Never "all caught up" while an earlier week waits for a step by the student.
    next: next.kind === 'caughtUp' && waitsForStudent(earlier) ? { kind: 'weekDone', week } : next,
    ...earlier,
  };
}

/** This week's one step: the supervisor's answer first, then the days, the report, submitting. */
function thisWeekStep(week: {
  week: number;
  report: TThisWeekReport | undefined;
  /** Working days up to today without an entry. */
  missing: readonly TIsoDate[];
  /** Every working day of the week logged. */
  full: boolean;
  fridayOrLater: boolean;
  supervisor: TSupervisorStep;
}): TNextStep {
  const { report, supervisor } = week;
  const open = report !== undefined && !isLocked(report);
  if (isReturned(report)) return { kind: 'readComments', week: week.week };
  if (supervisor?.kind === 'send') return { kind: 'sendForSignoff', week: week.week };
  if (supervisor) {
    return { kind: 'waitingForSupervisor', week: week.week, sentDaysAgo: supervisor.sentDaysAgo };
  }
  if (week.missing[0]) return { kind: 'logDay', week: week.week, date: week.missing[0] };
  if (!report && week.fridayOrLater) return { kind: 'createReport', week: week.week };
  if (open && isUnfinished(report)) return { kind: 'finishReport', week: week.week };
  if (open && week.full) return { kind: 'submitWeek', week: week.week };
  return { kind: 'caughtUp' };
}

/** Where each step's link goes: a day in the daily report (its deep link), or the week's report. */
export function nextStepPath(step: TNextStep): string | null {
  if (step.kind === 'logDay') return dayPath(step.week, step.date);
  if (step.kind === 'caughtUp' || step.kind === 'weekDone') return null;
  if (step.kind === 'waitingForSupervisor') return null;
  if (step.kind === 'submitWeek') return submitWeekPath(step.week);
  return `/weekly-report/${step.week}`;
}

/** The daily report's deep link to a day (spec 1 §2 /daily-report?week=&date=). */
export function dayPath(week: number, date: TIsoDate): string {
  return `/daily-report?week=${week}&date=${date}`;
}
