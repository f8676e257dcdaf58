import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { authExpiryDecision, retryUnlessAuthExpired } from './auth-expiry';

const failure = (status: number) =>
  new ApiError({ status, code: `http_${status}`, detail: 'x', kind: 'general' });

describe('authExpiryDecision', () => {
  it('logs out on a 401 that survived the client refresh', () => {
    expect(authExpiryDecision(failure(401), false)).toBe('logout');
  });

  it('keeps the session for other failures', () => {
    for (const status of [0, 400, 403, 404, 409, 429, 500]) {
      expect(authExpiryDecision(failure(status), false)).toBe('ignore');
    }
    expect(authExpiryDecision(new Error('boom'), false)).toBe('ignore');
    expect(authExpiryDecision(null, false)).toBe('ignore');
  });

  it('ignores a second 401 while the logout is already running', () => {
    expect(authExpiryDecision(failure(401), true)).toBe('ignore');
  });
});

describe('retryUnlessAuthExpired', () => {
  it('retries a failed read once but never a 401', () => {
    expect(retryUnlessAuthExpired(0, failure(500))).toBe(true);
    expect(retryUnlessAuthExpired(1, failure(500))).toBe(false);
    expect(retryUnlessAuthExpired(0, failure(401))).toBe(false);
  });
});
