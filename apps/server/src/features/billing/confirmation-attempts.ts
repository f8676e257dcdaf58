// A student's confirmations of a payment staff recorded for them (verify_payment, DESIGN §4.8).
// The payment's details are withheld from them (billing.presenter.ts), so a confirmation must come
// from knowing the payment; without a limit the amount could be guessed in 500 TZS steps. Each
// wrong one is audited, and once LIMITS.PAYMENT_CONFIRM_ATTEMPTS are, that payment takes no more
// confirmations from them, right or wrong: staff verify it. The check and what follows it (the
// audited failure, or the approval) are one step: a transaction-scoped advisory lock on the
// payment queues parallel attempts, so a burst cannot get more tries than the limit. Staff paths
// never take it, so it cannot deadlock with their row locks.
import { ERROR_CODES, LIMITS, MESSAGES } from '@ptlog/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { auditLogs } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The audit action of a wrong confirmation (or staff verification) of a payment. */
export const VERIFY_FAILED = 'billing.transaction.verify_failed';

/** The advisory lock class of a payment's confirmations (the payment id is the second key). */
const CONFIRMATIONS_LOCK_CLASS = 72_145_031;

export function tooManyConfirmations(): AppError {
  return new AppError(ERROR_CODES.CONFLICT, MESSAGES.billing.tooManyConfirmations);
}

/** The wrong confirmations of payment `id` that `actorId` made, as audited. */
export async function wrongConfirmations(db: TDb, actorId: number, id: number): Promise<number> {
  const [row] = await db
    .select({ wrong: count() })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.actorId, actorId),
        eq(auditLogs.action, VERIFY_FAILED),
        eq(auditLogs.targetType, 'payment_transaction'),
        eq(auditLogs.targetId, String(id)),
      ),
    );
  return row?.wrong ?? 0;
}

/**
 * In the transaction that records the attempt's outcome: queues behind other confirmations of
 * the same payment, then refuses (409) once `actorId`'s wrong ones reached the limit.
 */
export async function assertConfirmationsLeft(tx: TDb, actorId: number, id: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${CONFIRMATIONS_LOCK_CLASS}, ${id})`);
  if ((await wrongConfirmations(tx, actorId, id)) >= LIMITS.PAYMENT_CONFIRM_ATTEMPTS) {
    throw tooManyConfirmations();
  }
}
