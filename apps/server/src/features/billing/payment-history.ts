// What staff read about one payment beyond its own fields (finance audit): the earlier
// transactions with the same transaction ID that were rejected (a rejected ID submitted again is
// flagged, not blocked: a mistaken rejection may be retried), and the payment's audit rows as a
// short history, newest first: who recorded it, failed verifications and what did not match, the
// approval or rejection. Names, never ids; never the IP address or anything typed.
import {
  PAYMENT_MISMATCH_FIELDS,
  type TEarlierRejection,
  type TPaymentEvent,
  type TPaymentEventKind,
  type TPaymentHistory,
  type TPaymentMismatchField,
} from '@ptlog/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client';
import { auditLogs, paymentTransactions, users } from '../../db/schema';
import { studentNameOf } from '../accounts/accounts.presenter';
import { transactionNotFound } from './approval';
import { VERIFY_FAILED } from './confirmation-attempts';
import { earlierTransaction, rejectedBeforeWhere } from './transactions-read.repository';

/** How many of each the details show: a payment has a handful; a retried fraud a few more. */
const SHOWN = 50;

/** The audit actions of a payment the history shows, and what it calls them. */
const EVENT_KINDS: Record<string, TPaymentEventKind> = {
  'billing.transaction.create': 'recorded',
  'billing.transaction.code_added': 'code_added',
  [VERIFY_FAILED]: 'verify_failed',
  'billing.transaction.verify': 'verified',
  'billing.transaction.approve': 'approved',
  'billing.transaction.reject': 'rejected',
  'billing.transaction.reverse_approval': 'approval_reversed',
};

const rejecter = alias(users, 'rejecter');

/** The rejected transactions with `id`'s transaction ID made before it, newest rejection first. */
async function earlierRejections(db: TDb, id: number): Promise<TEarlierRejection[]> {
  const rows = await db
    .select({
      id: earlierTransaction.id,
      rejectedAt: earlierTransaction.confirmedAt,
      reason: earlierTransaction.rejectionReason,
      rejecter: { firstName: rejecter.firstName, lastName: rejecter.lastName },
    })
    .from(paymentTransactions)
    .innerJoin(earlierTransaction, rejectedBeforeWhere())
    .leftJoin(rejecter, eq(rejecter.id, earlierTransaction.confirmedBy))
    .where(eq(paymentTransactions.id, id))
    .orderBy(desc(earlierTransaction.createdAt), desc(earlierTransaction.id))
    .limit(SHOWN);
  return rows.map((row) => ({
    id: row.id,
    rejected_at: row.rejectedAt?.toISOString() ?? null,
    rejected_by_name: row.rejecter ? studentNameOf(row.rejecter) : null,
    reason: row.reason,
  }));
}

/** What a failed verification's row says did not match (older rows say nothing). */
function mismatchedOf(
  details: Record<string, unknown> | null,
): TPaymentMismatchField[] | undefined {
  if (!details) return undefined;
  if (details.transaction_code === false) return ['transaction_code'];
  const listed = details.mismatched;
  if (!Array.isArray(listed)) return undefined;
  return PAYMENT_MISMATCH_FIELDS.filter((field) => listed.includes(field));
}

/** The payment's audit rows, newest first, each with its actor's name. */
async function paymentEvents(db: TDb, id: number): Promise<TPaymentEvent[]> {
  const rows = await db
    .select({
      id: auditLogs.id,
      action: auditLogs.action,
      at: auditLogs.createdAt,
      details: auditLogs.details,
      actor: { firstName: users.firstName, lastName: users.lastName, isStaff: users.isStaff },
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorId))
    .where(
      and(
        eq(auditLogs.targetType, 'payment_transaction'),
        eq(auditLogs.targetId, String(id)),
        inArray(auditLogs.action, Object.keys(EVENT_KINDS)),
      ),
    )
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(SHOWN);
  return rows.map((row) => {
    const kind = EVENT_KINDS[row.action]!;
    const event: TPaymentEvent = {
      id: row.id,
      kind,
      at: row.at.toISOString(),
      actor_name: row.actor ? studentNameOf(row.actor) : null,
      actor_is_staff: row.actor?.isStaff ?? false,
    };
    if (kind === 'recorded') event.by_staff = row.details?.created_by_staff === true;
    if (kind === 'rejected' || kind === 'approval_reversed') {
      const reason = row.details?.reason;
      event.reason = typeof reason === 'string' ? reason : null;
    }
    if (kind === 'verify_failed') {
      const mismatched = mismatchedOf(row.details);
      if (mismatched) event.mismatched = mismatched;
    }
    return event;
  });
}

/** GET /billing/staff/transactions/{id}/history/: 404 when there is no such transaction. */
export async function paymentHistory(db: TDb, id: number): Promise<TPaymentHistory> {
  const [found] = await db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, id));
  if (!found) throw transactionNotFound();
  const [earlier_rejections, events] = await Promise.all([
    earlierRejections(db, id),
    paymentEvents(db, id),
  ]);
  return { earlier_rejections, events };
}
