import type { TPayerType, TPaymentMethod, TTransactionStatus } from '@ptlog/shared';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { preparedPerDatabase } from '../../db/prepared';
import { paymentTransactions, profiles, type TPaymentTransactionRow, users } from '../../db/schema';
import { ownedByLiveAccount } from '../accounts/erased-owners';
import { ONE_ROW, pageWithSessionColumns, readPageWithSession } from '../auth/session-of-token';
import type { TTransactionWithNames } from './billing.presenter';

export interface TNewTransaction {
  userId: number;
  amountTsh: number;
  tokens: number;
  paymentMethod: TPaymentMethod;
  payerType: TPayerType;
  phoneNumber: string;
  senderName: string;
  wakalaName: string | null;
  /** The SMS's transaction ID as typed, trimmed (ADR 18); null when none was given. */
  transactionCode: string | null;
  createdByStaff: boolean;
  createdBy: number;
  now: Date;
}

/**
 * Puts the SMS's transaction ID on a PENDING transaction recorded without one: the same payment
 * reported again, now with its ID. Only while it is still PENDING and still has none.
 */
export async function addTransactionCode(
  db: TDb,
  id: number,
  transactionCode: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(paymentTransactions)
    .set({ transactionCode, updatedAt: now })
    .where(
      and(
        eq(paymentTransactions.id, id),
        eq(paymentTransactions.status, 'PENDING'),
        isNull(paymentTransactions.transactionCode),
      ),
    )
    .returning({ id: paymentTransactions.id });
  return rows.length === 1;
}

export async function insertTransaction(
  db: TDb,
  input: TNewTransaction,
): Promise<TPaymentTransactionRow> {
  const [row] = await db
    .insert(paymentTransactions)
    .values({
      userId: input.userId,
      amountTsh: input.amountTsh,
      tokens: input.tokens,
      paymentMethod: input.paymentMethod,
      payerType: input.payerType,
      phoneNumber: input.phoneNumber,
      senderName: input.senderName,
      wakalaName: input.wakalaName,
      transactionCode: input.transactionCode,
      status: 'PENDING',
      createdByStaff: input.createdByStaff,
      createdBy: input.createdBy,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!row) throw new Error('transaction insert returned nothing');
  return row;
}

/**
 * Inside a transaction: PENDING → APPROVED as one conditional update. Answers the approved row, or
 * undefined when the transaction was not PENDING (or does not exist) or its owner's account was
 * deleted: a tombstone is never credited (ADR 5).
 */
export async function approvePendingRow(
  tx: TDb,
  id: number,
  confirmedBy: number | null,
  now: Date,
): Promise<TPaymentTransactionRow | undefined> {
  const liveOwners = tx.select({ id: users.id }).from(users).where(isNull(users.deletedAt));
  const [row] = await tx
    .update(paymentTransactions)
    .set({ status: 'APPROVED', confirmedBy, confirmedAt: now, updatedAt: now })
    .where(
      and(
        eq(paymentTransactions.id, id),
        eq(paymentTransactions.status, 'PENDING'),
        inArray(paymentTransactions.userId, liveOwners),
      ),
    )
    .returning();
  return row;
}

/** PENDING → REJECTED as one conditional update; undefined when it was not PENDING (or missing). */
export async function rejectPendingRow(
  tx: TDb,
  id: number,
  change: { confirmedBy: number; reason: string | null; now: Date },
): Promise<TPaymentTransactionRow | undefined> {
  const [row] = await tx
    .update(paymentTransactions)
    .set({
      status: 'REJECTED',
      confirmedBy: change.confirmedBy,
      confirmedAt: change.now,
      rejectionReason: change.reason,
      updatedAt: change.now,
    })
    .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.status, 'PENDING')))
    .returning();
  return row;
}

/**
 * APPROVED → REJECTED as one conditional update (a reversed approval, ADR 29): who reversed it,
 * when and why. Undefined when it was not APPROVED (or is missing).
 */
export async function reverseApprovedRow(
  tx: TDb,
  id: number,
  change: { reversedBy: number; reason: string; now: Date },
): Promise<TPaymentTransactionRow | undefined> {
  const [row] = await tx
    .update(paymentTransactions)
    .set({
      status: 'REJECTED',
      confirmedBy: change.reversedBy,
      confirmedAt: change.now,
      rejectionReason: change.reason,
      updatedAt: change.now,
    })
    .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.status, 'APPROVED')))
    .returning();
  return row;
}

/**
 * Inside an account's erasure (ADR 5): its PENDING transactions are rejected with `reason`, so a
 * tombstone is never credited and its payments leave the staff's queue. Marked as the erasure's
 * (`rejected_on_erasure`): no staff member judged them, so they are no earlier rejection of their
 * transaction ID.
 */
export async function rejectPendingOfUsers(
  tx: TDb,
  userIds: readonly number[],
  reason: string,
  now: Date,
): Promise<void> {
  await tx
    .update(paymentTransactions)
    .set({
      status: 'REJECTED',
      rejectionReason: reason,
      rejectedOnErasure: true,
      confirmedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        inArray(paymentTransactions.userId, [...userIds]),
        eq(paymentTransactions.status, 'PENDING'),
      ),
    );
}

