import { and, desc, eq, gte, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { aiUsageLogs, dailyReports, profiles, users, weeklyReports } from '../../db/schema';
import { timestampParam } from './admin-dates';

const num = (expression: SQL) => expression.mapWith(Number);

/** The number of whole days since `firstDay` (a local midnight), for per-day series. */
function dayIndex(column: SQL | typeof aiUsageLogs.createdAt, firstDay: Date) {
  return sql<number>`floor(extract(epoch from (${column} - ${timestampParam(firstDay)})) / 86400)::int`;
}

/** AI use all time and since `since`, in one statement. */
export async function aiTotals(db: TDb, since: Date) {
  const inPeriod = sql`${aiUsageLogs.createdAt} >= ${timestampParam(since)}`;
  const [row] = await db
    .select({
      tokens: num(sql`coalesce(sum(${aiUsageLogs.tokensConsumed}), 0)`),
      enhancements: num(sql`count(*)`),
      periodTokens: num(
        sql`coalesce(sum(${aiUsageLogs.tokensConsumed}) filter (where ${inPeriod}), 0)`,
      ),
      periodEnhancements: num(sql`count(*) filter (where ${inPeriod})`),
    })
    .from(aiUsageLogs);
  return row ?? { tokens: 0, enhancements: 0, periodTokens: 0, periodEnhancements: 0 };
}

/** Tokens and uses per day from `firstDay` (local midnight) on: [day index, tokens, uses]. */
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

/** AI use since `since` grouped by a column, most tokens first. */
export function aiGroupedBy(db: TDb, by: 'enhancement_type' | 'content_type', since: Date) {
  const column = by === 'enhancement_type' ? aiUsageLogs.enhancementType : aiUsageLogs.contentType;
  const tokens = sql`sum(${aiUsageLogs.tokensConsumed})`;
  return db
    .select({ key: column, count: num(sql`count(*)`), tokens: num(tokens) })
    .from(aiUsageLogs)
    .where(gte(aiUsageLogs.createdAt, since))
    .groupBy(column)
    .orderBy(desc(tokens), column);
}

/** The users who consumed the most AI tokens since `since`. */
export function topAiUsers(db: TDb, since: Date, limit: number) {
  const tokens = sql`sum(${aiUsageLogs.tokensConsumed})`;
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      tokens: num(tokens),
      enhancements: num(sql`count(*)`),
    })
    .from(aiUsageLogs)
    .innerJoin(users, eq(users.id, aiUsageLogs.userId))
    .where(gte(aiUsageLogs.createdAt, since))
    .groupBy(users.id)
    .orderBy(desc(tokens), users.id)
    .limit(limit);
}

/** Weekly and daily report counts all time and in the period, in one statement. */
export async function reportTotals(db: TDb, since: Date, sinceDate: string) {
  const created = sql`${weeklyReports.createdAt} >= ${timestampParam(since)}`;
  const [row] = await db
    .select({
      weekly: num(sql`(select count(*) from ${weeklyReports})`),
      periodWeekly: num(sql`(select count(*) from ${weeklyReports} where ${created})`),
      periodDone: num(
        sql`(select count(*) from ${weeklyReports} where ${created} and ${weeklyReports.status} in ('SUBMITTED', 'APPROVED'))`,
      ),
      daily: num(sql`(select count(*) from ${dailyReports})`),
      periodDaily: num(
        sql`(select count(*) from ${dailyReports} where ${dailyReports.date} >= ${sinceDate})`,
      ),
    })
    .from(sql`(select 1) as one`);
  return row!;
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

/** Daily reports dated from `sinceDate` on, per student program, most first. */
export function dailyReportsPerProgram(db: TDb, sinceDate: string) {
  const total = sql`count(*)`;
  return db
    .select({ program: profiles.program, count: num(total) })
    .from(dailyReports)
    .innerJoin(profiles, eq(profiles.userId, dailyReports.studentId))
    .where(and(gte(dailyReports.date, sinceDate), isNotNull(profiles.program)))
    .groupBy(profiles.program)
    .orderBy(desc(total), profiles.program);
}

/** The students with the most daily reports dated from `sinceDate` on. */
export function mostActiveStudents(db: TDb, sinceDate: string, limit: number) {
  const reports = sql`count(*)`;
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      reportCount: num(reports),
      totalHours: num(sql`coalesce(sum(${dailyReports.hoursSpent}), 0)`),
    })
    .from(dailyReports)
    .innerJoin(users, eq(users.id, dailyReports.studentId))
    .where(gte(dailyReports.date, sinceDate))
    .groupBy(users.id)
    .orderBy(desc(reports), users.id)
    .limit(limit);
}
