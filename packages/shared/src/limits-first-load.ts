// The limits the web's first load needs (the sign-in screen's messages, the session, the toasts,
// the page's early-reads script), in a module of their own: the bundler keeps a module whole, so
// taking them from limits.ts would bring the whole LIMITS table into every first load (issue 20).
// LIMITS (limits.ts) holds them too; define them here only.
/** A session ends after 24 hours without activity (spec 1 §4). */
export const SESSION_MAX_AGE_MS = 86_400_000;
/** An access token this close to its expiry is refreshed before it is used. */
export const TOKEN_EXPIRY_SKEW_MS = 60_000;

/** The shortest password. */
export const PASSWORD_MIN = 8;
/** How long an e-mailed code (activation, password reset) is valid. */
export const OTP_TTL_MS = 600_000;
/** How long a toast stays. */
export const TOAST_MS = 4000;
/** Any free-text field (titles, tools, names, regions); spec 1 §5 cuts text at 1000. */
export const TEXT_MAX = 1000;
