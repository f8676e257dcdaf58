// The log book overview (spec 1 §4 "Log book week status"): one card per placement week with its
// status and completion, and the overall progress over the 8 weeks.
import {
  logbookWeekStatus,
  overallProgress,
  type TLogbookWeekStatus,
  type TPlacementCalendar,
  type TWeeklyReport,
  type TWeeklyStatus,
  type TWeekProgressInput,
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
}

export function progressInput(report: TWeeklyReport): TWeekProgressInput {
  return {
    status: report.status,
    dailyReportCount: report.daily_reports.length,
    operations: report.main_job?.operations ?? [],
  };
}

export function buildWeekCards(
  calendar: TPlacementCalendar,
  reports: readonly TWeeklyReport[],
): TWeekCard[] {
  const byWeek = new Map(reports.map((report) => [report.week_number, report]));
  return calendar.weeks.map((week) => {
    const report = byWeek.get(week.week_number);
    const input = report ? progressInput(report) : null;
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
    };
  });
}

export function logbookProgress(cards: readonly TWeekCard[]): {
  percent: number;
  completed: number;
} {
  const statuses = cards.map((card) => card.status);
  return {
    percent: Math.round(overallProgress(statuses)),
    completed: statuses.filter((status) => status === 'completed').length,
  };
}

export const WEEK_STATUS_LABELS: Readonly<Record<TLogbookWeekStatus, string>> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  completed: 'Completed',
};

export const WEEK_STATUS_COLORS: Readonly<Record<TLogbookWeekStatus, string>> = {
  'not-started': 'gray',
  'in-progress': 'yellow',
  completed: 'green',
};
