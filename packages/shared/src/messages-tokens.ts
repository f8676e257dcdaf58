// Messages of tokens, AI enhancement, billing and the workplace (spec 2 §5, §8), worded as the
// spec gives them; part of MESSAGES (messages.ts), kept apart so neither file grows past reading.

import {
  AI_ENHANCEMENT_COST,
  AI_TEXT_COST,
  MAX_PAYMENT_TSH,
  MIN_PAYMENT_TSH,
  PAYMENT_STEP_TSH,
} from './constants/tokens';
import { LIMITS } from './limits';

export const TOKEN_MESSAGES = {
  ai: {
    insufficientTokens: 'Insufficient tokens or not subscribed. Please top up your account.',
    authFailed: 'Authentication failed. Please log in again.',
    reportNotFound: 'Weekly report not found. Please check the report ID.',
    failed: 'Failed to enhance report. Please try again.',
    failedShort: 'AI enhancement failed',
    success: 'Weekly report enhanced successfully!',
    /** Ours: the same enhancement sent again (Idempotency-Key): answered, not charged again. */
    alreadyEnhanced:
      'This enhancement was already done and charged once; nothing more was charged. The week is shown as it is now.',
    /** Ours: what an enhancement costs, for confirmations and 402 details. */
    cost: `AI enhancement costs ${AI_ENHANCEMENT_COST} tokens.`,
    /** Ours: an empty week needs the student's own words first (spec 1 §4). */
    needsDescription: 'Please describe the work of this week before enhancing it.',
    /** Ours: the provider failed or timed out; nothing was charged (DESIGN §4.6). */
    providerFailed: 'The AI service could not enhance the report. No tokens were charged.',
    /**
     * Ours: 409 when the week's summary, main job or operations changed while the provider worked;
     * its answer would have overwritten the change, so nothing was written or charged.
     */
    weekChanged:
      'Your week changed while it was being enhanced. No tokens were charged; try again.',
    /** Ours: a text-level call whose provider failed; nothing was charged. */
    textProviderFailed: 'The AI service could not answer. No tokens were charged.',
    /** Ours: what a text-level call costs (docs/adr/0003). */
    textCost: `Each AI text suggestion costs ${AI_TEXT_COST} tokens.`,
    /** Reset without a saved original (spec 1 §8 "Weekly report"). */
    resetUnavailable: 'Reset is not available for this report',
    resetSuccess: 'Weekly report successfully reset to original state!',
    /** Ours: success of the text-level calls. */
    textSuccess: 'Suggestion ready. Your saved reports were not changed.',
    /** Ours: POST /ai/generate/summary/ for a week without any written day. */
    nothingToSummarize: 'There are no written entries to summarize yet.',
    /** Ours: POST /ai/enhance/daily/ needs a daily report id or a text. */
    dailyInputRequired: 'Please choose a daily report or enter a text.',
    /** Ours: POST /ai/generate/summary/ needs a week or entries. */
    summaryInputRequired: 'Please choose a week or enter the entries to summarize.',
    /** Ours: a text to enhance or improve is required. */
    textRequired: 'Please enter a text.',
    /** Ours: an Idempotency-Key header that is not 8–128 letters, digits, `-` or `_`. */
    idempotencyKeyInvalid: 'Idempotency-Key must be 8 to 128 letters, digits, - or _.',
    /** Ours: 409 when a client sends a used Idempotency-Key with a different request. */
    idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  },
  billing: {
    minAmount: `Minimum payment amount is ${MIN_PAYMENT_TSH} TSH`,
    amountStep: `Payment amount must be in multiples of ${PAYMENT_STEP_TSH} TSH`,
    /** Ours: the spec names no maximum (constants/tokens.ts MAX_PAYMENT_TSH). */
    maxAmount: `Maximum payment amount is ${MAX_PAYMENT_TSH.toLocaleString('en-US')} TSH`,
    invalidAmount: 'Please enter a valid amount',
    profilePhoneMissing: 'Your profile phone number is missing. Please update your profile first.',
    paymentPhoneRequired: 'Please enter the phone number used for payment',
    /** Ours: a payment phone staff could never match to a mobile-money record. */
    paymentPhoneInvalid: 'Enter the Tanzanian phone number used for the payment, e.g. 0712345678',
    wakalaNameRequired: 'Please enter the wakala name',
    /** Ours: the spec requires the name on the phone without wording the message. */
    senderNameRequired: 'Please enter the name on the phone number',
    pendingVerification: 'Pending staff verification',
    /** Ours: the spec says only that the success text promises staff verification. */
    submitted: 'Transaction submitted. Staff will verify your payment and add your tokens.',
    submitFailed: 'Failed to submit transaction. Please try again.',
    fetchBalanceFailed: 'Failed to fetch balance',
    createFailed: 'Failed to create transaction',
    verifyFailed: 'Failed to verify payment',
    usageHistoryFailed: 'Failed to fetch usage history',
    billingDataFailed: 'Failed to fetch billing data',
    paymentInfoFailed: 'Failed to fetch payment info',
    transactionsFailed: 'Failed to fetch transactions',
    authExpired: 'Authentication expired - please login again',
    // Staff side (Create Transaction, verification, approvals).
    userRequired: 'User is required',
    phoneRequired: 'Phone number is required',
    staffSenderNameRequired: 'Sender name is required',
    validAmountRequired: 'Valid amount is required',
    staffWakalaRequired: 'Wakala name is required for money agent payments',
    approveConfirm: 'Are you sure you want to approve this transaction?',
    rejectConfirm: 'Are you sure you want to reject this transaction?',
    verificationFailed: 'Payment verification failed',
    // The spec's text adds that invented figures are shown instead; we never do that (DESIGN §4.3).
    dashboardLoadFailed: 'Failed to load billing dashboard data.',
    loadTransactionsFailed: 'Failed to load transactions. Please try again.',
    // Ours (ADR 0022): the staff's Excel export of the transactions list.
    noTransactionsToExport: 'No transactions to export',
    exportTransactionsFailed: 'Failed to export transactions. Please try again.',
    apiError: (status: number) => `API Error: ${status}`,
    connectFailed: 'Failed to connect to API. Please check your connection.',
    noAuthToken: 'No authentication token found. Please log in again.',
    tokenExpired: 'Authentication token is expired. Please log in again.',
    authFailed: 'Authentication failed. Please log in again.',
    approveFailed: 'Failed to approve transaction',
    rejectFailed: 'Failed to reject transaction',
    verified: 'Payment verified successfully',
    approved: 'Transaction approved successfully',
    rejected: 'Transaction rejected successfully',
    created: 'Transaction created successfully',
    /**
     * Ours: staff recorded a payment already pending (the API's 200, recording.ts): nothing new
     * was recorded; the screen offers that transaction instead.
     */
    alreadyPending: (id: number | string, student: string, amount: string) =>
      `Nothing new was recorded: this payment is already pending as transaction #${id} for ${student} (${amount}).`,
    loadedCount: (count: number) => `Successfully loaded ${count} transactions!`,
    noMatches: 'No transactions found matching the current filters.',
    awaitingApproval: (count: number) =>
      `${count} transaction(s) awaiting approval across all users`,
    /** Ours: 409 when a transaction was already approved or rejected. */
    alreadyProcessed: 'This transaction has already been processed.',
    /** Ours: 404 for a missing transaction or another student's. */
    transactionNotFound: 'Transaction not found',
    /** Ours: staff created a transaction for a user id that does not exist. */
    userNotFound: 'User not found',
    /** Ours: a wakala payer must use the WAKALA method and the other payers DIRECT. */
    payerMethodMismatch: 'The payer does not match the payment method',
    /** Ours: 409 once a student's wrong confirmations of one payment reach the limit. */
    tooManyConfirmations:
      'Too many wrong attempts to confirm this payment. Please ask staff to verify it.',
    /** Ours: 409 when approving or verifying a payment of a deleted account (ADR 5). */
    accountDeleted: 'This payment belongs to a deleted account and cannot be approved.',
    /** Ours: the rejection reason of the payments still pending when their account is deleted. */
    accountDeletedReason: 'Account deleted',
    /** Ours (ADR 18): a transaction ID that is not one an SMS could show. */
    transactionCodeInvalid: `Enter the transaction ID as the SMS shows it: ${LIMITS.TRANSACTION_CODE_MIN} to ${LIMITS.TRANSACTION_CODE_MAX} letters, digits, dots, dashes or slashes`,
    /** Ours (ADR 18): 409 when the transaction ID is on another payment that was not rejected. */
    transactionCodeTaken:
      'This transaction ID has already been submitted. If you paid twice, each payment has its own ID.',
    /** Ours: 403 when staff record a payment for their own account. */
    ownAccountPayment: 'Staff cannot record a payment for their own account.',
    /** Ours: 403 when staff approve or verify a payment to their own account or one they recorded. */
    ownPaymentApproval:
      'You cannot approve a payment to your own account or one you recorded yourself. Another staff member must approve it.',
    /**
     * Ours: 400 on errors.transaction_code when staff verify a payment that carries a transaction
     * ID without typing it from the statement, or typing another one (docs/api/billing.md).
     */
    transactionCodeMismatch:
      'Type the transaction ID from the statement: it must match the one the student sent.',
    /** Ours (ADR 29): staff reverse an approval made by mistake; the reason is required. */
    reversalReasonRequired: 'Please give the reason for reversing this approval',
    reversalReasonLength: `The reason must be ${LIMITS.REVERSAL_REASON_MIN} to ${LIMITS.REVERSAL_REASON_MAX} characters`,
    /** Ours (ADR 29): 409 when the transaction to reverse is PENDING or REJECTED. */
    notApproved: 'Only an approved transaction can be reversed.',
    approvalReversed: 'Approval reversed successfully',
    reverseFailed: 'Failed to reverse approval',
  },
  workplace: {
    fetchFailed: 'Failed to fetch workspace data',
    transactionsFailed: 'Failed to load transactions',
  },
  /** Ours: what a token ledger entry says it was for (the usage history shows it translated). */
  ledger: {
    welcomeBonus: 'Welcome bonus',
    aiWeekly: (week: number) => `AI enhancement of week ${week}`,
    aiText: 'AI text enhancement',
    aiDaily: 'AI daily report enhancement',
    aiGeneral: 'AI general report enhancement',
    aiSummary: 'AI summary',
    aiSuggestions: 'AI suggestions',
  },
} as const;
