// Tokens, payments and staff actions (spec 2 §3, §9; DESIGN §4.6).

/** Tokens credited per Tanzanian shilling paid. Use tokensForAmount, not this float, for arithmetic. */
export const TOKENS_PER_TSH = 0.3;
export const AI_ENHANCEMENT_COST = 300;
/**
 * Tokens for one text-level AI call (/ai/enhance/text|daily|general/, /ai/generate/summary/,
 * /ai/suggest/improvements/): a suggestion that changes nothing stored (docs/adr/0003).
 */
export const AI_TEXT_COST = 10;
export const WELCOME_BONUS_TOKENS = 400;

export const CURRENCY = 'TZS';
/** Token calculator: at least 1000 TSH in steps of 500, starting at 1000. */
export const MIN_PAYMENT_TSH = 1000;
export const PAYMENT_STEP_TSH = 500;
export const DEFAULT_PAYMENT_TSH = 1000;
/** Hints on the amount inputs of the submit and staff-create dialogs (the rule itself is "above 0"). */
export const PAYMENT_INPUT_MIN_TSH = 2000;
export const PAYMENT_INPUT_STEP_TSH = 1000;

export const PAYMENT_METHODS = ['DIRECT', 'WAKALA'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

export const TRANSACTION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type TTransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Who paid, as chosen in the Submit Transaction dialog: the student's own phone, another phone, or a money agent. */
export const PAYER_TYPES = ['own', 'different', 'wakala'] as const;
export type TPayerType = (typeof PAYER_TYPES)[number];

/**
 * Largest payment a form or the API accepts (TZS). The spec names none; 1,000,000 TZS buys
 * 300,000 tokens, a thousand weekly enhancements, far past what a student's three placements
 * need, and stays within a single mobile-money transfer. A typo or a forged request cannot book
 * (or, approved, count as revenue) an amount no student ever pays (security audit, billing 2).
 */
export const MAX_PAYMENT_TSH = 1_000_000;

/** Kinds of token ledger entries (DESIGN §4.6): credits are positive, debits negative. */
export const LEDGER_KINDS = ['welcome_bonus', 'purchase', 'ai_debit', 'staff_adjustment'] as const;
export type TLedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * The balance's payment_status: PAID once a payment was approved, PENDING while the first one
 * awaits verification, UNPAID before any payment (welcome bonus only).
 */
export const PAYMENT_STATUSES = ['UNPAID', 'PENDING', 'PAID'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Every action kind the admin log records. */
export const ADMIN_ACTIONS = ['BAN', 'UNBAN', 'DELETE', 'ACTIVATE', 'SUSPEND', 'RESTORE'] as const;
export type TAdminAction = (typeof ADMIN_ACTIONS)[number];

/** The subset staff can apply in bulk from the user list. */
export const BULK_USER_ACTIONS = ['BAN', 'UNBAN', 'ACTIVATE', 'DELETE'] as const;
export type TBulkUserAction = (typeof BULK_USER_ACTIONS)[number];

/** Token usage kinds, spelled as the original backend spells them. */
export const TOKEN_USAGE_TYPES = ['FULLFILLED', 'PARTIAL', 'EMPTY'] as const;
export type TTokenUsageType = (typeof TOKEN_USAGE_TYPES)[number];

export const FEEDBACK_TYPES = ['bug', 'feature', 'improvement', 'other'] as const;
export type TFeedbackType = (typeof FEEDBACK_TYPES)[number];

export const ANALYTICS_PERIODS_DAYS = [7, 30, 90, 365] as const;
export type TAnalyticsPeriod = (typeof ANALYTICS_PERIODS_DAYS)[number];
export const DEFAULT_ANALYTICS_PERIOD_DAYS: TAnalyticsPeriod = 30;
