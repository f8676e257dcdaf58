import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { dailyReports, profiles, users } from '../../db/schema';
import { LIVE_USER } from './admin-users.repository';

/** The newest daily reports with their student. */
export function newestDailyReports(db: TDb, limit: number) {
  return db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      hoursSpent: dailyReports.hoursSpent,
      date: dailyReports.date,
      createdAt: dailyReports.createdAt,
    })
    .from(dailyReports)
    .innerJoin(users, eq(users.id, dailyReports.studentId))
    .orderBy(desc(dailyReports.createdAt), desc(dailyReports.id))
    .limit(limit);
}

/** Live accounts per program, most first. */
export function usersPerProgram(db: TDb) {
  const total = sql`count(*)`;
  return db
    .select({ program: profiles.program, count: total.mapWith(Number) })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(LIVE_USER, isNotNull(profiles.program)))
    .groupBy(profiles.program)
    .orderBy(desc(total), profiles.program);
}
