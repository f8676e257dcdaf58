// Reading transactions with their owner's and confirmer's names: one by id, the staff's filtered
// pages with their count, and the export's batches (by key). The student's own list and the
// writes are in billing.repository.ts.
import type { TAccountState, TTransactionFilters } from '@ptlog/shared';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client';
import { adminUserActions, paymentTransactions, users } from '../../db/schema';
import { eatMidnight } from '../../lib/eat-day';
import { windowTotal } from '../../lib/pagination';
import type { TStaffListRow, TTransactionWithNames } from './billing.presenter';
import { transactionSearchMatches } from './transaction-search';

const confirmer = alias(users, 'confirmer');
/** Another transaction, compared with the one read (rejectedBeforeWhere). */
export const earlierTransaction = alias(paymentTransactions, 'earlier');
const earlier = earlierTransaction;

/**
 * The transaction ID as the database compares it (lower case, no spaces: the unique index and
 * payment_transactions_rejected_code_idx; transactionCodeKey in @ptlog/shared).
 */
export function codeKeyOf(code: AnyPgColumn): SQL {
  return sql`lower(replace(${code}, ' ', ''))`;
}

/**
 * The transactions (of any user) with the same transaction ID as `paymentTransactions`' row,
 * made before it, that staff rejected (not those rejected when their account was erased: no one
 * judged them): read off payment_transactions_rejected_code_idx, whose condition this repeats.
 */
export function rejectedBeforeWhere(): SQL {
  return sql`${earlier.transactionCode} is not null and ${earlier.status} = 'REJECTED' and not ${earlier.rejectedOnErasure} and ${codeKeyOf(earlier.transactionCode)} = ${codeKeyOf(paymentTransactions.transactionCode)} and (${earlier.createdAt}, ${earlier.id}) < (${paymentTransactions.createdAt}, ${paymentTransactions.id})`;
}

/** A staff list's column: how many such rejections there are (0 without an ID). */
const rejectedBefore =
  sql<number>`(select count(*) from ${paymentTransactions} as ${sql.identifier('earlier')} where ${rejectedBeforeWhere()})`.mapWith(
    Number,
  );

/**
 * A staff list's column: how staff left the payer's account. `is_active` false is a BAN or a
 * SUSPEND (both take the sign-in away, admin-actions.service.ts); the latest of those actions
 * says which (an account disabled with no such row reads 'banned'). Only an inactive account's
 * actions are read (admin_user_actions_target_idx), after the page is chosen.
 */
const accountState = sql<TAccountState>`case
  when ${users.deletedAt} is not null then 'deleted'
  when ${users.isActive} then 'active'
  when (select ${adminUserActions.action} from ${adminUserActions}
    where ${adminUserActions.targetUserId} = ${users.id} and ${adminUserActions.action} in ('BAN', 'SUSPEND')
    order by ${adminUserActions.createdAt} desc, ${adminUserActions.id} desc limit 1) = 'SUSPEND'
    then 'suspended'
  else 'banned' end`;

/** Newest first, or oldest first; the (status | user, created) indexes serve either. */
function transactionOrder(oldestFirst = false) {
  return oldestFirst
    ? [asc(paymentTransactions.createdAt), asc(paymentTransactions.id)]
    : [desc(paymentTransactions.createdAt), desc(paymentTransactions.id)];
}

/**
 * Transactions with the owner's and the confirming staff member's names, newest first; `extra`
 * adds columns (the list's count).
 */
function selectWithNames<
  TExtra extends {
    total?: SQL<number>;
    rejectedBefore?: SQL<number>;
    accountState?: SQL<TAccountState>;
  },
>(
  db: Pick<TDb, 'select'>,
  where: SQL | undefined,
  window: { limit?: number; offset?: number; oldestFirst?: boolean },
  extra: TExtra,
) {
  let query = db
    .select({
      ...extra,
      row: paymentTransactions,
      owner: {
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        deletedAt: users.deletedAt,
      },
      confirmer: { firstName: confirmer.firstName, lastName: confirmer.lastName },
    })
    .from(paymentTransactions)
    .innerJoin(users, eq(users.id, paymentTransactions.userId))
    .leftJoin(confirmer, eq(confirmer.id, paymentTransactions.confirmedBy))
    .where(where)
    .orderBy(...transactionOrder(window.oldestFirst))
    .$dynamic();
  if (window.limit !== undefined) query = query.limit(window.limit);
  if (window.offset !== undefined) query = query.offset(window.offset);
  return query;
}

/** One transaction; with `userId` only if it belongs to that user. */
export async function findTransaction(
  db: TDb,
  id: number,
  options: { userId?: number } = {},
): Promise<TTransactionWithNames | undefined> {
  const [found] = await selectWithNames(
    db,
    and(
      eq(paymentTransactions.id, id),
      options.userId === undefined ? undefined : eq(paymentTransactions.userId, options.userId),
    ),
    {},
    {},
  );
  return found;
}

