import { desc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  aiUsageLogs,
  paymentTransactions,
  tokenLedger,
  users,
  weeklyReports,
} from '../../db/schema';
import { isUseEntry } from '../tokens/ledger';
import { timestampParam } from './admin-dates';
import { ACTIVE_USER, LIVE_USER } from './admin-users.repository';

const number = (expression: ReturnType<typeof sql>) => expression.mapWith(Number);

/**
 * The dashboard's figures in one statement (each a scalar subquery over its index; the pending
 * payments over payment_transactions_status_created_idx). Users are live accounts; tokens used
 * count every debit, an erased account's too (accounts/erased-owners.ts).
 */
export async function dashboardFigures(db: TDb, weekStart: Date) {
  const week = timestampParam(weekStart);
  const [row] = await db
    .select({
      totalUsers: number(sql`(select count(*) from ${users} where ${LIVE_USER})`),
      activeUsers: number(
        sql`(select count(*) from ${users} where ${LIVE_USER} and ${ACTIVE_USER})`,
      ),
      newUsersWeek: number(
        sql`(select count(*) from ${users} where ${LIVE_USER} and ${users.dateJoined} >= ${week})`,
      ),
      totalWeekly: number(sql`(select count(*) from ${weeklyReports})`),
      weeklyThisWeek: number(
        sql`(select count(*) from ${weeklyReports} where ${weeklyReports.createdAt} >= ${week})`,
      ),
      tokensUsed: number(
        sql`(select coalesce(-sum(${tokenLedger.amount}), 0) from ${tokenLedger} where ${isUseEntry})`,
      ),
      tokensThisWeek: number(
        sql`(select coalesce(-sum(${tokenLedger.amount}), 0) from ${tokenLedger} where ${isUseEntry} and ${tokenLedger.createdAt} >= ${week})`,
      ),
      pendingPayments: number(
        sql`(select count(*) from ${paymentTransactions} where ${paymentTransactions.status} = 'PENDING')`,
      ),
    })
    .from(sql`(select 1) as one`);
  return row!;
}

/** The newest live accounts. */
export function newestUsers(db: TDb, limit: number) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      dateJoined: users.dateJoined,
    })
    .from(users)
    .where(LIVE_USER)
    .orderBy(desc(users.dateJoined), desc(users.id))
    .limit(limit);
}

/** The newest AI uses with their user's name. */
export function newestAiLogs(db: TDb, limit: number) {
  return db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      enhancementType: aiUsageLogs.enhancementType,
      tokensConsumed: aiUsageLogs.tokensConsumed,
      contentType: aiUsageLogs.contentType,
      createdAt: aiUsageLogs.createdAt,
    })
    .from(aiUsageLogs)
    .innerJoin(users, eq(users.id, aiUsageLogs.userId))
    .orderBy(desc(aiUsageLogs.createdAt), desc(aiUsageLogs.id))
    .limit(limit);
}
