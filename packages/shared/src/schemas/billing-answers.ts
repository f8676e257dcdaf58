// Answers of the billing API (spec 2 §3, §7): balances, the token ledger, payment transactions and
// the staff figures. Field names are the spec's; fields marked "ours" are additions.
import { z } from 'zod';
import {
  LEDGER_KINDS,
  PAYER_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  TOKEN_USAGE_TYPES,
  TRANSACTION_STATUSES,
} from '../constants/tokens';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { ZSaneIsoDate } from './dates';
import { ZDbIdText } from './db-id';
import { ZPage } from './page';
import { optionalText, requiredText } from './text';

const count = z.number().int().min(0);

/** How staff left an account (ZStaffTransaction's `account_state`). */
export const ACCOUNT_STATES = ['active', 'banned', 'suspended', 'deleted'] as const;
export type TAccountState = (typeof ACCOUNT_STATES)[number];

/** GET /billing/balance/my_balance/ (the header chip, the billing and workplace pages). */
export const ZTokenBalance = z.object({
  /** Below zero once a reversed approval took back tokens already spent (ADR 29). */
  available_tokens: z.number().int(),
  tokens_used: count,
  payment_status: z.enum(PAYMENT_STATUSES),
  /** Enough tokens for one AI enhancement. */
  can_use_ai: z.boolean(),
  /**
   * Ours: the user's payments awaiting staff (payment_status stays PAID after the first approval).
   * While it is above 0 the app reads the balance again now and then, so a decision shows without
   * a reload. 0 when an older server leaves it out.
   */
  pending_payments: count.default(0),
});
export type TTokenBalance = z.infer<typeof ZTokenBalance>;

/** One token ledger entry: `amount` is signed (+credit, −debit); `tokens_used` is what a debit took. */
export const ZTokenUsageEntry = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.number().int(),
  tokens_used: count,
  /** How complete the enhanced report was (AI debits only). */
  usage_type: z.enum(TOKEN_USAGE_TYPES).nullable(),
  description: z.string(),
  /** Unique per entry: `welcome:{user}`, `purchase:{transaction}`, `ai:{id}`, … */
  reference: z.string(),
  created_at: z.string(),
});
export type TTokenUsageEntry = z.infer<typeof ZTokenUsageEntry>;

/** GET /billing/token-usage/usage_history/: the user's ledger, newest first, one page. */
export const ZTokenUsageHistory = z.object({
  success: z.boolean(),
  data: z.array(ZTokenUsageEntry),
  count,
  page: z.number().int(),
  page_size: z.number().int(),
});
export type TTokenUsageHistory = z.infer<typeof ZTokenUsageHistory>;

