// The log book overview (spec 1 §4 "Log book week status"): one card per placement week with its
// status and completion, and the overall progress over the 8 weeks.
import {
  logbookWeekStatus,
  overallProgress,
  type TLogbookWeekStatus,
  type TPlacementCalendar,
  type TSignoffState,
  type TWeeklyReport,
  type TWeeklyStatus,
  type TWeekProgressInput,
  type TWeekWithoutReport,
  weekCompletion,
} from '@ptlog/shared';

export interface TWeekCard {
  week: number;
  startDate: string;
  endDate: string;
  isCurrent: boolean;
  status: TLogbookWeekStatus;
  /** Percent, 0..100. */
  completion: number;
  /** The weekly report's own status; null when the week has no report yet. */
  reportStatus: TWeeklyStatus | null;
  /** Where the week stands with the supervisor; null when the week has no report yet. */
  signoffState: TSignoffState | null;
}

export function progressInput(report: TWeeklyReport): TWeekProgressInput {
  return {
    status: report.status,
    dailyReportCount: report.daily_reports.length,
    operations: report.main_job?.operations ?? [],
  };
}

/** Number of logged days per week, from the student's daily reports. */
export function daysPerWeek(dailies: readonly { week_number: number }[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const daily of dailies)
    counts.set(daily.week_number, (counts.get(daily.week_number) ?? 0) + 1);
  return counts;
}

/**
 * One card per placement week. A week without a weekly report still counts its logged days
 * (`loggedDays`), so its progress shows before the report exists (issue 15).
 */
export function buildWeekCards(
  calendar: TPlacementCalendar,
  reports: readonly TWeeklyReport[],
  loggedDays: ReadonlyMap<number, number> = new Map(),
): TWeekCard[] {
  const byWeek = new Map(reports.map((report) => [report.week_number, report]));
  return calendar.weeks.map((week) => {
    const report = byWeek.get(week.week_number);
    const days = loggedDays.get(week.week_number) ?? 0;
    const input: TWeekProgressInput | null = report
      ? progressInput(report)
      : days > 0
        ? { status: null, dailyReportCount: days, operations: [] }
        : null;
    return {
      week: week.week_number,
      startDate: week.start_date,
      endDate: week.end_date,
      isCurrent: week.week_number === calendar.current_week,
      status: logbookWeekStatus({
        report: input,
        today: calendar.today,
        weekDates: { monday: week.start_date, friday: week.end_date },
      }),
      completion: Math.round(weekCompletion(input)),
      reportStatus: report?.status ?? null,
      signoffState: report?.signoff.state ?? null,
    };
  });
}

/**
 * Completed weeks (filled in, or submitted) and, apart, the weeks the supervisor signed: a
 * submitted week is completed long before it is signed.
 */
export function logbookProgress(cards: readonly TWeekCard[]): {
  percent: number;
  completed: number;
  signed: number;
} {
  const statuses = cards.map((card) => card.status);
  return {
    percent: Math.round(overallProgress(statuses)),
    completed: statuses.filter((status) => status === 'completed').length,
    signed: cards.filter((card) => card.signoffState === 'approved').length,
  };
}

/** The state of a week that has no weekly report yet, by the same rule as its overview card. */
export function weekWithoutReportStatus(
  week: Pick<TWeekWithoutReport, 'start_date' | 'end_date' | 'daily_reports'>,
  today: string,
): TLogbookWeekStatus {
  return logbookWeekStatus({
    report: { status: null, dailyReportCount: week.daily_reports.length, operations: [] },
    today,
    weekDates: { monday: week.start_date, friday: week.end_date },
  });
}

export const WEEK_STATUS_COLORS: Readonly<Record<TLogbookWeekStatus, string>> = {
  'not-started': 'gray',
  'in-progress': 'yellow',
  completed: 'green',
};
