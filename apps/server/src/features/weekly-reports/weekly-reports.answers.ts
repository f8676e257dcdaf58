import type { TWeeklyReport } from '@ptlog/shared';
import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TUserRow, TWeeklyReportRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isIsoMonday } from '../../lib/placement-dates';
import { placementClock } from '../calendar/calendar.service';
import { studentNameOf } from '../daily-reports/daily-reports.presenter';
import { toWeeklyReportAnswer } from './weekly-reports.presenter';
import { findWeekWithParts, weeklyParts } from './weekly-reports.repository';

/** The API answers of some of the student's weekly reports, in the given order. */
export async function weeklyReportAnswers(
  db: TDb,
  student: TUserRow,
  reports: readonly TWeeklyReportRow[],
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
  const found = await findWeekWithParts(db, student.id, week);
  if (!found) return undefined;
  if (typeof found.startDate !== 'string' || !isIsoMonday(found.startDate)) {
    throw new AppError(503, ERROR_CODES.SERVICE_UNAVAILABLE, MESSAGES.generic.serviceUnavailable);
  }
  return toWeeklyReportAnswer(found.parts, {
    startDate: found.startDate,
    studentName: studentNameOf(student),
  });
}