/** A transaction's status and whether its owner's account was deleted; undefined when missing. */
export async function transactionState(
  db: TDb,
  id: number,
): Promise<{ status: TTransactionStatus; ownerDeleted: boolean } | undefined> {
  const [row] = await db
    .select({
      status: paymentTransactions.status,
      ownerDeleted: sql<boolean>`${users.deletedAt} is not null`,
    })
    .from(paymentTransactions)
    .innerJoin(users, eq(users.id, paymentTransactions.userId))
    .where(eq(paymentTransactions.id, id));
  return row;
}

/** The phone number of the user's profile, or null when it has none. */
export async function findProfilePhone(db: TDb, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ phone: profiles.phoneNumber })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.phone || null;
}

/** The student's own list: their transactions (of one status), newest first. */
function prepareOwnPage(db: TDb, ofStatus: boolean) {
  const userId = sql.placeholder('userId');
  const status = ofStatus ? sql` and t.status = ${sql.placeholder('status')}` : sql``;
  // The (user, created) index serves the filter, the order and the count.
  return db
    .select(
      pageWithSessionColumns({
        count: sql`select count(*) from ${paymentTransactions} t where t.user_id = ${userId}${status}`,
        page: sql`select t.*, c.id as "_confirmer_id", c.first_name as "_confirmer_first_name", c.last_name as "_confirmer_last_name"
          from ${paymentTransactions} t left join ${users} c on c.id = t.confirmed_by
          where t.user_id = ${userId}${status}
          order by t.created_at desc, t.id desc
          limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`,
        order: sql`p.created_at desc, p.id desc`,
      }),
    )
    .from(ONE_ROW)
    .prepare(ofStatus ? 'own_transactions_page_of_status' : 'own_transactions_page');
}

const ownPage = preparedPerDatabase((db) => ({
  all: prepareOwnPage(db, false),
  ofStatus: prepareOwnPage(db, true),
}));

export interface TOwnTransactionPage {
  /** For `app.admitSession`: read by the same statement. */
  session: string | null;
  count: number;
  /** The owner is the signed-in user, so only the confirmer's name is read. */
  results: { row: TPaymentTransactionRow; confirmer: TTransactionWithNames['confirmer'] }[];
}

/**
 * A page of a user's own transactions (optionally of one status), newest first, their count and
 * the request's session: one statement, one row, whatever the page holds.
 */
export async function ownTransactionPage(
  db: TDb,
  key: {
    userId: number;
    sessionId: string;
    status?: TTransactionStatus;
    limit: number;
    offset: number;
  },
): Promise<TOwnTransactionPage> {
  const statements = ownPage(db);
  const read = await readPageWithSession(
    key.status === undefined ? statements.all : statements.ofStatus,
    key,
  );
  return {
    session: read.session,
    count: read.count,
    results: read.rows.map((json) => ({
      row: rowFromJson(paymentTransactions, json),
      confirmer:
        json._confirmer_id === null
          ? null
          : {
              firstName: String(json._confirmer_first_name ?? ''),
              lastName: String(json._confirmer_last_name ?? ''),
            },
    })),
  };
}

export interface TTransactionCounts {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
}

function countsColumns() {
  const countOf = (status: string) =>
    sql<number>`count(*) filter (where ${paymentTransactions.status} = ${status})`.mapWith(Number);
  return {
    total: count(),
    pending: countOf('PENDING'),
    approved: countOf('APPROVED'),
    rejected: countOf('REJECTED'),
  };
}

/** How many transactions by status: of one user, or of everyone. */
export async function transactionCounts(db: TDb, userId?: number): Promise<TTransactionCounts> {
  const [row] = await db
    .select(countsColumns())
    .from(paymentTransactions)
    .where(userId === undefined ? undefined : eq(paymentTransactions.userId, userId));
  return row ?? { total: 0, pending: 0, approved: 0, rejected: 0 };
}

/**
 * The staff stats' figures of the transactions, in one read of them: how many by status, and the
 * revenue, tokens generated and paying users of the approved ones.
 */
export async function transactionStats(db: TDb) {
  const approved = sql`${paymentTransactions.status} = 'APPROVED'`;
  const [row] = await db
    .select({
      ...countsColumns(),
      revenue:
        sql<number>`coalesce(sum(${paymentTransactions.amountTsh}) filter (where ${approved}), 0)`.mapWith(
          Number,
        ),
      tokens:
        sql<number>`coalesce(sum(${paymentTransactions.tokens}) filter (where ${approved}), 0)`.mapWith(
          Number,
        ),
      // Subscribers are people: live accounts only; revenue and tokens count every payment
      // (accounts/erased-owners.ts).
      payers:
        sql<number>`count(distinct ${paymentTransactions.userId}) filter (where ${approved} and ${ownedByLiveAccount(paymentTransactions.userId)})`.mapWith(
          Number,
        ),
    })
    .from(paymentTransactions);
  return (
    row ?? { total: 0, pending: 0, approved: 0, rejected: 0, revenue: 0, tokens: 0, payers: 0 }
  );
}
