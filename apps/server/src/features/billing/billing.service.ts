import {
  CURRENCY,
  ERROR_CODES,
  LIMITS,
  MESSAGES,
  type TBillingStats,
  type TOwnTransaction,
  type TPendingTransactions,
  type TTransaction,
  type TTransactionActionAnswer,
  type TTransactionFilters,
  type TTransactionPage,
  type TUserTransactions,
  type TVerifyPaymentInput,
  transactionCodeKey,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TPaymentTransactionRow, TUserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageWindow, type TPageQuery } from '../../lib/pagination';
import { ownerFilterFor } from '../accounts/student-access.policy';
import { ledgerTotals } from '../tokens/tokens.repository';
import {
  alreadyProcessed,
  approvePending,
  approveTransaction,
  notPendingError,
  ownerAccountDeleted,
  rejectTransaction,
  reverseApproval,
  type TActionContext,
  type TApproval,
  transactionNotFound,
} from './approval';
import { assertMayApprovePayment } from './billing.policy';
import {
  type TTransactionWithNames,
  toOwnTransactionAnswer,
  toTransactionAnswer,
  toTransactionPage,
} from './billing.presenter';
import { type TOwnTransactionPage, transactionStats } from './billing.repository';
import {
  assertConfirmationsLeft,
  tooManyConfirmations,
  VERIFY_FAILED,
  wrongConfirmations,
} from './confirmation-attempts';
import { mismatchedDetails, typedDetailsMatch } from './payment-details';
import { findTransaction, listTransactions } from './transactions-read.repository';

/**
 * Whether what someone typed from the payment SMS matches the recorded transaction (a wakala
 * payment reported without a sender name is matched by phone and amount; the wakala's name counts
 * as the sender's: payment-details.ts typedDetailsMatch).
 */
export function paymentDetailsMatch(row: TPaymentTransactionRow, input: TVerifyPaymentInput) {
  return typedDetailsMatch(row, {
    phoneNumber: input.user_phone_number,
    senderName: input.sender_name,
    amountTsh: input.amount,
  });
}

/**
 * Whether staff verifying `row` typed its transaction ID as the statement shows it (compared
 * without spaces and case, as the unique index compares IDs: transactionCodeKey). The phone,
 * sender name and amount do not tell two payments with the same details apart (a near-copy of an
 * ID, or one student's typo'd ID and another's real one): the statement line's ID does. A payment
 * without an ID asks for none.
 */
export function staffTypedTransactionCode(
  row: TPaymentTransactionRow,
  input: TVerifyPaymentInput,
): boolean {
  if (row.transactionCode === null) return true;
  const typed = input.transaction_code;
  return (
    typed !== undefined && transactionCodeKey(typed) === transactionCodeKey(row.transactionCode)
  );
}

function transactionCodeMismatch(): AppError {
  const message = MESSAGES.billing.transactionCodeMismatch;
  return new AppError(ERROR_CODES.VALIDATION_ERROR, message, { transaction_code: [message] });
}

/**
 * verify_payment (DESIGN §4.8): the caller types the phone, sender name and amount of the payment
 * (staff also its transaction ID when it has one: staffTypedTransactionCode).
 * Staff may verify any PENDING transaction but one to their own account or one they recorded
 * (403); a student only their own staff-created one (their own report cannot confirm itself).
 * A match approves and credits it exactly once; a mismatch changes nothing (but the attempt is
 * audited) and answers false.
 */
export async function verifyPayment(
  db: TDb,
  caller: TUserRow,
  id: number,
  input: TVerifyPaymentInput,
  context: TActionContext,
): Promise<boolean> {
  const found = await findTransaction(db, id, { userId: ownerFilterFor(caller) });
  if (!found) throw transactionNotFound();
  if (found.row.status !== 'PENDING') throw alreadyProcessed();
  if (found.owner.deletedAt) throw ownerAccountDeleted();
  if (caller.isStaff) assertMayApprovePayment(caller.id, found.row);
  const auditEntry = {
    actorId: caller.id,
    targetType: 'payment_transaction',
    targetId: id,
    ip: context.ip,
  };
  // Staff must name the statement line by its ID too: a missing or other ID is refused (400 on
  // the field), audited like any failed verification, and nothing else is written.
  if (caller.isStaff && !staffTypedTransactionCode(found.row, input)) {
    await audit(db, { ...auditEntry, action: VERIFY_FAILED, details: { transaction_code: false } });
    throw transactionCodeMismatch();
  }
  const matches =
    paymentDetailsMatch(found.row, input) && (caller.isStaff || found.row.createdByStaff);
  // A student confirming has a few tries per payment (confirmation-attempts.ts); staff do not.
  const confirming = !caller.isStaff;
  if (
    confirming &&
    (await wrongConfirmations(db, caller.id, id)) >= LIMITS.PAYMENT_CONFIRM_ATTEMPTS
  ) {
    throw tooManyConfirmations();
  }
  if (!matches) {
    // Which fields did not match (their names only): staff read it in the payment's history.
    const mismatched = mismatchedDetails(found.row, {
      phoneNumber: input.user_phone_number,
      senderName: input.sender_name,
      amountTsh: input.amount,
    });
    await db.transaction(async (tx) => {
      if (confirming) await assertConfirmationsLeft(tx, caller.id, id);
      await audit(tx, { ...auditEntry, action: VERIFY_FAILED, details: { mismatched } });
    });
    return false;
  }
  await db.transaction(async (tx) => {
    if (confirming) await assertConfirmationsLeft(tx, caller.id, id);
    // A student's confirmation is recorded as theirs (confirmed_by = the owner), never as an
    // approval by the staff member who recorded the payment: staff never approve their own record.
    const approval: TApproval = caller.isStaff
      ? { confirmedBy: caller.id, staffId: caller.id, now: context.now }
      : { confirmedBy: caller.id, now: context.now };
    const row = await approvePending(tx, id, approval, context);
    if (!row) throw await notPendingError(tx, id);
    await audit(tx, {
      ...auditEntry,
      action: 'billing.transaction.verify',
      details: { user_id: row.userId, amount_tsh: row.amountTsh, tokens: row.tokens },
    });
  });
  return true;
}

