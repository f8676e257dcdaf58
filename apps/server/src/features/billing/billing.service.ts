import {
  CURRENCY,
  canonicalTanzanianPhone,
  ERROR_CODES,
  isTanzanianPhone,
  MESSAGES,
  type TBillingStats,
  type TPayerType,
  type TPendingTransactions,
  type TStaffTransactionInput,
  type TStudentTransactionInput,
  type TTransaction,
  type TTransactionActionAnswer,
  type TTransactionFilters,
  type TTransactionPage,
  type TUserTransactions,
  type TVerifyPaymentInput,
  tokensForAmount,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TPaymentTransactionRow, TUserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { pageWindow, type TPageQuery } from '../../lib/pagination';
import { ownerFilterFor } from '../accounts/student-access.policy';
import { findUserById } from '../accounts/users.repository';
import { ledgerTotals } from '../tokens/tokens.repository';
import {
  alreadyProcessed,
  approvePending,
  approveTransaction,
  notPendingError,
  ownerAccountDeleted,
  rejectTransaction,
  type TActionContext,
  transactionNotFound,
} from './approval';
import {
  type TTransactionWithNames,
  toTransactionAnswer,
  toTransactionPage,
} from './billing.presenter';
import {
  approvedTotals,
  findProfilePhone,
  findTransaction,
  insertTransaction,
  listTransactions,
  type TNewTransaction,
  type TOwnTransactionPage,
  transactionCounts,
} from './billing.repository';

/** One spelling per phone for comparisons: Tanzanian numbers as +255…, others without spaces. */
function phoneKey(phone: string): string {
  const compact = phone.replace(/[\s-]/g, '');
  return isTanzanianPhone(compact) ? canonicalTanzanianPhone(compact) : compact;
}

function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Whether what someone typed from the payment SMS matches the recorded transaction. */
export function paymentDetailsMatch(row: TPaymentTransactionRow, input: TVerifyPaymentInput) {
  return (
    phoneKey(row.phoneNumber) === phoneKey(input.user_phone_number) &&
    nameKey(row.senderName) === nameKey(input.sender_name) &&
    row.amountTsh === input.amount
  );
}

/** Inserts the PENDING transaction and its audit row together. */
async function recordTransaction(
  db: TDb,
  values: TNewTransaction,
  context: TActionContext,
): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await insertTransaction(tx, values);
    await audit(tx, {
      actorId: context.actorId,
      action: 'billing.transaction.create',
      targetType: 'payment_transaction',
      targetId: row.id,
      ip: context.ip,
      details: {
        user_id: row.userId,
        amount_tsh: row.amountTsh,
        tokens: row.tokens,
        created_by_staff: row.createdByStaff,
      },
    });
    return row.id;
  });
}

/** A student reports a payment (spec 2 §5 Submit transaction); answers the new id. */
export async function createStudentTransaction(
  db: TDb,
  user: TUserRow,
  input: TStudentTransactionInput,
  context: TActionContext,
): Promise<number> {
  let phone = input.user_phone_number;
  if (input.payer_type === 'own') {
    const profilePhone = await findProfilePhone(db, user.id);
    if (!profilePhone) {
      throw new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.billing.profilePhoneMissing, {
        user_phone_number: [MESSAGES.billing.profilePhoneMissing],
      });
    }
    phone = profilePhone;
  }
  return recordTransaction(
    db,
    {
      userId: user.id,
      amountTsh: input.amount,
      tokens: tokensForAmount(input.amount),
      paymentMethod: input.payment_method,
      payerType: input.payer_type,
      phoneNumber: phone,
      senderName: input.sender_name,
      wakalaName: input.wakala_name ?? null,
      createdByStaff: false,
      createdBy: user.id,
      now: context.now,
    },
    context,
  );
}

/** Staff record a payment they received for a user (spec 2 §5 Create Transaction). */
export async function createStaffTransaction(
  db: TDb,
  input: TStaffTransactionInput,
  context: TActionContext,
): Promise<number> {
  const owner = await findUserById(db, input.user_id);
  // A deleted account is a tombstone (ADR 5): no user to record a payment for.
  if (!owner || owner.deletedAt) {
    throw new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.billing.userNotFound, {
      user_id: [MESSAGES.billing.userNotFound],
    });
  }
  let payerType: TPayerType = 'wakala';
  if (input.payment_method === 'DIRECT') {
    const profilePhone = await findProfilePhone(db, owner.id);
    const own = profilePhone && phoneKey(profilePhone) === phoneKey(input.user_phone_number);
    payerType = own ? 'own' : 'different';
  }
  return recordTransaction(
    db,
    {
      userId: owner.id,
      amountTsh: input.amount,
      tokens: tokensForAmount(input.amount),
      paymentMethod: input.payment_method,
      payerType,
      phoneNumber: input.user_phone_number,
      senderName: input.sender_name,
      wakalaName: input.wakala_name ?? null,
      createdByStaff: true,
      createdBy: context.actorId,
      now: context.now,
    },
    context,
  );
}

/**
 * verify_payment (DESIGN §4.8): the caller types the phone, sender name and amount of the payment.
 * Staff may verify any PENDING transaction; a student only their own staff-created one (their own
 * report cannot confirm itself). A match approves and credits it exactly once; a mismatch
 * changes nothing (but the attempt is audited) and answers false.
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
  const matches =
    paymentDetailsMatch(found.row, input) && (caller.isStaff || found.row.createdByStaff);
  const auditEntry = {
    actorId: caller.id,
    targetType: 'payment_transaction',
    targetId: id,
    ip: context.ip,
  };
  if (!matches) {
    await audit(db, { ...auditEntry, action: 'billing.transaction.verify_failed' });
    return false;
  }
  await db.transaction(async (tx) => {
    // A student's confirmation approves in the name of the staff member who recorded the payment.
    const confirmedBy = caller.isStaff ? caller.id : found.row.createdBy;
    const row = await approvePending(tx, id, confirmedBy, context.now);
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

/** GET /billing/user-transactions/: the user's transactions as {success, data, count}. */
export function userTransactions(owner: TUserRow, page: TOwnTransactionPage): TUserTransactions {
  const list = ownTransactions(owner, page);
  return { success: true, data: list.results.map(toTransactionAnswer), count: list.count };
}

/** The staff queue: PENDING transactions, oldest first, with the banner text. */
export async function pendingTransactions(
  db: TDb,
  page: TPageQuery,
): Promise<TPendingTransactions> {
  const answer = await transactionPage(db, { status: 'PENDING' }, page, { oldestFirst: true });
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

/** GET /billing/staff/stats/: revenue, transactions by status, tokens, paying users. */
export async function billingStats(db: TDb): Promise<TBillingStats> {
  const counts = await transactionCounts(db);
  const approved = await approvedTotals(db);
  const ledger = await ledgerTotals(db);
  return {
    success: true,
    data: {
      revenue: { total: approved.revenue, currency: CURRENCY },
      transactions: counts,
      tokens: {
        total_generated: approved.tokens,
        total_used: ledger.used,
        total_available: ledger.available,
      },
      active_subscribers: approved.payers,
    },
  };
}
