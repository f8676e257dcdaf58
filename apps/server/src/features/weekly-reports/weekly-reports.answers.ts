import type { TWeeklyReport, TWeekWithoutReport } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TUserRow, TWeeklyReportReadRow } from '../../db/schema';
import { studentNameOf } from '../accounts/accounts.presenter';
import { placementClock, requirePlacementStart } from '../calendar/calendar.service';
import { placementStartFrom } from '../calendar/placement-dates';
import { dailyReportsOfWeek } from '../daily-reports/daily-reports.repository';
import { toWeeklyReportAnswer, toWeekWithoutReportAnswer } from './weekly-reports.presenter';
import { findWeekWithParts, type TWeekWithParts, weeklyParts } from './weekly-reports.repository';

/** The API answers of some of the student's weekly reports, in the given order. */
export async function weeklyReportAnswers(
  db: TDb,
  student: TUserRow,
  reports: readonly TWeeklyReportReadRow[],
  now: Date,
): Promise<TWeeklyReport[]> {
  if (reports.length === 0) return [];
  const { startDate } = await placementClock(db, now);
  const parts = await weeklyParts(db, student.id, reports);
  const studentName = studentNameOf(student);
  return parts.map((part) => toWeeklyReportAnswer(part, { startDate, studentName }));
}

/** One week's answer in a single database round trip; undefined when the week has no report. */
export async function weeklyReportAnswerOfWeek(
  db: TDb,
  student: TUserRow,
  week: number,
): Promise<TWeeklyReport | undefined> {
  const found = await findWeekWithParts(db, { studentId: student.id, week });
  return found && weeklyAnswerOf(found, student);
}

/** The answer of a week read by `findWeekWithParts`. */
export function weeklyAnswerOf(found: TWeekWithParts, student: TUserRow): TWeeklyReport {
  const startDate = requirePlacementStart(placementStartFrom(found.startDate));
  return toWeeklyReportAnswer(found.parts, { startDate, studentName: studentNameOf(student) });
}

/** A week without a weekly report: its logged days and hours (ADR 9). */
export async function weekWithoutReportAnswer(
  db: TDb,
  student: TUserRow,
  week: number,
  now: Date,
): Promise<TWeekWithoutReport> {
  const { startDate } = await placementClock(db, now);
  const days = await dailyReportsOfWeek(db, student.id, week);
  return toWeekWithoutReportAnswer(week, days, {
    startDate,
    studentName: studentNameOf(student),
  });
}
