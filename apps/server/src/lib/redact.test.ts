import { describe, expect, it } from 'vitest';
import { isSensitiveKey, REDACTED, redactSecrets, redactUrl } from './redact';

describe('redactSecrets', () => {
  it('replaces passwords, tokens, secrets, codes and cookies at any depth', () => {
    const error = new Error('kept as is');
    const redacted = redactSecrets({
      password: 'p',
      body: {
        new_password: 'n',
        refreshToken: 'r',
        otp: '123456',
        code: '654321',
        profile: { supervisor_email: 'kept@example.test' },
        list: [{ access_token: 't' }],
      },
      headers: { authorization: 'Bearer x', cookie: 'refresh=y', accept: 'json' },
      AI_API_KEY: 'k',
      appSecret: 's',
      err: error,
      hours_spent: 8,
    });
    expect(redacted).toEqual({
      password: REDACTED,
      body: {
        new_password: REDACTED,
        refreshToken: REDACTED,
        otp: REDACTED,
        code: REDACTED,
        profile: { supervisor_email: 'kept@example.test' },
        list: [{ access_token: REDACTED }],
      },
      headers: { authorization: REDACTED, cookie: REDACTED, accept: 'json' },
      AI_API_KEY: REDACTED,
      appSecret: REDACTED,
      err: error,
      hours_spent: 8,
    });
  });

  it('leaves ordinary keys alone', () => {
    for (const key of ['statusCode', 'available_tokens', 'description', 'email', 'week_number']) {
      expect(isSensitiveKey(key), key).toBe(false);
    }
  });
});

describe('redactUrl', () => {
  it('hides sensitive query values and keeps the rest', () => {
    expect(redactUrl('/api/auth/password-reset-confirm/?uid=4&token=abc&page=2')).toBe(
      `/api/auth/password-reset-confirm/?uid=4&token=${REDACTED}&page=2`,
    );
    expect(redactUrl('/api/x/?code=123456')).toBe(`/api/x/?code=${REDACTED}`);
    // Sign-off links carry their token in the path.
    expect(redactUrl('/api/signoff/AbC_12-x/?a=1')).toBe(`/api/signoff/${REDACTED}/?a=1`);
    expect(redactUrl('/signoff/AbC_12-x')).toBe(`/signoff/${REDACTED}`);
    // However the router would read the path: an escaped letter spells the same route.
    expect(redactUrl('/api/%73ignoff/AbC_12-x/')).toBe(`/api/%73ignoff/${REDACTED}/`);
    expect(redactUrl('/api/SIGNOFF/AbC/?token=x')).toBe(
      `/api/SIGNOFF/${REDACTED}/?token=${REDACTED}`,
    );
    expect(redactUrl('/api/%ZZ/signoff')).toBe('/api/%ZZ/signoff');
    expect(redactUrl('/api/health/')).toBe('/api/health/');
  });
});