/** A payment transaction (spec 2 §3 Transaction). */
export const ZTransaction = z.object({
  id: z.number().int(),
  /** The paying user's id. */
  user: z.number().int(),
  user_full_name: z.string(),
  /** Ours: lets staff tell users with the same name apart. */
  user_email: z.string(),
  user_phone_number: z.string(),
  sender_name: z.string(),
  /** Only for WAKALA payments. */
  wakala_name: z.string().nullable(),
  payment_method: z.enum(PAYMENT_METHODS),
  /** Ours: own phone, another phone or a wakala (the Submit Transaction dialog's choice). */
  payer_type: z.enum(PAYER_TYPES),
  /** Ours (ADR 18): the confirmation SMS's transaction ID as typed (trimmed); null when none. */
  transaction_code: z.string().nullable(),
  transaction_status: z.enum(TRANSACTION_STATUSES),
  /** TZS as a decimal string, e.g. '2000.00'. */
  amount: z.string(),
  /** floor(amount × 0.3): credited once when the transaction is approved. */
  tokens_generated: count,
  /** Ours: recorded by staff (a student can confirm it with verify_payment). */
  created_by_staff: z.boolean(),
  /**
   * Ours: the id of whoever recorded it (the student, or the staff member), null once that account
   * is gone. With `user` it tells staff whether they may approve it (not their own, not theirs).
   */
  created_by: z.number().int().nullable(),
  /**
   * Ours: the id of the staff member who approved or rejected it, or the owner's own id when they
   * confirmed a payment staff recorded for them (verify_payment, DESIGN §4.8): an APPROVED,
   * staff-created transaction with `confirmed_by` = `user`. Staff never approve a payment to their
   * own account, so that is never a staff approval; `confirmed_by_name` is then the owner's name.
   */
  confirmed_by: z.number().int().nullable(),
  confirmed_by_name: z.string().nullable(),
  /** Ours: when it was approved or rejected. */
  confirmed_at: z.string().nullable(),
  /** Ours: the reason staff gave when rejecting, if any. */
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TTransaction = z.infer<typeof ZTransaction>;

/**
 * Ours: a transaction in the staff's lists, with how many earlier transactions (of any user)
 * carrying the same transaction ID, compared without spaces and case, staff rejected: a
 * rejected ID submitted again is flagged, not blocked (a mistaken rejection may be retried).
 * Never in a student's answers: it would tell them about other users' payments.
 */
export const ZStaffTransaction = ZTransaction.extend({
  rejected_before: count,
  /**
   * The paying student's account as staff left it: 'banned' or 'suspended' (no sign-in: the
   * latest of those actions says which), 'deleted' (erased, ADR 5), else 'active'. Staff see it
   * before approving a payment; a student never reads it.
   */
  account_state: z.enum(ACCOUNT_STATES),
});
export type TStaffTransaction = z.infer<typeof ZStaffTransaction>;

/**
 * The staff's paginated transaction lists: `next` / `previous` are page numbers, null at the
 * ends.
 */
export const ZTransactionPage = ZPage(ZStaffTransaction);
export type TTransactionPage = z.infer<typeof ZTransactionPage>;

/**
 * A transaction as its owner reads it (their lists and detail). A payment staff recorded for them
 * that is still PENDING awaits their confirmation (verify_payment, DESIGN §4.8), which must come
 * from knowing the payment they made, not from copying what is shown: until it is decided its
 * phone, sender name, wakala, transaction ID, amount and tokens are withheld (null).
 */
export const ZOwnTransaction = ZTransaction.extend({
  user_phone_number: z.string().nullable(),
  sender_name: z.string().nullable(),
  /** TZS as a decimal string; null while withheld. */
  amount: z.string().nullable(),
  tokens_generated: count.nullable(),
  /** Ours: recorded by staff, PENDING until the owner confirms it; its details are withheld. */
  awaiting_confirmation: z.boolean().default(false),
});
export type TOwnTransaction = z.infer<typeof ZOwnTransaction>;

/** GET /billing/transactions/: the owner's transactions, a page of them. */
export const ZOwnTransactionsPage = ZPage(ZOwnTransaction);
export type TOwnTransactionsPage = z.infer<typeof ZOwnTransactionsPage>;

/** GET /billing/staff/transactions/pending_transactions/: the page plus the banner text. */
export const ZPendingTransactions = ZTransactionPage.extend({
  /** '{n} transaction(s) awaiting approval across all users'. */
  message: z.string(),
});
export type TPendingTransactions = z.infer<typeof ZPendingTransactions>;

/** GET /billing/user-transactions/: the user's transactions, newest first. */
export const ZUserTransactions = z.object({
  success: z.boolean(),
  data: z.array(ZOwnTransaction),
  count,
});
export type TUserTransactions = z.infer<typeof ZUserTransactions>;

/** Approve, reject and verify answers; `data` is the transaction after the action. */
export const ZTransactionActionAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  data: ZTransaction.optional(),
});
export type TTransactionActionAnswer = z.infer<typeof ZTransactionActionAnswer>;

/** POST …/reject_transaction/: an empty body or an optional reason. */
export const ZRejectTransactionInput = z.object({
  reason: optionalText(),
});
export type TRejectTransactionInput = z.infer<typeof ZRejectTransactionInput>;

/** POST …/reverse_approval/ (ADR 29): why staff take an approval back, required. */
export const ZReverseApprovalInput = z.object({
  reason: requiredText(
    MESSAGES.billing.reversalReasonRequired,
    LIMITS.REVERSAL_REASON_MAX,
    MESSAGES.billing.reversalReasonLength,
  ).refine(
    (value) => value === '' || [...value].length >= LIMITS.REVERSAL_REASON_MIN,
    MESSAGES.billing.reversalReasonLength,
  ),
});
export type TReverseApprovalInput = z.infer<typeof ZReverseApprovalInput>;

