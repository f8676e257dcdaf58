import { and, asc, count, desc, eq, gte, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { preparedPerDatabase } from '../../db/prepared';
import { paymentTransactions, type TTokenLedgerRow, tokenLedger, users } from '../../db/schema';
import { windowCount } from '../../db/window-count';
import { containsPattern } from '../../lib/like-pattern';
import { windowTotal } from '../../lib/pagination';
import { ownedByLiveAccount } from '../accounts/erased-owners';
import { USER_CONTACT_COLUMNS } from '../accounts/users.repository';
import { ONE_ROW, pageWithSessionColumns, readPageWithSession } from '../auth/session-of-token';
import { isReversalEntry, isUseEntry } from './ledger';

// The usage history's page, its count and the request's session: one statement, one row whatever
// the page holds. The (user, created) index serves the filter, the order and the count.
const ledgerPage = preparedPerDatabase((db) => {
  const userId = sql.placeholder('userId');
  return db
    .select(
      pageWithSessionColumns({
        count: sql`select count(*) from ${tokenLedger} l where l.user_id = ${userId}`,
        page: sql`select l.* from ${tokenLedger} l where l.user_id = ${userId}
          order by l.created_at desc, l.id desc
          limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`,
        order: sql`p.created_at desc, p.id desc`,
      }),
    )
    .from(ONE_ROW)
    .prepare('token_ledger_page');
});

/** A page of a user's ledger entries, newest first, their count and the request's session. */
export async function ledgerPageWithSession(
  db: TDb,
  key: { userId: number; sessionId: string; limit: number; offset: number },
): Promise<{ session: string | null; count: number; results: TTokenLedgerRow[] }> {
  const read = await readPageWithSession(ledgerPage(db), key);
  return {
    session: read.session,
    count: read.count,
    results: read.rows.map((json) => rowFromJson(tokenLedger, json)),
  };
}

/** The user's newest debits (token use), newest first. */
export function recentUsage(db: TDb, userId: number, limit: number): Promise<TTokenLedgerRow[]> {
  return db
    .select()
    .from(tokenLedger)
    .where(and(eq(tokenLedger.userId, userId), isUseEntry))
    .orderBy(desc(tokenLedger.createdAt), desc(tokenLedger.id))
    .limit(limit);
}

const sumOf = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);

/**
 * Users with their ledger sums and payment counts, by name; `search` matches name or e-mail,
 * `userId` picks one user. Deleted accounts (ADR 5 tombstones) are neither listed nor counted.
 * The page of users is chosen (and counted) first, in name order (the name index); only then are
 * the page's users' ledger and payments summed (their (user, created) indexes). Summed beside the
 * page's choice, a search had every match summed before its ORDER BY and LIMIT (2,000 Aminas of
 * 10,000 users: 2,000 ledger and 2,000 payment sums for a page of 50).
 */
