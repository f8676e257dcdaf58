import { and, gte, lte, type SQL, sql } from 'drizzle-orm';
import { rowsOf, type TDb } from '../../db/client';
import { aiUsageLogs, dailyReports, profiles, users, weeklyReports } from '../../db/schema';
import { timestampParam } from './admin-dates';

const num = (expression: SQL) => expression.mapWith(Number);

/** The number of whole days since `firstDay` (a midnight in EAT), for per-day series. */
function dayIndex(column: SQL | typeof aiUsageLogs.createdAt, firstDay: Date) {
  return sql<number>`floor(extract(epoch from (${column} - ${timestampParam(firstDay)})) / 86400)::int`;
}

/** Tokens and uses per day from `firstDay` (midnight EAT) on: [day index, tokens, uses]. */
export function aiPerDay(db: TDb, firstDay: Date) {
  const day = dayIndex(aiUsageLogs.createdAt, firstDay);
  return (
    db
      .select({
        day: num(day),
        tokens: num(sql`sum(${aiUsageLogs.tokensConsumed})`),
        enhancements: num(sql`count(*)`),
      })
      .from(aiUsageLogs)
      .where(gte(aiUsageLogs.createdAt, firstDay))
      // By position: the expression carries a parameter, and a repeated one is a new placeholder.
      .groupBy(sql`1`)
  );
}

interface TAiTypeFigure {
  count: number;
  tokens: number;
}

/** Adds `row` to the figure under `key` (a per-type total of the period). */
function addTo(map: Map<string, TAiTypeFigure>, key: string, row: TAiTypeFigure) {
  const figure = map.get(key) ?? { count: 0, tokens: 0 };
  map.set(key, { count: figure.count + row.count, tokens: figure.tokens + row.tokens });
}

/** Most tokens first, then by type (code point order, as the C collation sorts). */
function byTokens(map: Map<string, TAiTypeFigure>) {
  return [...map]
    .filter(([, figure]) => figure.count > 0)
    .sort(([a, x], [b, y]) => y.tokens - x.tokens || (a < b ? -1 : a > b ? 1 : 0))
    .map(([type, figure]) => ({ type, ...figure }));
}

/**
 * AI use all time and since `since`, and the period's per enhancement type and per content type
 * (most tokens first), from one scan grouped by the pair of types (a handful of rows), added up
 * here: grouping sets cost a third more. Types without use in the period are left out.
 */
export async function aiUsageFigures(db: TDb, since: Date) {
  const inPeriod = sql`${aiUsageLogs.createdAt} >= ${timestampParam(since)}`;
  const rows = await db
    .select({
      enhancementType: aiUsageLogs.enhancementType,
      contentType: aiUsageLogs.contentType,
      tokens: num(sql`coalesce(sum(${aiUsageLogs.tokensConsumed}), 0)`),
      enhancements: num(sql`count(*)`),
      periodTokens: num(
        sql`coalesce(sum(${aiUsageLogs.tokensConsumed}) filter (where ${inPeriod}), 0)`,
      ),
      periodEnhancements: num(sql`count(*) filter (where ${inPeriod})`),
    })
    .from(aiUsageLogs)
    .groupBy(aiUsageLogs.enhancementType, aiUsageLogs.contentType);
  const perEnhancement = new Map<string, TAiTypeFigure>();
  const perContent = new Map<string, TAiTypeFigure>();
  const totals = { tokens: 0, enhancements: 0, periodTokens: 0, periodEnhancements: 0 };
  for (const row of rows) {
    totals.tokens += row.tokens;
    totals.enhancements += row.enhancements;
    totals.periodTokens += row.periodTokens;
    totals.periodEnhancements += row.periodEnhancements;
    const period = { count: row.periodEnhancements, tokens: row.periodTokens };
    addTo(perEnhancement, row.enhancementType, period);
    addTo(perContent, row.contentType, period);
  }
  return { ...totals, perEnhancement: byTokens(perEnhancement), perContent: byTokens(perContent) };
}

/**
 * The users who consumed the most AI tokens since `since`: the uses are summed per user id
 * first and only the top rows are joined to their user (joining every use first costs 3 ×).
 * Erased accounts (ADR 5) take no place in the list (people are live accounts); their uses still
 * count in the totals, as in every "Tokens used" (accounts/erased-owners.ts).
 */
