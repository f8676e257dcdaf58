// What a week still lacks when the student asks to submit it: once submitted it is read-only
// (DESIGN §4.9), so the confirmation names each empty part instead of letting it go unnoticed.
import { addDays, type TIsoDate, type TWeeklyReport, WORKING_DAYS } from '@ptlog/shared';

export interface TSubmitGaps {
  summary: boolean;
  mainJob: boolean;
  /** No operation of the main job is described (or there is no main job yet). */
  operations: boolean;
  /** The working days (Monday to Friday) with no daily report. */
  emptyDays: TIsoDate[];
}

const blank = (text: string | null | undefined) => (text ?? '').trim() === '';

export function submitGaps(
  report: Pick<
    TWeeklyReport,
    'summary' | 'main_job' | 'main_job_title' | 'start_date' | 'daily_reports'
  >,
): TSubmitGaps {
  const mainJobTitle = report.main_job?.title ?? report.main_job_title;
  const logged = new Set(report.daily_reports.map((day) => day.date));
  return {
    summary: blank(report.summary),
    mainJob: blank(mainJobTitle),
    operations: !(report.main_job?.operations ?? []).some(
      (operation) => !blank(operation.operation_description),
    ),
    emptyDays: WORKING_DAYS.map((_, index) => addDays(report.start_date, index)).filter(
      (date) => !logged.has(date),
    ),
  };
}

export function hasSubmitGaps(gaps: TSubmitGaps): boolean {
  return gaps.summary || gaps.mainJob || gaps.operations || gaps.emptyDays.length > 0;
}
