import {
  type TWeeklyReport,
  type TWeekWithoutReport,
  type TWorkingDay,
  totalHours,
  WORKING_DAYS,
  weekCompletion,
  workingDayOf,
} from '@ptlog/shared';
import type {
  TDailyReportRow,
  TMainJobRow,
  TOperationRow,
  TWeeklyReportReadRow,
} from '../../db/schema';
import { weekSpan } from '../calendar/calendar.service';
import { toDailyReportAnswer } from '../daily-reports/daily-reports.presenter';
import { toMainJobAnswer } from '../main-jobs/main-jobs.presenter';
import { toWeekSignoff } from '../signoff/signoff.presenter';
import { isWeekLocked } from './weekly-reports.policy';

export interface TWeeklyParts {
  report: TWeeklyReportReadRow;
  /** The week's daily reports, by date. */
  dailies: readonly TDailyReportRow[];
  mainJob: TMainJobRow | null;
  /** The main job's operations, by step. */
  operations: readonly TOperationRow[];
}

type TDayColumns = Pick<TWeeklyReport, `daily_${TWorkingDay}` | `hours_${TWorkingDay}`>;

/** daily_monday … daily_friday (description or '') and hours_monday … hours_friday (0 when none). */
function dayColumns(dailies: readonly TDailyReportRow[]): TDayColumns {
  const byDay = new Map<TWorkingDay, TDailyReportRow>();
  for (const daily of dailies) {
    const day = workingDayOf(daily.date);
    if (day && !byDay.has(day)) byDay.set(day, daily);
  }
  const columns: Record<string, string | number> = {};
  for (const day of WORKING_DAYS) {
    const entry = byDay.get(day);
    columns[`daily_${day}`] = entry?.description ?? '';
    columns[`hours_${day}`] = entry?.hoursSpent ?? 0;
  }
  return columns as TDayColumns;
}

/** The weekly report answer; dates from the calendar, hours and days live from the daily reports. */
export function toWeeklyReportAnswer(
  parts: TWeeklyParts,
  context: { startDate: string; studentName: string },
): TWeeklyReport {
  const { report, dailies, mainJob, operations } = parts;
  const weekLocked = isWeekLocked(report.status);
  const { start_date, end_date } = weekSpan(report.weekNumber, context.startDate);
  return {
    id: report.id,
    week_number: report.weekNumber,
    start_date,
    end_date,
    total_hours: totalHours(dailies.map((daily) => ({ hours_spent: daily.hoursSpent }))),
    status: report.status,
    summary: report.summary,
    main_job_title: report.mainJobTitle,
    main_job_description: report.mainJobDescription,
    main_job: mainJob ? toMainJobAnswer(mainJob, operations) : null,
    daily_reports: dailies.map((daily) =>
      toDailyReportAnswer(daily, { studentName: context.studentName, weekLocked }),
    ),
    ...dayColumns(dailies),
    is_enhanced: report.isEnhanced,
    enhancement_date: report.enhancementDate?.toISOString() ?? null,
    completion: weekCompletion({
      status: report.status,
      dailyReportCount: dailies.length,
      operations: operations.map((op) => ({ operation_description: op.operationDescription })),
    }),
    signoff: toWeekSignoff(report),
    created_at: report.createdAt.toISOString(),
    updated_at: report.updatedAt.toISOString(),
  };
}

/** The answer for a week without a weekly report: its dates, logged days and hours (ADR 9). */
export function toWeekWithoutReportAnswer(
  week: number,
  dailies: readonly { row: TDailyReportRow; weekLocked: boolean }[],
  context: { startDate: string; studentName: string },
): TWeekWithoutReport {
  const rows = dailies.map((daily) => daily.row);
  const { start_date, end_date } = weekSpan(week, context.startDate);
  return {
    id: null,
    status: null,
    week_number: week,
    start_date,
    end_date,
    total_hours: totalHours(rows.map((daily) => ({ hours_spent: daily.hoursSpent }))),
    daily_reports: dailies.map((daily) =>
      toDailyReportAnswer(daily.row, {
        studentName: context.studentName,
        weekLocked: daily.weekLocked,
      }),
    ),
    ...dayColumns(rows),
    completion: weekCompletion({ status: null, dailyReportCount: rows.length, operations: [] }),
  };
}
