import { describe, expect, it } from 'vitest';
import { isTokenExpired, tokenExpiry } from './jwt';

const tokenWithExp = (expSeconds: number) =>
  `h.${Buffer.from(JSON.stringify({ exp: expSeconds })).toString('base64url')}.s`;

describe('access token expiry', () => {
  const exp = 1_800_000_000;
  it('reads exp in milliseconds', () => {
    expect(tokenExpiry(tokenWithExp(exp))).toBe(exp * 1000);
  });
  it('counts a token as expired one minute early', () => {
    expect(isTokenExpired(tokenWithExp(exp), exp * 1000 - 61_000)).toBe(false);
    expect(isTokenExpired(tokenWithExp(exp), exp * 1000 - 60_000)).toBe(true);
  });
  it('treats a malformed token as expired', () => {
    expect(isTokenExpired('not-a-jwt')).toBe(true);
    expect(tokenExpiry('a.%%%.c')).toBeNull();
  });
});
