// Approving and rejecting payments (DESIGN §4.6, §4.8): only a PENDING transaction changes, once.
// The status change is a conditional update (`where status = 'PENDING'`), so of two staff members
// approving at the same moment one updates the row and the other finds it already processed; the
// purchase credit, the audit row and the student's e-mail (decision-mail.ts) commit with the
// status change or not at all.
import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TPaymentTransactionRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { credit, reversalReference, takeBack } from '../tokens/ledger';
import { assertMayApprovePayment } from './billing.policy';
import { formatTsh } from './billing.presenter';
import {
  approvePendingRow,
  rejectPendingRow,
  reverseApprovedRow,
  transactionState,
} from './billing.repository';
import {
  queueApprovedMail,
  queueRejectedMail,
  queueReversedMail,
  type TDecisionMailer,
} from './decision-mail';
import { lockTransactionOwner } from './payment-owner.repository';

export interface TActionContext extends TDecisionMailer {
  /** Who acts: the staff member, or the student confirming a staff-recorded payment. */
  actorId: number;
  ip?: string;
  now: Date;
}

export function transactionNotFound(): AppError {
  return new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.billing.transactionNotFound);
}

/** 409: only an APPROVED transaction has an approval to reverse. */
export function notApproved(): AppError {
  return new AppError(ERROR_CODES.CONFLICT, MESSAGES.billing.notApproved);
}

export function alreadyProcessed(): AppError {
  return new AppError(ERROR_CODES.CONFLICT, MESSAGES.billing.alreadyProcessed);
}

/** A deleted account's payment is never approved (ADR 5); staff may still reject it. */
export function ownerAccountDeleted(): AppError {
  return new AppError(ERROR_CODES.CONFLICT, MESSAGES.billing.accountDeleted);
}

/**
 * Why an approval matched nothing: no such transaction, its owner's account was deleted (the
 * payment still PENDING, or rejected by the deletion or before it), or it was already approved
 * or rejected.
 */
export async function notPendingError(tx: TDb, id: number): Promise<AppError> {
  const state = await transactionState(tx, id);
  if (!state) return transactionNotFound();
  return state.status !== 'APPROVED' && state.ownerDeleted
    ? ownerAccountDeleted()
    : alreadyProcessed();
}

function auditDetails(row: TPaymentTransactionRow) {
  return { user_id: row.userId, amount_tsh: row.amountTsh, tokens: row.tokens };
}

export interface TApproval {
  /**
   * Recorded as the approver (confirmed_by, and the credit's created_by): the staff member, or the
   * owner confirming a payment staff recorded for them (never the staff member who recorded it).
   */
  confirmedBy: number | null;
  /** The staff member approving (not a student confirming): never the owner or the recorder. */
  staffId?: number;
  now: Date;
}

/**
 * Inside a transaction: PENDING → APPROVED, the purchase credit (`purchase:{id}`) and the
 * student's e-mail. Answers the approved row, or null when the transaction was not PENDING (or
 * does not exist) or belongs to a deleted account; 403 when `staffId` owns or recorded it. The
 * owner's row is locked first, as an erasure locks it before it rejects the account's payments:
 * taking the payment first and the owner second (for the credit) deadlocked with a deletion on
 * PostgreSQL.
 */
export async function approvePending(
  tx: TDb,
  id: number,
  approval: TApproval,
  mailer: TDecisionMailer,
): Promise<TPaymentTransactionRow | null> {
  const owner = await lockTransactionOwner(tx, id);
  if (!owner || owner.deleted) return null;
  if (approval.staffId !== undefined) assertMayApprovePayment(approval.staffId, owner);
  const { confirmedBy } = approval;
  const row = await approvePendingRow(tx, id, confirmedBy, approval.now);
  if (!row) return null;
  const applied = await credit(tx, {
    userId: row.userId,
    amount: row.tokens,
    kind: 'purchase',
    reference: `purchase:${row.id}`,
    description: `Token purchase: ${formatTsh(row.amountTsh)} TZS`,
    createdBy: confirmedBy,
  });
  // A PENDING transaction cannot have been credited; if it was, refuse rather than skip.
  if (!applied) throw new Error(`purchase:${row.id} credited while the transaction was pending`);
  await queueApprovedMail(tx, row, mailer);
  return row;
}

/**
 * Staff approve: 404 when missing, 409 when already approved or rejected or the owner deleted,
 * 403 for a payment to the staff member's own account or one they recorded.
 */
export async function approveTransaction(
  db: TDb,
  id: number,
  context: TActionContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await approvePending(
      tx,
      id,
      { confirmedBy: context.actorId, staffId: context.actorId, now: context.now },
      context,
    );
    if (!row) throw await notPendingError(tx, id);
    await audit(tx, {
      actorId: context.actorId,
      action: 'billing.transaction.approve',
      targetType: 'payment_transaction',
      targetId: id,
      ip: context.ip,
      details: auditDetails(row),
    });
  });
}

/**
 * Staff reject (with an optional reason, mailed to the student): 404 when missing, 409 when
 * already processed. The owner's row is locked first, as approvePending does: an erasure running
 * meanwhile then either waits and drops the queued mail with the rest of the account's mail, or
 * commits first and the rejection mails no one (queueRejectedMail skips a deleted owner).
 */
export async function rejectTransaction(
  db: TDb,
  id: number,
  reason: string | undefined,
  context: TActionContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockTransactionOwner(tx, id))) throw transactionNotFound();
    const row = await rejectPendingRow(tx, id, {
      confirmedBy: context.actorId,
      reason: reason || null,
      now: context.now,
    });
    if (!row) throw await notPendingError(tx, id);
    await audit(tx, {
      actorId: context.actorId,
      action: 'billing.transaction.reject',
      targetType: 'payment_transaction',
      targetId: id,
      ip: context.ip,
      details: { ...auditDetails(row), reason: reason || null },
    });
    await queueRejectedMail(tx, row, context);
  });
}

/**
 * Staff reverse an approval made by mistake (ADR 29): APPROVED → REJECTED with the reason, the
 * purchase's tokens taken back (`reversal:{id}`, a `staff_adjustment`, even below zero), the audit
 * row the payment's history shows and the student's e-mail, all in one transaction, once: the
 * owner's row is locked first (as an approval locks it, ADR 24), then the status changes only
 * where it is still APPROVED, so of simultaneous reversals one changes it and the rest answer 409.
 * 404 when missing. A deleted account's payment is reversed too (its revenue was never real); no
 * one is mailed.
 */
export async function reverseApproval(
  db: TDb,
  id: number,
  reason: string,
  context: TActionContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockTransactionOwner(tx, id))) throw transactionNotFound();
    const row = await reverseApprovedRow(tx, id, {
      reversedBy: context.actorId,
      reason,
      now: context.now,
    });
    if (!row) throw notApproved();
    const applied = await takeBack(tx, {
      userId: row.userId,
      amount: row.tokens,
      reference: reversalReference(row.id),
      description: `Approval reversed: ${formatTsh(row.amountTsh)} TZS`,
      createdBy: context.actorId,
    });
    // An APPROVED transaction cannot have been reversed before; if it was, refuse rather than skip.
    if (!applied) throw new Error(`${reversalReference(row.id)} written while it was approved`);
    await audit(tx, {
      actorId: context.actorId,
      action: 'billing.transaction.reverse_approval',
      targetType: 'payment_transaction',
      targetId: id,
      ip: context.ip,
      details: { ...auditDetails(row), reason },
    });
    await queueReversedMail(tx, row, context);
  });
}
