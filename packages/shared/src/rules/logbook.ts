// Log book progress (spec 1 §4 "Log book week status", "Weekly report status", "Dashboard week node").
import {
  LOGBOOK_DAILY_WEIGHT,
  LOGBOOK_EMPTY_OPERATIONS_WEIGHT,
  LOGBOOK_MAIN_JOB_WEIGHT,
  type TStatusColor,
} from '../constants/app';
import { TRAINING_WEEKS, WORKING_DAYS } from '../constants/calendar';
import { LOCKED_WEEKLY_STATUSES, type TWeeklyStatus } from '../constants/reports';
import type { TIsoDate } from './iso-date';

export interface TWeekProgressInput {
  status?: TWeeklyStatus | null;
  dailyReportCount: number;
  operations: readonly { operation_description: string | null }[];
}

/**
 * One rule for a week's state, used by the overview cards, the dashboard roadmap and the weekly
 * page (issue 15): 'completed' at 100%; 'not-started' before its Monday; 'in-progress' from its
 * Monday on. A week is never shown as missed: the spec sets no deadline for logging a past day,
 * and the server takes any past working day of a week that is not submitted or approved (which
 * makes it completed), so a week that is over can still be filled, as the Daily Reports page says.
 */
export type TLogbookWeekStatus = 'not-started' | 'in-progress' | 'completed';

/**
 * Completion of a week in percent: 80 × reports/5 (at most 80), plus 20 when an operation is
 * described, or 10 when operations exist but none is described. A submitted or approved week is 100.
 * A description of only spaces counts as empty.
 */
export function weekCompletion(report: TWeekProgressInput | null): number {
  if (!report) return 0;
  if (report.status && LOCKED_WEEKLY_STATUSES.includes(report.status)) return 100;
  const reports = Math.min(Math.max(report.dailyReportCount, 0), WORKING_DAYS.length);
  const daily = (LOGBOOK_DAILY_WEIGHT * reports) / WORKING_DAYS.length;
  const described = report.operations.some((op) => (op.operation_description ?? '').trim() !== '');
  let mainJob = 0;
  if (described) mainJob = LOGBOOK_MAIN_JOB_WEIGHT;
  else if (report.operations.length > 0) mainJob = LOGBOOK_EMPTY_OPERATIONS_WEIGHT;
  return Math.min(100, daily + mainJob);
}

/**
 * The week's state from what was logged in it: `report` is the week's weekly report, or only its
 * daily reports (`status` null) when the week has no weekly report yet, or null when neither.
 */
export function logbookWeekStatus(input: {
  report: TWeekProgressInput | null;
  today: TIsoDate;
  weekDates: { monday: TIsoDate; friday: TIsoDate };
}): TLogbookWeekStatus {
  const { report, today, weekDates } = input;
  const completion = weekCompletion(report);
  if (completion >= 100) return 'completed';
  if (today < weekDates.monday) return 'not-started';
  return 'in-progress';
}

/** Completed weeks out of 8, in percent. */
export function overallProgress(statuses: readonly TLogbookWeekStatus[]): number {
  const completed = statuses.filter((status) => status === 'completed').length;
  return (Math.min(completed, TRAINING_WEEKS) / TRAINING_WEEKS) * 100;
}

/** Badge colour of a weekly status: green SUBMITTED, blue APPROVED, grey otherwise. */
export function weeklyStatusColor(status: string | null | undefined): TStatusColor {
  if (status === 'SUBMITTED') return 'green';
  if (status === 'APPROVED') return 'blue';
  return 'gray';
}