/** One transaction as the API answers it; with `userId` only that user's (else 404). */
export async function transactionAnswer(
  db: TDb,
  id: number,
  options: { userId?: number } = {},
): Promise<TTransaction> {
  const found = await findTransaction(db, id, options);
  if (!found) throw transactionNotFound();
  return toTransactionAnswer(found);
}

/**
 * GET /billing/transactions/{id}/: a student's own transaction as its owner reads it (details
 * withheld while it awaits their confirmation: toOwnTransactionAnswer), or any one in full for
 * staff; another's answers 404 like a missing one.
 */
export async function transactionForCaller(
  db: TDb,
  caller: TUserRow,
  id: number,
): Promise<TOwnTransaction> {
  const userId = ownerFilterFor(caller);
  const found = await findTransaction(db, id, { userId });
  if (!found) throw transactionNotFound();
  if (userId === undefined) return { ...toTransactionAnswer(found), awaiting_confirmation: false };
  return toOwnTransactionAnswer(found);
}

/** A page of transactions matching the filters, newest first (`oldestFirst`: oldest first). */
export async function transactionPage(
  db: TDb,
  filters: TTransactionFilters,
  page: TPageQuery,
  options: { oldestFirst?: boolean } = {},
): Promise<TTransactionPage> {
  const list = await listTransactions(db, filters, { ...pageWindow(page), ...options });
  return toTransactionPage(list, page);
}

/** The signed-in user's own transactions with their names as the owner's. */
export function ownTransactions(
  owner: TUserRow,
  page: TOwnTransactionPage,
): { count: number; results: TTransactionWithNames[] } {
  return {
    count: page.count,
    results: page.results.map((found) => ({ ...found, owner })),
  };
}

/**
 * GET /billing/user-transactions/: the user's transactions as {success, data, count}, as the owner
 * reads them (toOwnTransactionAnswer).
 */
export function userTransactions(owner: TUserRow, page: TOwnTransactionPage): TUserTransactions {
  const list = ownTransactions(owner, page);
  return { success: true, data: list.results.map(toOwnTransactionAnswer), count: list.count };
}

/** The staff queue: PENDING transactions (matching the search), oldest first, with the banner text. */
export async function pendingTransactions(
  db: TDb,
  page: TPageQuery,
  search?: string,
): Promise<TPendingTransactions> {
  const filters = { status: 'PENDING' as const, ...(search ? { search } : {}) };
  const answer = await transactionPage(db, filters, page, { oldestFirst: true });
  return { ...answer, message: MESSAGES.billing.awaitingApproval(answer.count) };
}

/** verify_payment's answer: the transaction after a match, a failure message otherwise. */
export async function verifyPaymentAnswer(
  db: TDb,
  caller: TUserRow,
  id: number,
  input: TVerifyPaymentInput,
  context: TActionContext,
): Promise<TTransactionActionAnswer> {
  if (!(await verifyPayment(db, caller, id, input, context))) {
    return { success: false, message: MESSAGES.billing.verificationFailed };
  }
  return {
    success: true,
    message: MESSAGES.billing.verified,
    data: await transactionAnswer(db, id),
  };
}

/** Staff approve, answered with the approved transaction. */
export async function approveTransactionAnswer(
  db: TDb,
  id: number,
  context: TActionContext,
): Promise<TTransactionActionAnswer> {
  await approveTransaction(db, id, context);
  return {
    success: true,
    message: MESSAGES.billing.approved,
    data: await transactionAnswer(db, id),
  };
}

/** Staff reject, answered with the rejected transaction. */
export async function rejectTransactionAnswer(
  db: TDb,
  id: number,
  reason: string | undefined,
  context: TActionContext,
): Promise<TTransactionActionAnswer> {
  await rejectTransaction(db, id, reason, context);
  return {
    success: true,
    message: MESSAGES.billing.rejected,
    data: await transactionAnswer(db, id),
  };
}

/** Staff reverse an approval (ADR 29), answered with the transaction, now REJECTED. */
export async function reverseApprovalAnswer(
  db: TDb,
  id: number,
  reason: string,
  context: TActionContext,
): Promise<TTransactionActionAnswer> {
  await reverseApproval(db, id, reason, context);
  return {
    success: true,
    message: MESSAGES.billing.approvalReversed,
    data: await transactionAnswer(db, id),
  };
}

/** GET /billing/staff/stats/: revenue, transactions by status, tokens, paying users. */
export async function billingStats(db: TDb): Promise<TBillingStats> {
  const { revenue, tokens, payers, ...counts } = await transactionStats(db);
  const ledger = await ledgerTotals(db);
  return {
    success: true,
    data: {
      revenue: { total: revenue, currency: CURRENCY },
      transactions: counts,
      tokens: {
        total_generated: tokens,
        total_used: ledger.used,
        total_available: ledger.available,
      },
      active_subscribers: payers,
    },
  };
}
