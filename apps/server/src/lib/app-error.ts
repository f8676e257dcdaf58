import { ERROR_HTTP_STATUS, type TErrorCode } from '@ptlog/shared';

export type TFieldErrors = Record<string, string[]>;

/** More of the answer's body beside `detail` and `code` (a sign-off link's week, docs/api/signoff.md). */
export type TErrorFields = Readonly<Record<string, string | number>>;

/**
 * A failure the client should see: services throw it and the error handler turns it into
 * `{ detail, code, errors?, ...fields }`. The HTTP status comes from the code (ERROR_HTTP_STATUS),
 * so one code always answers one status. Anything else thrown becomes a generic 500.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: TErrorCode,
    readonly detail: string,
    readonly errors?: TFieldErrors,
    readonly fields?: TErrorFields,
  ) {
    super(detail);
    this.name = 'AppError';
    this.status = ERROR_HTTP_STATUS[code];
  }
}

/** A zod failure as field errors: each issue under its top-level field (`non_field_errors` if none). */
export function zodFieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: TFieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'non_field_errors');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}