function filtersWhere(filters: TTransactionFilters): SQL | undefined {
  return and(
    filters.status ? eq(paymentTransactions.status, filters.status) : undefined,
    filters.payment_method
      ? eq(paymentTransactions.paymentMethod, filters.payment_method)
      : undefined,
    filters.user_id ? eq(paymentTransactions.userId, filters.user_id) : undefined,
    filters.search ? transactionSearchMatches(filters.search) : undefined,
    filters.created_from
      ? gte(paymentTransactions.createdAt, eatMidnight(filters.created_from))
      : undefined,
    filters.created_to
      ? lt(paymentTransactions.createdAt, eatMidnight(filters.created_to, 1))
      : undefined,
  );
}

/**
 * A page of transactions matching the filters (owner, status, method, search, days) and their
 * count, in one statement (only a page past the end is counted on its own). Without a search the
 * page's ids are chosen and the matches counted on the transactions alone (an index serves each
 * filter and the order), so only the page's rows are joined to their owner and confirmer, and
 * only they count their transaction ID's earlier rejections (`rejected_before`, one index read
 * each, in the same statement) and, for an inactive owner, read how staff left the account
 * (`account_state`).
 */
export async function listTransactions(
  db: TDb,
  filters: TTransactionFilters,
  window: { limit: number; offset: number; oldestFirst?: boolean },
): Promise<{ count: number; results: TStaffListRow[] }> {
  const where = filtersWhere(filters);
  if (filters.search) return searchTransactions(db, where, window);
  const pageIds = db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(where)
    .orderBy(...transactionOrder(window.oldestFirst))
    .limit(window.limit)
    .offset(window.offset);
  const counted = db.select({ value: count() }).from(paymentTransactions).where(where);
  const results = await selectWithNames(
    db,
    inArray(paymentTransactions.id, pageIds),
    { oldestFirst: window.oldestFirst },
    { total: sql<number>`(${counted})`.mapWith(Number), rejectedBefore, accountState },
  );
  const total = await windowTotal(results, window.offset, async () => {
    const [row] = await counted;
    return row?.value ?? 0;
  });
  return { count: total, results };
}

/**
 * listTransactions with a search: it reads the owner's name and e-mail, so every transaction is
 * joined to its owner and tried against each field — once. The matching ids and their made-at
 * (`matching`, a WITH query the statement reads twice, which PostgreSQL therefore materializes
 * rather than folding it into each reader) give the count and the ordered page's ids; only the
 * page's rows are then read with their names. Counted and paged each on its own, the search ran
 * twice (20,000 transactions, 4,000 matching: 54 → 29 ms; test/staff-list-plans.test.ts).
 */
async function searchTransactions(
  db: TDb,
  where: SQL | undefined,
  window: { limit: number; offset: number; oldestFirst?: boolean },
): Promise<{ count: number; results: TStaffListRow[] }> {
  const matching = db
    .$with('matching')
    .as(
      db
        .select({ id: paymentTransactions.id, createdAt: paymentTransactions.createdAt })
        .from(paymentTransactions)
        .innerJoin(users, eq(users.id, paymentTransactions.userId))
        .where(where),
    );
  const dir = window.oldestFirst ? asc : desc;
  const pageIds = db
    .select({ id: matching.id })
    .from(matching)
    .orderBy(dir(matching.createdAt), dir(matching.id))
    .limit(window.limit)
    .offset(window.offset);
  const counted = db.select({ value: count() }).from(matching);
  const results = await selectWithNames(
    db.with(matching),
    inArray(paymentTransactions.id, pageIds),
    { oldestFirst: window.oldestFirst },
    { total: sql<number>`(${counted})`.mapWith(Number), rejectedBefore, accountState },
  );
  const total = await windowTotal(results, window.offset, async () => {
    const [row] = await db.with(matching).select({ value: count() }).from(matching);
    return row?.value ?? 0;
  });
  return { count: total, results };
}

/**
 * The next `limit` transactions matching the filters, oldest first, after the one with id
 * `afterId` (from the start when null), with names: the export's batches. Read by key, not by
 * offset: a payment approved while a PENDING export is read leaves the filter without moving a
 * later row back past the reader. The key's made-at is read in PostgreSQL, to the microsecond.
 */
export function transactionsAfter(
  db: TDb,
  filters: TTransactionFilters,
  afterId: number | null,
  limit: number,
): Promise<TTransactionWithNames[]> {
  const after =
    afterId === null
      ? undefined
      : sql`(${paymentTransactions.createdAt}, ${paymentTransactions.id}) > (select created_at, id from ${paymentTransactions} where id = ${afterId})`;
  return selectWithNames(db, and(filtersWhere(filters), after), { limit, oldestFirst: true }, {});
}
