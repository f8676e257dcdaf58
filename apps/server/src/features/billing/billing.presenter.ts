import {
  AI_ENHANCEMENT_COST,
  CURRENCY,
  DEFAULT_PAYMENT_TSH,
  MIN_PAYMENT_TSH,
  PAYMENT_STEP_TSH,
  type TAccountState,
  TOKENS_PER_TSH,
  type TOwnTransaction,
  type TOwnTransactionsPage,
  type TPaymentInfo,
  type TStaffTransaction,
  type TTransaction,
  type TTransactionPage,
  WELCOME_BONUS_TOKENS,
} from '@ptlog/shared';
import type { TPaymentTransactionRow, TUserRow } from '../../db/schema';
import { toPage } from '../../lib/pagination';
import { shownEmailOf, studentNameOf } from '../accounts/accounts.presenter';

type TName = Pick<TUserRow, 'firstName' | 'lastName'>;

export interface TTransactionWithNames {
  row: TPaymentTransactionRow;
  /** `deletedAt`: the owner's account was deleted (ADR 5) and only its tombstone is left. */
  owner: TName & Pick<TUserRow, 'email' | 'deletedAt'>;
  confirmer: TName | null;
}

/** A row of the staff's lists (listTransactions). */
export interface TStaffListRow extends TTransactionWithNames {
  /** The count of earlier rejections of its transaction ID (rejectedBeforeWhere). */
  rejectedBefore: number;
  /** How staff left the payer's account (banned, suspended, deleted). */
  accountState: TAccountState;
}

/** TZS as the spec's decimal string: 2000 → '2000.00'. */
export function formatTsh(amount: number): string {
  return amount.toFixed(2);
}

/** The API object of a transaction (spec 2 §3 Transaction). */
export function toTransactionAnswer({
  row,
  owner,
  confirmer,
}: TTransactionWithNames): TTransaction {
  return {
    id: row.id,
    user: row.userId,
    user_full_name: studentNameOf(owner),
    user_email: shownEmailOf(owner.email),
    user_phone_number: row.phoneNumber,
    sender_name: row.senderName,
    wakala_name: row.paymentMethod === 'WAKALA' ? row.wakalaName : null,
    payment_method: row.paymentMethod,
    payer_type: row.payerType,
    transaction_code: row.transactionCode,
    transaction_status: row.status,
    amount: formatTsh(row.amountTsh),
    tokens_generated: row.tokens,
    created_by_staff: row.createdByStaff,
    created_by: row.createdBy,
    confirmed_by: row.confirmedBy,
    confirmed_by_name: confirmer ? studentNameOf(confirmer) : null,
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    rejection_reason: row.rejectionReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * A transaction in the staff's lists: with its transaction ID's earlier rejections and the
 * payer's account state.
 */
export function toStaffTransactionAnswer(found: TStaffListRow): TStaffTransaction {
  return {
    ...toTransactionAnswer(found),
    rejected_before: found.rejectedBefore,
    account_state: found.accountState,
  };
}

/**
 * Whether the owner's view withholds the transaction's details: a payment staff recorded for them
 * that awaits their confirmation. verify_payment approves it when the owner types its phone,
 * sender name and amount (DESIGN §4.8); shown to them, those would be copied, not known.
 */
export function awaitsOwnerConfirmation(row: TPaymentTransactionRow): boolean {
  return row.createdByStaff && row.status === 'PENDING';
}

/**
 * A transaction as its owner reads it (ZOwnTransaction): everything, but while it awaits their
 * confirmation, nothing that would tell them what to type to confirm it. Once decided, all shows.
 */
export function toOwnTransactionAnswer(found: TTransactionWithNames): TOwnTransaction {
  const answer = toTransactionAnswer(found);
  if (!awaitsOwnerConfirmation(found.row)) return { ...answer, awaiting_confirmation: false };
  return {
    ...answer,
    user_phone_number: null,
    sender_name: null,
    wakala_name: null,
    transaction_code: null,
    amount: null,
    tokens_generated: null,
    awaiting_confirmation: true,
  };
}

/** A page of the owner's own transactions (toOwnTransactionAnswer each). */
export function toOwnTransactionPage(
  list: { count: number; results: TTransactionWithNames[] },
  page: { page: number; page_size: number },
): TOwnTransactionsPage {
  return toPage(list.count, page, list.results, toOwnTransactionAnswer);
}

/** A page of the staff's transactions with its `next` / `previous` links. */
export function toTransactionPage(
  list: { count: number; results: TStaffListRow[] },
  page: { page: number; page_size: number },
): TTransactionPage {
  return toPage(list.count, page, list.results, toStaffTransactionAnswer);
}

/** GET /billing/dashboard/payment_info/: the configured numbers and the payment rules. */
export function toPaymentInfo(config: {
  paymentNumbers: readonly string[];
  supportWhatsapp: string;
}): TPaymentInfo {
  return {
    success: true,
    data: {
      payment_numbers: [...config.paymentNumbers],
      currency: CURRENCY,
      tokens_per_tsh: TOKENS_PER_TSH,
      min_amount: MIN_PAYMENT_TSH,
      amount_step: PAYMENT_STEP_TSH,
      default_amount: DEFAULT_PAYMENT_TSH,
      ai_enhancement_cost: AI_ENHANCEMENT_COST,
      welcome_bonus: WELCOME_BONUS_TOKENS,
      support_whatsapp: config.supportWhatsapp,
    },
  };
}
