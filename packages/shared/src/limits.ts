// Every numeric limit and timing of the product, defined once (spec 1 §9, spec 2 §9, DESIGN §4).
// Forms, the server and the tests read these; nothing re-declares them.

import {
  OTP_TTL_MS,
  PASSWORD_MIN,
  SESSION_MAX_AGE_MS,
  TEXT_MAX,
  TOAST_MS,
  TOKEN_EXPIRY_SKEW_MS,
} from './limits-first-load';

export * from './limits-first-load';

export const LIMITS = {
  // Daily hours: ONE rule for the daily screen and the add-daily dialog (DESIGN §4.2).
  DAILY_HOURS_MIN: 0,
  DAILY_HOURS_MAX: 12,
  DAILY_HOURS_STEP: 0.5,
  /** A healthy day: at least this many hours and a description longer than HEALTHY_DESCRIPTION_MIN. */
  HEALTHY_DAY_HOURS: 8,
  HEALTHY_DESCRIPTION_MIN: 50,

  // Text lengths (DESIGN §4.4): stored as typed, trimmed and length-limited.
  DESCRIPTION_MAX: 1000,
  SUMMARY_MAX: 5000,
  /** Any other free-text field (titles, tools, names, regions); spec 1 §5 cuts text at 1000. */
  TEXT_MAX,
  /** Our bounds for feedback and broadcast texts (the spec gives only minimums). */
  SUBJECT_MAX: 200,
  MESSAGE_MAX: 5000,
  /** Ours (ADR 29): the reason staff give for reversing a payment's approval. */
  REVERSAL_REASON_MIN: 5,
  REVERSAL_REASON_MAX: 500,

  // Accounts.
  PASSWORD_MIN,
  PHONE_CHECK_MIN_LENGTH: 10,
  OTP_LENGTH: 6,
  OTP_VERIFY_MIN: 4,
  ACADEMIC_YEARS: [1, 2, 3, 4] as const,
  YEAR_OF_STUDY_MAX: 6,
  COMPANY_NAME_MAX: 200,
  /** Profile pictures: JPEG, PNG or WebP checked by content, at most this many bytes. */
  PICTURE_MAX_BYTES: 2 * 1024 * 1024,
  /** Server-side throttles (DESIGN §4.5). */
  LOGIN_MAX_TRIES: 10,
  /** Wrong passwords from one client address over all accounts (many students share one). */
  LOGIN_ADDRESS_MAX_TRIES: 60,
  /** Operations (numbered steps) of one main job: a log book page has room for about this many. */
  MAIN_JOB_MAX_OPERATIONS: 30,
  LOGIN_WINDOW_MS: 180_000,
  OTP_TTL_MS,
  OTP_MAX_WRONG_TRIES: 5,
  OTP_RESEND_INTERVAL_MS: 60_000,
  OTP_RESEND_PER_HOUR: 5,
  RESET_TOKEN_TTL_MS: 3_600_000,
  ACCESS_TOKEN_TTL_S: 900,
  REFRESH_TOKEN_TTL_DAYS: 30,

  // Supervisor sign-off by e-mailed link (issue 17).
  SIGNOFF_MESSAGE_MAX: 500,
  SIGNOFF_COMMENT_MAX: 1000,
  SIGNOFF_LINK_TTL_MS: 14 * 24 * 3_600_000,
  /** Sign-off requests per week in any 24 hours. */
  SIGNOFF_REQUESTS_PER_DAY: 3,
  /** Staff filter: a week sent to the supervisor longer ago than this is "waiting". */
  SIGNOFF_WAITING_DAYS: 7,

  // Lists and previews.
  RECENT_ITEMS: 3,
  SUMMARY_PREVIEW: 40,
  ADMIN_RECENT_ITEMS: 5,
  ADMIN_PAGE_SIZE: 50,
  /** The users list's "no entry in the last N days" filter: N is 1 to this (the 8 weeks). */
  ADMIN_NO_ENTRY_DAYS_MAX: 56,
  /** Users one bulk action takes (two list pages); the web sends a bigger selection in batches. */
  ADMIN_BULK_USERS_MAX: 100,
  ANALYTICS_CHART_DAYS: 14,
  ANALYTICS_TOP_USERS: 10,
  ANALYTICS_TOP_ACTIVE: 6,
  WORKPLACE_WEEKLY_USAGE_ENTRIES: 4,

  // Dates a request may carry (filters, metrics): years outside these cannot be real in this
  // product and overflow date arithmetic or PostgreSQL's timestamps.
  DATE_YEAR_MIN: 2000,
  DATE_YEAR_MAX: 2099,
  /** Staff may move the placement start at most this many years before or after today. */
  PLACEMENT_START_MAX_YEARS_AWAY: 2,

  // E-mail broadcast.
  EMAIL_SUBJECT_MIN: 3,
  EMAIL_MESSAGE_MIN: 10,
  /** Ours: the recipients spreadsheet (.xlsx) may be at most this large, with this many rows. */
  EMAIL_SHEET_MAX_BYTES: 5 * 1024 * 1024,
  EMAIL_SHEET_MAX_ROWS: 10_000,
  /** Ours: the sheet's zip entries may inflate to at most this many bytes in all (zip bombs). */
  EMAIL_SHEET_MAX_UNZIPPED_BYTES: 50 * 1024 * 1024,
  /** Ours: invalid addresses listed back to the sender at most. */
  EMAIL_SHEET_MAX_INVALID_LISTED: 200,
  /** Ours: the same broadcast (subject, message, recipients) is refused for this long after it. */
  BROADCAST_REPEAT_WINDOW_MINUTES: 10,

  // Feedback (ours: the spec sets no rate).
  FEEDBACK_MAX_PER_HOUR: 5,
  FEEDBACK_WINDOW_MS: 3_600_000,

  // Resources library (ours): uploaded documents, checked by content.
  RESOURCE_MAX_BYTES: 10 * 1024 * 1024,
  RESOURCE_TITLE_MAX: 200,
  RESOURCE_DESCRIPTION_MAX: 1000,
  RESOURCE_PAGE_SIZE: 20,

  // Timings (milliseconds).
  TOAST_MS,
  TOAST_CLOSE_ANIMATION_MS: 300,
  IDLE_TIMEOUT_MS: 600_000,
  IDLE_WARNING_MS: 480_000,
  ACTIVITY_DEBOUNCE_MS: 1000,
  SESSION_MAX_AGE_MS,
  SESSION_CHECK_INTERVAL_MS: 3_600_000,
  TOKEN_EXPIRY_SKEW_MS,
  REDIRECT_DELAY_MS: 1200,
  RESEND_NOTICE_MS: 5000,
  AI_PROGRESS_STEP_MS: 800,
  PAYMENT_RELOAD_MS: 3000,
  VERIFY_SUCCESS_CLOSE_MS: 2000,
  /**
   * Ours: wrong confirmations of one staff-recorded payment its owner may make (each audited).
   * The payment's details are withheld from them, so past this they cannot keep guessing the
   * amount in 500 TZS steps: staff verify it instead.
   */
  PAYMENT_CONFIRM_ATTEMPTS: 5,
  /** Staff settings: payment numbers shown on the billing page, and each entry's length. */
  PAYMENT_NUMBERS_MAX: 5,
  PAYMENT_NUMBER_ENTRY_MAX: 60,
  /** The support WhatsApp number as typed: '+255 754 111 222' is 16; room for other spacing. */
  SUPPORT_WHATSAPP_MAX: 24,
  /** Ours (ADR 18): the transaction ID of a mobile-money confirmation SMS, trimmed. */
  TRANSACTION_CODE_MIN: 4,
  TRANSACTION_CODE_MAX: 40,
} as const;
