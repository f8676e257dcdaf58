// Stable machine-readable codes of the API error body `{ detail, code, errors }` (DESIGN §2).
// Clients branch on `code`, never on the wording of `detail`.
export const ERROR_CODES = {
  VALIDATION_ERROR: 'validation_error',
  INVALID_JSON: 'invalid_json',
  PAYLOAD_TOO_LARGE: 'payload_too_large',
  UNSUPPORTED_MEDIA_TYPE: 'unsupported_media_type',
  NOT_FOUND: 'not_found',
  METHOD_NOT_ALLOWED: 'method_not_allowed',
  UNAUTHENTICATED: 'unauthenticated',
  INVALID_CREDENTIALS: 'invalid_credentials',
  TOKEN_EXPIRED: 'token_expired',
  FORBIDDEN: 'forbidden',
  ACCOUNT_INACTIVE: 'account_inactive',
  EMAIL_NOT_VERIFIED: 'email_not_verified',
  INVALID_OTP: 'invalid_otp',
  INSUFFICIENT_TOKENS: 'insufficient_tokens',
  CONFLICT: 'conflict',
  REPORT_LOCKED: 'report_locked',
  /** A text saved in another tab or on another device since the editor opened (409). */
  EDITED_ELSEWHERE: 'edited_elsewhere',
  /** A week submitted or sent for sign-off before its last working day (ADR 21). */
  WEEK_NOT_ENDED: 'week_not_ended',
  /** A payment's transaction ID already on another transaction that is not rejected (ADR 18). */
  TRANSACTION_CODE_TAKEN: 'transaction_code_taken',
  /** A sign-off link that no longer works for another reason (410). */
  LINK_GONE: 'link_gone',
  /** A sign-off link whose week was already approved or returned (410). */
  LINK_USED: 'link_used',
  /** A sign-off link replaced by a newer one (send again, the Monday reminder) (410). */
  LINK_REPLACED: 'link_replaced',
  /** A sign-off link past its expiry (410). */
  LINK_EXPIRED: 'link_expired',
  /** A sign-off decision sent from a browser signed in as the week's own student (403). */
  OWN_WEEK: 'own_week',
  /** A placement move refused: some week is submitted or signed (ADR 19). */
  PLACEMENT_WEEKS_SUBMITTED: 'placement_weeks_submitted',
  /** A placement move refused: entries would fall outside weeks 1..8 (ADR 19). */
  PLACEMENT_ENTRIES_OUTSIDE: 'placement_entries_outside',
  RATE_LIMITED: 'rate_limited',
  AI_PROVIDER_ERROR: 'ai_provider_error',
  INTERNAL_ERROR: 'internal_error',
  SERVICE_UNAVAILABLE: 'service_unavailable',
} as const;

export type TErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** HTTP status each code is answered with (DESIGN §2). */
export const ERROR_HTTP_STATUS: Readonly<Record<TErrorCode, number>> = {
  validation_error: 400,
  invalid_json: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  not_found: 404,
  method_not_allowed: 405,
  unauthenticated: 401,
  invalid_credentials: 401,
  token_expired: 401,
  forbidden: 403,
  account_inactive: 403,
  email_not_verified: 403,
  invalid_otp: 400,
  insufficient_tokens: 402,
  conflict: 409,
  report_locked: 409,
  edited_elsewhere: 409,
  week_not_ended: 409,
  transaction_code_taken: 409,
  link_gone: 410,
  link_used: 410,
  link_replaced: 410,
  own_week: 403,
  link_expired: 410,
  placement_weeks_submitted: 409,
  placement_entries_outside: 409,
  rate_limited: 429,
  ai_provider_error: 502,
  internal_error: 500,
  service_unavailable: 503,
};

export function isErrorCode(value: unknown): value is TErrorCode {
  return typeof value === 'string' && (Object.values(ERROR_CODES) as string[]).includes(value);
}
