import type { TWeeklyReport } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TUserRow, TWeeklyReportRow } from '../../db/schema';
import { placementClock } from '../calendar/calendar.service';
import { studentNameOf } from '../daily-reports/daily-reports.presenter';
import { toWeeklyReportAnswer } from './weekly-reports.presenter';
import { weeklyParts } from './weekly-reports.repository';

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
