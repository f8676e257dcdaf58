import { ApiError, type ApiErrorKind, type FieldErrors, kindForStatus } from '../lib/api-error';

/**
 * The error the client throws for an answer with this status, code and detail; its kind is the
 * one the client derives from the status unless the test names another.
 */
export function apiError(
  status: number,
  code: string,
  detail: string,
  options: { fieldErrors?: FieldErrors; kind?: ApiErrorKind } = {},
): ApiError {
  const { fieldErrors, kind = kindForStatus(status) } = options;
  return new ApiError({ status, code, detail, kind, fieldErrors });
}
