import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_HTTP_STATUS, isErrorCode } from './error-codes';
import { ZApiError } from './schemas/api-error';

describe('ERROR_CODES', () => {
  it('are unique snake_case strings, each with an HTTP status', () => {
    const codes = Object.values(ERROR_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
      expect(ERROR_HTTP_STATUS[code]).toBeGreaterThanOrEqual(400);
    }
  });

  it('map to the statuses of DESIGN §2', () => {
    expect(ERROR_HTTP_STATUS.validation_error).toBe(400);
    expect(ERROR_HTTP_STATUS.unauthenticated).toBe(401);
    expect(ERROR_HTTP_STATUS.insufficient_tokens).toBe(402);
    expect(ERROR_HTTP_STATUS.forbidden).toBe(403);
    expect(ERROR_HTTP_STATUS.not_found).toBe(404);
    expect(ERROR_HTTP_STATUS.conflict).toBe(409);
    expect(ERROR_HTTP_STATUS.rate_limited).toBe(429);
    expect(ERROR_HTTP_STATUS.internal_error).toBe(500);
  });

  it('are recognised by isErrorCode', () => {
    expect(isErrorCode('rate_limited')).toBe(true);
    expect(isErrorCode('RATE_LIMITED')).toBe(false);
    expect(isErrorCode(429)).toBe(false);
  });
});

describe('ZApiError', () => {
  it('accepts the error body with and without field errors', () => {
    expect(ZApiError.safeParse({ detail: 'Not found.', code: 'not_found' }).success).toBe(true);
    expect(
      ZApiError.safeParse({
        detail: 'Invalid input.',
        code: 'validation_error',
        errors: { hours_spent: ['Hours cannot exceed 12'] },
      }).success,
    ).toBe(true);
  });

  it('rejects unknown codes and malformed field errors', () => {
    expect(ZApiError.safeParse({ detail: 'x', code: 'oops' }).success).toBe(false);
    expect(ZApiError.safeParse({ detail: 'x', code: 'conflict', errors: { a: 'b' } }).success).toBe(
      false,
    );
  });
});
