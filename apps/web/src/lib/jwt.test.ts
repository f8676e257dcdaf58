import { LIMITS } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { isAccessTokenExpired, jwtExpiryMs } from './jwt';

function tokenWith(claims: object): string {
  const encode = (value: object) =>
    Buffer.from(JSON.stringify(value)).toString('base64url').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

describe('jwtExpiryMs', () => {
  it('reads exp in milliseconds', () => {
    expect(jwtExpiryMs(tokenWith({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
  });

  it('decodes base64url payloads that contain - and _', () => {
    // '?>' and '~~' encode to characters outside plain base64 in the payload.
    const token = tokenWith({ exp: 1_700_000_000, note: '?>?>~~~' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(jwtExpiryMs(token)).toBe(1_700_000_000_000);
  });

  it('returns null for tokens without a readable exp', () => {
    expect(jwtExpiryMs('opaque-token')).toBeNull();
    expect(jwtExpiryMs('a.!!!.c')).toBeNull();
    expect(jwtExpiryMs(tokenWith({ sub: '1' }))).toBeNull();
    expect(jwtExpiryMs(tokenWith({ exp: 'soon' }))).toBeNull();
  });
});

describe('isAccessTokenExpired', () => {
  const expSeconds = 2_000_000;
  const token = tokenWith({ exp: expSeconds });
  const expMs = expSeconds * 1000;

  it('is fresh until one minute before exp', () => {
    expect(LIMITS.TOKEN_EXPIRY_SKEW_MS).toBe(60_000);
    expect(isAccessTokenExpired(token, expMs - 60_001)).toBe(false);
  });

  it('counts as expired from one minute before exp', () => {
    expect(isAccessTokenExpired(token, expMs - 60_000)).toBe(true);
    expect(isAccessTokenExpired(token, expMs - 1)).toBe(true);
    expect(isAccessTokenExpired(token, expMs + 1)).toBe(true);
  });

  it('leaves unreadable tokens to the server', () => {
    expect(isAccessTokenExpired('opaque', Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});
