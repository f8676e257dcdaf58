import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { dailyReports, type TDailyReportRow, weeklyReports } from '../../db/schema';
import { isWeekLocked } from '../weekly-reports/weekly-reports.policy';

export interface TDailyReportWithLock {
  row: TDailyReportRow;
  weekLocked: boolean;
}

/** Daily reports joined with their week's report status (null when the week has no report). */
function selectDailyWithWeekStatus(db: TDb) {
  return db
    .select({ row: dailyReports, weekStatus: weeklyReports.status })
    .from(dailyReports)
    .leftJoin(
      weeklyReports,
      and(
        eq(weeklyReports.studentId, dailyReports.studentId),
        eq(weeklyReports.weekNumber, dailyReports.weekNumber),
      ),
    );
}

/** A student's daily reports matching `where`, each with whether its week is locked. */
async function selectWithLock(
  db: TDb,
  where: SQL | undefined,
  options: { order: 'oldest' | 'newest'; limit?: number; offset?: number },
): Promise<TDailyReportWithLock[]> {
  let query = selectDailyWithWeekStatus(db)
    .where(where)
    .orderBy(
      options.order === 'oldest' ? asc(dailyReports.date) : desc(dailyReports.date),
      asc(dailyReports.id),
    )
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset !== undefined) query = query.offset(options.offset);
  const rows = await query;
  return rows.map(({ row, weekStatus }) => ({ row, weekLocked: isWeekLocked(weekStatus) }));
}

function ofStudent(studentId: number, week?: number): SQL | undefined {
  return and(
    eq(dailyReports.studentId, studentId),
    week === undefined ? undefined : eq(dailyReports.weekNumber, week),
  );
}

export async function listDailyReports(
  db: TDb,
  studentId: number,
  options: { week?: number; limit: number; offset: number },
): Promise<{ count: number; results: TDailyReportWithLock[] }> {
  const where = ofStudent(studentId, options.week);
  const [total] = await db.select({ value: count() }).from(dailyReports).where(where);
  const results = await selectWithLock(db, where, { order: 'oldest', ...options });
  return { count: total?.value ?? 0, results };
}

// The week's list is read on every visit of the daily screen: prepared once per database (a
// named statement on PostgreSQL, so neither Drizzle nor the server build and plan it again).
const weekQueries = new WeakMap<TDb, ReturnType<typeof prepareWeekQuery>>();

function prepareWeekQuery(db: TDb) {
  return selectDailyWithWeekStatus(db)
    .where(
      and(
        eq(dailyReports.studentId, sql.placeholder('studentId')),
        eq(dailyReports.weekNumber, sql.placeholder('week')),
      ),
    )
    .orderBy(asc(dailyReports.date), asc(dailyReports.id))
    .prepare('daily_reports_of_week');
}

/** A week's daily reports by date, each with whether the week is locked. */
export async function weekDailyReports(
  db: TDb,
  studentId: number,
  week: number,
): Promise<TDailyReportWithLock[]> {
  let prepared = weekQueries.get(db);
  if (!prepared) {
    prepared = prepareWeekQuery(db);
    weekQueries.set(db, prepared);
  }
  const rows = await prepared.execute({ studentId, week });
  return rows.map(({ row, weekStatus }) => ({ row, weekLocked: isWeekLocked(weekStatus) }));
}

export function recentDailyReports(db: TDb, studentId: number, limit: number) {
  return selectWithLock(db, ofStudent(studentId), { order: 'newest', limit });
}

export async function findDailyReport(
  db: TDb,
  studentId: number,
  id: number,
): Promise<TDailyReportWithLock | undefined> {
  const [found] = await selectWithLock(
    db,
    and(eq(dailyReports.id, id), eq(dailyReports.studentId, studentId)),
    { order: 'oldest' },
  );
  return found;
}

export async function countDailyReports(db: TDb, studentId: number): Promise<number> {
  const [total] = await db
    .select({ value: count() })
    .from(dailyReports)
    .where(ofStudent(studentId));
  return total?.value ?? 0;
}