export async function listUserBalances(
  db: TDb,
  options: { search?: string; userId?: number; limit: number; offset: number },
) {
  const pattern = options.search ? containsPattern(options.search) : undefined;
  const where = and(
    isNull(users.deletedAt),
    options.userId === undefined ? undefined : eq(users.id, options.userId),
    pattern
      ? or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ilike(users.email, pattern),
        )
      : undefined,
  );
  const counted = db.select({ value: count() }).from(users).where(where);
  const page = db
    .select({
      ...USER_CONTACT_COLUMNS,
      // A search is counted as the page is chosen, in its one pass over users (10,000 users: 15 →
      // 8 ms); the whole list is counted on its own, so that its page walks the name index and
      // stops after the page's rows instead of reading and sorting every user for the count.
      total: (pattern ? windowCount() : sql<number>`(${counted})`.mapWith(Number)).as('total'),
    })
    .from(users)
    .where(where)
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id))
    .limit(options.limit)
    .offset(options.offset)
    .as('page');
  const ledger = db
    .select({
      available: sql<number>`sum(${tokenLedger.amount})`.as('available'),
      used: sql<number>`-sum(${tokenLedger.amount}) filter (where ${isUseEntry})`.as('used'),
      purchased:
        sql<number>`sum(${tokenLedger.amount}) filter (where ${tokenLedger.kind} = 'purchase' or ${isReversalEntry})`.as(
          'purchased',
        ),
    })
    .from(tokenLedger)
    .where(eq(tokenLedger.userId, page.id))
    .as('ledger');
  const payments = db
    .select({
      approved: sql<number>`count(*) filter (where ${paymentTransactions.status} = 'APPROVED')`.as(
        'approved',
      ),
      pending: sql<number>`count(*) filter (where ${paymentTransactions.status} = 'PENDING')`.as(
        'pending',
      ),
    })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.userId, page.id))
    .as('payments');
  const rows = await db
    .select({
      id: page.id,
      firstName: page.firstName,
      lastName: page.lastName,
      email: page.email,
      total: page.total,
      available: sumOf(sql`${ledger.available}`),
      used: sumOf(sql`${ledger.used}`),
      purchased: sumOf(sql`${ledger.purchased}`),
      approved: sumOf(sql`${payments.approved}`),
      pending: sumOf(sql`${payments.pending}`),
    })
    .from(page)
    .leftJoinLateral(ledger, sql`true`)
    .leftJoinLateral(payments, sql`true`)
    .orderBy(asc(sql`lower(${page.lastName})`), asc(sql`lower(${page.firstName})`), asc(page.id));
  const total = await windowTotal(rows, options.offset, async () => {
    const [row] = await counted;
    return row?.value ?? 0;
  });
  return { count: total, results: rows };
}

/**
 * Token movements since a moment: totals, AI enhancements, spenders and the top 10 of them. The
 * movements count an erased account's entries too; the spenders and the top list are people,
 * live accounts only (accounts/erased-owners.ts), as the analytics' top users are.
 */
export async function tokenUsageSince(db: TDb, since: Date, topUsers: number) {
  const inPeriod = gte(tokenLedger.createdAt, since);
  const [totals] = await db
    .select({
      used: sumOf(sql`-sum(${tokenLedger.amount}) filter (where ${isUseEntry})`),
      credited: sumOf(sql`sum(${tokenLedger.amount}) filter (where ${tokenLedger.amount} > 0)`),
      enhancements: sql<number>`count(*) filter (where ${tokenLedger.kind} = 'ai_debit')`.mapWith(
        Number,
      ),
      activeUsers:
        sql<number>`count(distinct ${tokenLedger.userId}) filter (where ${isUseEntry} and ${ownedByLiveAccount(tokenLedger.userId)})`.mapWith(
          Number,
        ),
    })
    .from(tokenLedger)
    .where(inPeriod);
  const used = sql<number>`-sum(${tokenLedger.amount})`.mapWith(Number);
  const top = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      used,
    })
    .from(tokenLedger)
    .innerJoin(users, eq(users.id, tokenLedger.userId))
    .where(and(inPeriod, isUseEntry, isNull(users.deletedAt)))
    .groupBy(users.id)
    .orderBy(desc(sql`-sum(${tokenLedger.amount})`), asc(users.id))
    .limit(topUsers);
  return {
    used: totals?.used ?? 0,
    credited: totals?.credited ?? 0,
    enhancements: totals?.enhancements ?? 0,
    activeUsers: totals?.activeUsers ?? 0,
    top,
  };
}

/**
 * Tokens held by the live accounts, and taken by every debit, an erased account's too (the rule
 * of accounts/erased-owners.ts): one pass over the ledger.
 */
export async function ledgerTotals(db: TDb) {
  const [row] = await db
    .select({
      available: sumOf(
        sql`sum(${tokenLedger.amount}) filter (where ${ownedByLiveAccount(tokenLedger.userId)})`,
      ),
      used: sumOf(sql`-sum(${tokenLedger.amount}) filter (where ${isUseEntry})`),
    })
    .from(tokenLedger);
  return row ?? { available: 0, used: 0 };
}
