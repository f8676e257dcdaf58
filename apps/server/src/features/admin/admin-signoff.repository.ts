// Staff views of the supervisor sign-off (issue 17): each student's weeks by sign-off state.
import { signoffStateOf, type TSignoffState } from '@ptlog/shared';
import { asc, count, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { users, weeklyReports } from '../../db/schema';
import { timestampParam } from './admin-dates';

export type TWeekStateCounts = Record<TSignoffState, number>;

export const noWeekStates = (): TWeekStateCounts => ({
  draft: 0,
  submitted: 0,
  sent: 0,
  approved: 0,
  returned: 0,
});

/** The number of weeks in each sign-off state, per user (one grouped statement). */
export async function weekStatesOfUsers(
  db: TDb,
  userIds: readonly number[],
): Promise<Map<number, TWeekStateCounts>> {
  const states = new Map<number, TWeekStateCounts>();
  if (userIds.length === 0) return states;
  const sent = isNotNull(weeklyReports.signoffSentAt);
  const returned = isNotNull(weeklyReports.returnedAt);
  const rows = await db
    .select({
      studentId: weeklyReports.studentId,
      status: weeklyReports.status,
      sent,
      returned,
      weeks: count(),
    })
    .from(weeklyReports)
    .where(inArray(weeklyReports.studentId, [...userIds]))
    .groupBy(weeklyReports.studentId, weeklyReports.status, sent, returned);
  for (const row of rows) {
    const counts = states.get(row.studentId) ?? noWeekStates();
    counts[signoffStateOf({ ...row, sentAt: row.sent, returnedAt: row.returned })] += row.weeks;
    states.set(row.studentId, counts);
  }
  return states;
}

/** One student's weeks with their sign-off, by week number. */
export function weeksOfUser(db: TDb, userId: number) {
  return db
    .select({
      weekNumber: weeklyReports.weekNumber,
      status: weeklyReports.status,
      sentAt: weeklyReports.signoffSentAt,
      returnedAt: weeklyReports.returnedAt,
      approvedBy: weeklyReports.approvedBy,
      approvedAt: weeklyReports.approvedAt,
      approvedEmail: weeklyReports.approvedEmail,
    })
    .from(weeklyReports)
    .where(eq(weeklyReports.studentId, userId))
    .orderBy(asc(weeklyReports.weekNumber));
}

/** Users with a week sent to the supervisor before `sentBefore` and still waiting. */
export function waitingForSupervisor(sentBefore: Date): SQL {
  return sql`${users.id} in (select ${weeklyReports.studentId} from ${weeklyReports}
    where ${weeklyReports.status} = 'SUBMITTED'
    and ${weeklyReports.signoffSentAt} < ${timestampParam(sentBefore)})`;
}
