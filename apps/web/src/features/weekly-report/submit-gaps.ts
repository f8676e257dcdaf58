// What a week still lacks when the student asks to submit it: once submitted it is read-only
// (DESIGN §4.9), so the confirmation names each empty part instead of letting it go unnoticed.
// A week opens for submitting on its last working day (ADR 21): days after today are not gaps.
import {
  addDays,
  lastWorkingDayFrom,
  type TIsoDate,
  type TWeeklyReport,
  WORKING_DAYS,
} from '@ptlog/shared';

export interface TSubmitGaps {
  summary: boolean;
  mainJob: boolean;
  /** No operation of the main job is described (or there is no main job yet). */
  operations: boolean;
  /** The working days (Monday to Friday) up to today with no daily report. */
  emptyDays: TIsoDate[];
}

const blank = (text: string | null | undefined) => (text ?? '').trim() === '';

/** `today` is the placement's (the calendar's) date: later days have not happened, so never "empty". */
export function submitGaps(
  report: Pick<
    TWeeklyReport,
    'summary' | 'main_job' | 'main_job_title' | 'start_date' | 'daily_reports'
  >,
  today: TIsoDate,
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
      (date) => date <= today && !logged.has(date),
    ),
  };
}

export function hasSubmitGaps(gaps: TSubmitGaps): boolean {
  return gaps.summary || gaps.mainJob || gaps.operations || gaps.emptyDays.length > 0;
}

/**
 * The week's last working day while today is before it (the week cannot be submitted yet, the
 * server answers 409 week_not_ended), else null.
 */
export function submitOpensOn(
  report: Pick<TWeeklyReport, 'start_date'>,
  today: TIsoDate,
): TIsoDate | null {
  const lastDay = lastWorkingDayFrom(report.start_date);
  return today < lastDay ? lastDay : null;
}