export async function topAiUsers(db: TDb, since: Date, limit: number) {
  const result = await db.execute(sql`
    with per_user as (
      select ${aiUsageLogs.userId} as user_id, sum(${aiUsageLogs.tokensConsumed}) as tokens,
        count(*) as uses
      from ${aiUsageLogs} where ${aiUsageLogs.createdAt} >= ${timestampParam(since)}
        and not exists (select 1 from ${users} where ${users.id} = ${aiUsageLogs.userId}
          and ${users.deletedAt} is not null)
      group by ${aiUsageLogs.userId}
      order by tokens desc, user_id limit ${limit}
    )
    select u.id, u.first_name, u.last_name, u.username, p.tokens, p.uses
    from per_user p join ${users} u on u.id = p.user_id
    order by p.tokens desc, u.id`);
  return rowsOf<{
    id: number;
    first_name: string;
    last_name: string;
    username: string;
    tokens: string | number;
    uses: string | number;
  }>(result).map((row) => ({
    userId: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    tokens: Number(row.tokens),
    enhancements: Number(row.uses),
  }));
}

/** Weekly reports all time, in the period, and the period's submitted or approved ones. */
export async function weeklyReportCounts(db: TDb, since: Date) {
  const created = sql`${weeklyReports.createdAt} >= ${timestampParam(since)}`;
  const [row] = await db
    .select({
      weekly: num(sql`count(*)`),
      periodWeekly: num(sql`count(*) filter (where ${created})`),
      periodDone: num(
        sql`count(*) filter (where ${created} and ${weeklyReports.status} in ('SUBMITTED', 'APPROVED'))`,
      ),
    })
    .from(weeklyReports);
  return row ?? { weekly: 0, periodWeekly: 0, periodDone: 0 };
}

interface TDailyFiguresRow {
  daily: string | number | null;
  period_daily: string | number | null;
  top:
    | {
        id: number;
        first_name: string;
        last_name: string;
        username: string;
        reports: number;
        hours: number;
      }[]
    | null;
  programs: { program: string; count: number }[] | null;
}

/**
 * Daily reports in one scan: the total, those dated from `sinceDate` on, the most active students
 * of the period and the period's reports per program. The reports are counted per student first
 * (a materialised CTE read three times, which PostgreSQL can answer from the (student, date)
 * index alone); only the top students' hours are summed, and only the per-student counts are
 * joined to users and profiles. 80,000 reports: 100 ms as separate joins, about 20 ms this way.
 */
export async function dailyReportFigures(db: TDb, sinceDate: string, topStudents: number) {
  const inPeriod = sql`${dailyReports.date} >= ${sinceDate}`;
  const result = await db.execute(sql`
    with per_student as materialized (
      select ${dailyReports.studentId} as student_id, count(*) as all_count,
        count(*) filter (where ${inPeriod}) as period_count
      from ${dailyReports} group by ${dailyReports.studentId}
    )
    select
      (select sum(all_count) from per_student) as daily,
      (select sum(period_count) from per_student) as period_daily,
      (select json_agg(t) from (
        select u.id, u.first_name, u.last_name, u.username, s.period_count as reports,
          (select coalesce(sum(d.hours_spent), 0) from ${dailyReports} d
            where d.student_id = s.student_id and d.date >= ${sinceDate}) as hours
        from (select * from per_student where period_count > 0
              order by period_count desc, student_id limit ${topStudents}) s
        join ${users} u on u.id = s.student_id
        order by s.period_count desc, u.id) t) as top,
      (select json_agg(p) from (
        select pr.program, sum(s.period_count) as count
        from per_student s join ${profiles} pr on pr.user_id = s.student_id
        where s.period_count > 0 and pr.program is not null
        group by pr.program order by count desc, pr.program) p) as programs`);
  const [row] = rowsOf<TDailyFiguresRow>(result);
  return {
    daily: Number(row?.daily ?? 0),
    periodDaily: Number(row?.period_daily ?? 0),
    top: (row?.top ?? []).map((entry) => ({
      userId: entry.id,
      firstName: entry.first_name,
      lastName: entry.last_name,
      username: entry.username,
      reportCount: Number(entry.reports),
      totalHours: Number(entry.hours),
    })),
    programs: (row?.programs ?? []).map((entry) => ({
      program: entry.program,
      count: Number(entry.count),
    })),
  };
}

/** Daily reports and hours per report date between two ISO dates (inclusive). */
export function dailyReportsPerDate(db: TDb, from: string, to: string) {
  return db
    .select({
      date: dailyReports.date,
      count: num(sql`count(*)`),
      hours: num(sql`coalesce(sum(${dailyReports.hoursSpent}), 0)`),
    })
    .from(dailyReports)
    .where(and(gte(dailyReports.date, from), lte(dailyReports.date, to)))
    .groupBy(dailyReports.date);
}
