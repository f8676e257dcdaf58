import type { TErrorCode } from '@ptlog/shared';

export type TFieldErrors = Record<string, string[]>;

/**
 * A failure the client should see: services throw it and the error handler turns it into
 * `{ detail, code, errors? }` with `status`. Anything else thrown becomes a generic 500.
 * Codes are the shared ERROR_CODES, so clients can rely on them.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: TErrorCode,
    readonly detail: string,
    readonly errors?: TFieldErrors,
  ) {
    super(detail);
    this.name = 'AppError';
  }
}
