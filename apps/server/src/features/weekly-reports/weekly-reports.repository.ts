import { LOCKED_WEEKLY_STATUSES } from '@ptlog/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  dailyReports,
  type TDailyReportRow,
  type TWeeklyReportRow,
  weeklyReports,
} from '../../db/schema';
import { mainJobsOfReports, operationsOf } from '../main-jobs/main-jobs.repository';
import type { TWeeklyParts } from './weekly-reports.presenter';

export async function findWeeklyReport(
  db: TDb,
  studentId: number,
  week: number,
  options: { lock?: boolean } = {},
): Promise<TWeeklyReportRow | undefined> {
  const query = db
    .select()
    .from(weeklyReports)
    .where(and(eq(weeklyReports.studentId, studentId), eq(weeklyReports.weekNumber, week)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function listWeeklyReports(
  db: TDb,
  studentId: number,
  options: { order: 'oldest' | 'newest'; limit: number; offset?: number },
): Promise<{ count: number; results: TWeeklyReportRow[] }> {
  const where = eq(weeklyReports.studentId, studentId);
  const [total] = await db.select({ value: count() }).from(weeklyReports).where(where);
  const results = await db
    .select()
    .from(weeklyReports)
    .where(where)
    .orderBy(
      options.order === 'oldest' ? asc(weeklyReports.weekNumber) : desc(weeklyReports.weekNumber),
    )
    .limit(options.limit)
    .offset(options.offset ?? 0);
  return { count: total?.value ?? 0, results };
}

export async function countWeeklyReports(db: TDb, studentId: number) {
  const [row] = await db
    .select({
      all: count(),
      submitted:
        sql`count(*) filter (where ${inArray(weeklyReports.status, [...LOCKED_WEEKLY_STATUSES])})`.mapWith(
          Number,
        ),
    })
    .from(weeklyReports)
    .where(eq(weeklyReports.studentId, studentId));
  return { all: row?.all ?? 0, submitted: row?.submitted ?? 0 };
}

/** Everything the answers of these reports (all of one student) need, in four queries. */
export async function weeklyParts(
  db: TDb,
  studentId: number,
  reports: readonly TWeeklyReportRow[],
): Promise<TWeeklyParts[]> {
  if (reports.length === 0) return [];
  const dailies = await db
    .select()
    .from(dailyReports)
    .where(
      and(
        eq(dailyReports.studentId, studentId),
        inArray(
          dailyReports.weekNumber,
          reports.map((report) => report.weekNumber),
        ),
      ),
    )
    .orderBy(asc(dailyReports.date), asc(dailyReports.id));
  const jobs = await mainJobsOfReports(
    db,
    reports.map((report) => report.id),
  );
  const operations = await operationsOf(
    db,
    jobs.map((job) => job.id),
  );
  const dailiesByWeek = new Map<number, TDailyReportRow[]>();
  for (const daily of dailies) {
    dailiesByWeek.set(daily.weekNumber, [...(dailiesByWeek.get(daily.weekNumber) ?? []), daily]);
  }
  return reports.map((report) => {
    const mainJob = jobs.find((job) => job.weeklyReportId === report.id) ?? null;
    return {
      report,
      dailies: dailiesByWeek.get(report.weekNumber) ?? [],
      mainJob,
      operations: mainJob ? (operations.get(mainJob.id) ?? []) : [],
    };
  });
}
