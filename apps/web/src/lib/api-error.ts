import { GENERIC_MESSAGES, SESSION_EXPIRED } from '@ptlog/shared';
import { translateMessage } from '../i18n/messages';

export type ApiErrorKind = 'auth' | 'validation' | 'network' | 'general';

export type FieldErrors = Record<string, string[]>;

/** Messages for failures where the server said nothing we can show. */
export const TRANSPORT_MESSAGES = {
  network: GENERIC_MESSAGES.network,
  timeout: 'The server is taking too long to respond. Please try again.',
  aborted: 'The request was cancelled.',
  invalidResponse: GENERIC_MESSAGES.invalidResponse,
  unauthenticated: SESSION_EXPIRED,
  forbidden: GENERIC_MESSAGES.forbidden,
  notFound: GENERIC_MESSAGES.notFound,
  rateLimited: GENERIC_MESSAGES.rateLimited,
  server: GENERIC_MESSAGES.serverError,
  general: GENERIC_MESSAGES.unexpected,
} as const;

/** Every failed API call rejects with this: one shape for forms, toasts and guards. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly fieldErrors: FieldErrors;
  readonly kind: ApiErrorKind;
  /**
   * The rest of the answer's body, beside detail, code and errors (a sign-off link's week,
   * docs/api/signoff.md): unchecked, so whoever reads a field parses it.
   */
  readonly fields: Readonly<Record<string, unknown>>;

  constructor(init: {
    status: number;
    code: string;
    detail: string;
    kind: ApiErrorKind;
    fieldErrors?: FieldErrors;
    fields?: Record<string, unknown>;
  }) {
    // The server words its messages in English (the spec's); the reader sees them in their language.
    const detail = translateMessage(init.detail);
    super(detail);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.detail = detail;
    this.kind = init.kind;
    this.fields = init.fields ?? {};
    this.fieldErrors = Object.fromEntries(
      Object.entries(init.fieldErrors ?? {}).map(([field, texts]) => [
        field,
        texts.map((text) => translateMessage(text)),
      ]),
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * No answer (offline, a time-out), or the server saying it cannot deal with the call just now
 * (5xx: a restart, a proxy's 502/503 during a deploy): the change is worth keeping on the device
 * and sending again later.
 */
export function isWorthRetrying(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.status >= 500);
}

export function kindForStatus(status: number): ApiErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (status === 400 || status === 422) return 'validation';
  return 'general';
}

function defaultDetail(status: number): string {
  if (status === 401) return TRANSPORT_MESSAGES.unauthenticated;
  if (status === 403) return TRANSPORT_MESSAGES.forbidden;
  if (status === 404) return TRANSPORT_MESSAGES.notFound;
  if (status === 429) return TRANSPORT_MESSAGES.rateLimited;
  if (status >= 500) return TRANSPORT_MESSAGES.server;
  return TRANSPORT_MESSAGES.general;
}

function parseFieldErrors(value: unknown): FieldErrors {
  if (typeof value !== 'object' || value === null) return {};
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (typeof messages === 'string') result[field] = [messages];
    else if (Array.isArray(messages)) {
      const texts = messages.filter((message): message is string => typeof message === 'string');
      if (texts.length > 0) result[field] = texts;
    }
  }
  return result;
}

function otherFields(body: Record<string, unknown>): Record<string, unknown> {
  const { detail: _detail, code: _code, errors: _errors, ...rest } = body;
  return rest;
}

/** Reads the server's `{detail, code, errors}` body; a proxy's HTML error page falls back to defaults. */
export function errorFromBody(status: number, bodyText: string): ApiError {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: keep the defaults below.
  }
  const detail =
    typeof body.detail === 'string' && body.detail.trim() ? body.detail : defaultDetail(status);
  const code = typeof body.code === 'string' && body.code ? body.code : `http_${status}`;
  return new ApiError({
    status,
    code,
    detail,
    kind: kindForStatus(status),
    fieldErrors: parseFieldErrors(body.errors),
    fields: otherFields(body),
  });
}

export function transportError(code: 'network_error' | 'timeout' | 'aborted'): ApiError {
  const detail =
    code === 'timeout'
      ? TRANSPORT_MESSAGES.timeout
      : code === 'aborted'
        ? TRANSPORT_MESSAGES.aborted
        : TRANSPORT_MESSAGES.network;
  return new ApiError({ status: 0, code, detail, kind: 'network' });
}

export function invalidResponseError(status: number): ApiError {
  return new ApiError({
    status,
    code: 'invalid_response',
    detail: TRANSPORT_MESSAGES.invalidResponse,
    kind: 'general',
  });
}
