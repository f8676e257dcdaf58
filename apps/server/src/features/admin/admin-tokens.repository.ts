import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { paymentTransactions, tokenLedger, users } from '../../db/schema';
import { windowCount } from '../../db/window-count';
import { USER_CONTACT_COLUMNS } from '../accounts/users.repository';
import { isReversalEntry, isUseEntry } from '../tokens/ledger';
import { LIVE_USER, searchMatches } from './admin-users.repository';

// Spelled out: Drizzle leaves columns of a one-table select unqualified, which inside these
// correlated subqueries would resolve to the subquery's own table.
const OUTER_USER_ID = sql`${sql.identifier('users')}.${sql.identifier('id')}`;

const ledgerSum = (filter: SQL) =>
  sql<number>`(select coalesce(sum(${tokenLedger.amount}), 0) from ${tokenLedger} where ${tokenLedger.userId} = ${OUTER_USER_ID} and ${filter})`.mapWith(
    Number,
  );
const paymentCount = (status: string) =>
  sql<number>`(select count(*) from ${paymentTransactions} where ${paymentTransactions.userId} = ${OUTER_USER_ID} and ${paymentTransactions.status} = ${status})`.mapWith(
    Number,
  );

/** Live users, of `userIds` if given, matching `search` as the users list does (words in any order). */
export function balanceFilter(options: { search?: string; userIds?: number[] }): SQL {
  return and(
    LIVE_USER,
    options.userIds ? inArray(users.id, options.userIds) : undefined,
    options.search ? searchMatches(options.search) : undefined,
  ) as SQL;
}

/**
 * Balances of one page of live users by name (ledger sums read per listed user through the
 * ledger's user index), with the filtered count.
 */
export async function listBalances(db: TDb, where: SQL, window: { limit: number; offset: number }) {
  const rows = await db
    .select({
      ...USER_CONTACT_COLUMNS,
      available: ledgerSum(sql`true`),
      used: sql<number>`-${ledgerSum(isUseEntry)}`.mapWith(Number),
      purchased: ledgerSum(sql`(${tokenLedger.kind} = 'purchase' or ${isReversalEntry})`),
      approved: paymentCount('APPROVED'),
      pending: paymentCount('PENDING'),
      total: windowCount(),
    })
    .from(users)
    .where(where)
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id))
    .limit(window.limit)
    .offset(window.offset);
  return rows;
}

/** How many users `where` matches (the count of a balances page past the end). */
export async function countBalances(db: TDb, where: SQL): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users).where(where);
  return row?.value ?? 0;
}

/**
 * Totals of the token summary: the live accounts, those holding tokens and the tokens they hold;
 * the tokens used by every debit, an erased account's too, as every "Tokens used" of the staff
 * area counts them (accounts/erased-owners.ts). One pass over the ledger, grouped per user.
 */
export async function tokenTotals(db: TDb) {
  const perUser = db
    .select({
      userId: tokenLedger.userId,
      available: sql<number>`sum(${tokenLedger.amount})`.as('available'),
      used: sql<number>`-sum(${tokenLedger.amount}) filter (where ${isUseEntry})`.as('used'),
    })
    .from(tokenLedger)
    .groupBy(tokenLedger.userId)
    .as('per_user');
  const [row] = await db
    .select({
      totalUsers: sql<number>`count(*) filter (where ${LIVE_USER})`.mapWith(Number),
      usersWithTokens:
        sql<number>`count(*) filter (where ${LIVE_USER} and ${perUser.available} > 0)`.mapWith(
          Number,
        ),
      available:
        sql<number>`coalesce(sum(${perUser.available}) filter (where ${LIVE_USER}), 0)`.mapWith(
          Number,
        ),
      used: sql<number>`coalesce(sum(${perUser.used}), 0)`.mapWith(Number),
    })
    .from(users)
    .leftJoin(perUser, eq(perUser.userId, users.id));
  return row ?? { totalUsers: 0, usersWithTokens: 0, available: 0, used: 0 };
}
