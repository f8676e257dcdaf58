import { MESSAGES } from '@ptlog/shared';

export type TErrorKind = 'auth' | 'validation' | 'network' | 'general';

/** An answer that was not a success, or no answer at all (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string[]>;
  readonly kind: TErrorKind;

  constructor(
    status: number,
    code: string,
    detail: string,
    fieldErrors: Record<string, string[]> = {},
  ) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.kind = kindOf(status);
  }

  get detail(): string {
    return this.message;
  }
}

function kindOf(status: number): TErrorKind {
  if (status === 0) return 'network';
  if (status === 401 || status === 403) return 'auth';
  if (status === 400 || status === 409 || status === 422) return 'validation';
  return 'general';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Builds an ApiError from the server's `{detail, code, errors}` body (or whatever came back). */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  if (isRecord(body)) {
    const detail = typeof body.detail === 'string' ? body.detail : defaultDetail(status);
    const code = typeof body.code === 'string' ? body.code : `http_${status}`;
    const errors: Record<string, string[]> = {};
    if (isRecord(body.errors)) {
      for (const [field, messages] of Object.entries(body.errors)) {
        if (Array.isArray(messages)) errors[field] = messages.map(String);
      }
    }
    return new ApiError(status, code, detail, errors);
  }
  return new ApiError(status, `http_${status}`, defaultDetail(status));
}

function defaultDetail(status: number): string {
  if (status === 429) return MESSAGES.generic.rateLimited;
  if (status >= 500) return 'Server error. Please try again later.';
  return 'The request could not be completed.';
}

export function networkError(timedOut: boolean): ApiError {
  return new ApiError(
    0,
    timedOut ? 'timeout' : 'network_error',
    timedOut
      ? 'The server took too long to answer. Please try again.'
      : 'Network error. Please check your internet connection and try again.',
  );
}
