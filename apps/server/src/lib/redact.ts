// Secrets must never reach the logs: passwords, tokens, one-time codes, API keys, cookies.
// Keys are compared without case, underscores or dashes, so `refresh_token` and `refreshToken`
// are both caught.

const EXACT_KEYS = new Set([
  'code',
  'otp',
  'otpcode',
  'authorization',
  'cookie',
  'setcookie',
  'access',
  'refresh',
]);
const SUFFIXES = ['password', 'passwordhash', 'token', 'tokenhash', 'secret', 'apikey'];
const MAX_DEPTH = 8;

export const REDACTED = '[REDACTED]';

export function isSensitiveKey(key: string): boolean {
  const normalized = key.toLowerCase().replace(/[^a-z]/g, '');
  return EXACT_KEYS.has(normalized) || SUFFIXES.some((suffix) => normalized.endsWith(suffix));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A copy of plain objects and arrays with sensitive keys replaced; other values kept as they are. */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    copy[key] = isSensitiveKey(key) ? REDACTED : redactSecrets(inner, depth + 1);
  }
  return copy;
}

/** A path segment as the router reads it (`%73ignoff` is `signoff`); as it is if malformed. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * A sign-off link carries its token in the path: /signoff/{token}, /api/signoff/{token}/. The
 * segment after `signoff` is hidden however `signoff` is spelt (the router decodes escapes).
 */
function redactSignoffToken(path: string): string {
  const segments = path.split('/');
  for (let index = 1; index < segments.length; index += 1) {
    if (segments[index] !== '' && decodedSegment(segments[index - 1]!) === 'signoff') {
      segments[index] = REDACTED;
    }
  }
  return segments.join('/');
}

/** `/api/x/?token=abc&page=2` → `/api/x/?token=[REDACTED]&page=2` (links in e-mails carry tokens). */
export function redactUrl(rawUrl: string): string {
  const pathEnd = rawUrl.search(/[?#]/);
  const url =
    pathEnd === -1
      ? redactSignoffToken(rawUrl)
      : redactSignoffToken(rawUrl.slice(0, pathEnd)) + rawUrl.slice(pathEnd);
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const [rawKey = '', ...rest] = pair.split('=');
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey);
      } catch {
        // keep the raw key: a malformed escape is not a reason to fail logging
      }
      return isSensitiveKey(key) && rest.length > 0 ? `${rawKey}=${REDACTED}` : pair;
    });
  return `${url.slice(0, queryStart)}?${params.join('&')}`;
}

// A failed query's error carries its statement and parameters (drizzle's DrizzleQueryError puts
// them in its message: "Failed query: …\nparams: …"; postgres.js in `query` and `parameters`):
// a parameter can be a password hash or a token, so neither ever reaches the log.
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
const MAX_CAUSES = 5;

function withoutParams(text: unknown): string | undefined {
  return typeof text === 'string'
    ? text.replace(PARAMS_IN_TEXT, `\nparams: ${REDACTED}`)
    : undefined;
}

/**
 * The logger's `err` serializer: type, message, stack, the database error's code and the chain
 * of causes, with every query parameter removed.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return redactSecrets(error);
  const fields = error as Error & Record<string, unknown>;
  // PostgreSQL's own messages quote the offending value ("invalid input syntax …: "<value>""):
  // only their SQLSTATE code and routine are logged.
  const fromDatabase = typeof fields.severity === 'string' && typeof fields.code === 'string';
  const databaseText = `database error ${String(fields.code)}`;
  const serialized: Record<string, unknown> = {
    type: error.constructor?.name ?? 'Error',
    message: fromDatabase ? databaseText : withoutParams(error.message),
    stack: fromDatabase
      ? `${databaseText}${error.stack?.slice(error.stack.indexOf('\n    at ')) ?? ''}`
      : withoutParams(error.stack),
  };
  for (const key of ['code', 'statusCode', 'severity', 'routine', 'reason']) {
    if (fields[key] !== undefined) serialized[key] = fields[key];
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    serialized.cause = serializeError(error.cause, depth + 1);
  }
  return serialized;
}