/** Filters of the staff transaction list (with `page`, `page_size`) and its export. */
export const ZTransactionFilters = z.object({
  status: z.enum(TRANSACTION_STATUSES).optional(),
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  user_id: ZDbIdText.optional(),
  /** Part of the user's name or e-mail, the sender name, the phone number or the transaction ID. */
  search: z.string().trim().max(200).optional(),
  /** Ours: made on or after this day (from midnight EAT), as a finance officer's month or statement. */
  created_from: ZSaneIsoDate.optional(),
  /** Ours: made on or before this day (until the next midnight EAT). */
  created_to: ZSaneIsoDate.optional(),
});
export type TTransactionFilters = z.infer<typeof ZTransactionFilters>;

/** GET /billing/dashboard/payment_info/: what the billing page needs to show and compute. */
export const ZPaymentInfo = z.object({
  success: z.boolean(),
  data: z.object({
    /** Mobile-money numbers to pay to, e.g. 'M-Pesa 0754 000 000'. */
    payment_numbers: z.array(z.string()),
    currency: z.string(),
    tokens_per_tsh: z.number(),
    min_amount: z.number().int(),
    amount_step: z.number().int(),
    default_amount: z.number().int(),
    ai_enhancement_cost: z.number().int(),
    welcome_bonus: z.number().int(),
    support_whatsapp: z.string(),
  }),
});
export type TPaymentInfo = z.infer<typeof ZPaymentInfo>;

const ZTransactionCounts = z.object({
  total: count,
  pending: count,
  approved: count,
  rejected: count,
});

/** Ours: GET /billing/workplace/ — the /workplace cards, computed from the ledger. */
export const ZWorkplaceData = z.object({
  success: z.boolean(),
  data: ZTokenBalance.extend({
    /** Tokens credited by approved payments (from the ledger, not assumed). */
    total_purchased: count,
    welcome_bonus: count,
    /** Tokens taken by the last 4 usage entries. */
    weekly_usage: count,
    recent_usage: z.array(ZTokenUsageEntry),
    transactions: ZTransactionCounts,
  }),
});
export type TWorkplaceData = z.infer<typeof ZWorkplaceData>;

/** GET /billing/staff/stats/ (spec 2 §3 Billing stats). */
export const ZBillingStats = z.object({
  success: z.boolean(),
  data: z.object({
    /** Sum of approved payments, TZS. */
    revenue: z.object({ total: z.number(), currency: z.string() }),
    transactions: ZTransactionCounts,
    tokens: z.object({
      /** Credited by approved payments. */
      total_generated: count,
      /** Taken by debits (AI enhancements, deductions). */
      total_used: count,
      /** Held by all users now. */
      total_available: z.number().int(),
    }),
    /** Users with at least one approved payment. */
    active_subscribers: count,
  }),
});
export type TBillingStats = z.infer<typeof ZBillingStats>;

/** A user's balance as staff see it (GET /billing/balance/{userId}/, user_balances). */
export const ZUserBalance = ZTokenBalance.extend({
  user_id: z.number().int(),
  user_full_name: z.string(),
  user_email: z.string(),
  total_purchased: count,
});
export type TUserBalance = z.infer<typeof ZUserBalance>;

/** GET /billing/staff/user_balances/: users with their balances, paginated like transactions. */
export const ZUserBalancePage = ZPage(ZUserBalance);
export type TUserBalancePage = z.infer<typeof ZUserBalancePage>;

/** GET /billing/staff/token_usage/?days=: token use over the period. */
export const ZStaffTokenUsage = z.object({
  success: z.boolean(),
  data: z.object({
    days: z.number().int(),
    /** Start of the period (ISO timestamp). */
    since: z.string(),
    total_tokens_used: count,
    total_tokens_credited: count,
    /** AI enhancements charged in the period. */
    enhancements: count,
    /** Users who spent tokens in the period. */
    active_users: count,
    /** Up to 10 users who spent the most. */
    top_users: z.array(
      z.object({ user_id: z.number().int(), user_full_name: z.string(), tokens_used: count }),
    ),
  }),
});
export type TStaffTokenUsage = z.infer<typeof ZStaffTokenUsage>;
