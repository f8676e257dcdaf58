// The lock that orders every change of a user's payments (security audit, billing 1 and 3): the
// owner's users row, taken `for no key update` (as a token debit takes it) before any payment row
// of theirs is written. An account's erasure locks the same row (`for update`) before it rejects
// the account's payments, so the two wait for each other in one order and never deadlock; inserts
// that only reference the user (a daily report, a ledger entry) are not blocked by it.
import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { paymentTransactions, type TPaymentTransactionRow, users } from '../../db/schema';

/**
 * Inside a transaction: locks the row of the transaction's owner before the transaction is
 * approved. Answers the owner, who recorded the transaction and whether the account was deleted;
 * undefined when the transaction is missing.
 */
export async function lockTransactionOwner(
  tx: TDb,
  id: number,
): Promise<{ userId: number; createdBy: number | null; deleted: boolean } | undefined> {
  const [row] = await tx
    .select({
      userId: users.id,
      createdBy: paymentTransactions.createdBy,
      deletedAt: users.deletedAt,
    })
    .from(paymentTransactions)
    .innerJoin(users, eq(users.id, paymentTransactions.userId))
    .where(eq(paymentTransactions.id, id))
    .for('no key update', { of: users });
  return row && { userId: row.userId, createdBy: row.createdBy, deleted: row.deletedAt !== null };
}

/**
 * Inside a transaction: locks a user's row as lockTransactionOwner does, before a payment of
 * theirs is recorded; false when the user is missing or deleted.
 */
export async function lockPaymentOwner(tx: TDb, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('no key update');
  return rows.length > 0;
}

/** The user's PENDING transactions of one amount (the candidates for "the same payment"). */
export function pendingOfUserWithAmount(
  db: TDb,
  key: { userId: number; amountTsh: number },
): Promise<TPaymentTransactionRow[]> {
  return db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.userId, key.userId),
        eq(paymentTransactions.status, 'PENDING'),
        eq(paymentTransactions.amountTsh, key.amountTsh),
      ),
    );
}
