import { createHmac } from 'node:crypto';
import { LIMITS } from '@ptlog/shared';
import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { accountOfSignedToken, signAccessToken, verifyAccessToken } from './access-token';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256-000000';
const NOW = new Date('2026-11-23T10:00:00Z');
const NOW_S = NOW.getTime() / 1000;

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed by hand, so every field can be wrong on purpose. */
function handMade(header: unknown, payload: unknown, secret = SECRET): string {
  const signingInput = `${encode(header)}.${encode(payload)}`;
  const signature = createHmac('sha256', secret).update(signingInput).digest('base64url');
  return `${signingInput}.${signature}`;
}

const goodPayload = { sid: 's-1', sub: '42', aud: 'ptlog-api', iat: NOW_S, exp: NOW_S + 900 };

async function joseAccepts(token: string): Promise<boolean> {
  try {
    await jwtVerify(token, new TextEncoder().encode(SECRET), {
      algorithms: ['HS256'],
      audience: 'ptlog-api',
      currentDate: NOW,
    });
    return true;
  } catch {
    return false;
  }
}

describe('access tokens', () => {
  it('verifies what it signs, naming the user and the session', async () => {
    const token = await signAccessToken(SECRET, { userId: 42, sessionId: 's-1' }, NOW);
    expect(verifyAccessToken(SECRET, token, NOW)).toEqual({
      ok: true,
      claims: { userId: 42, sessionId: 's-1' },
    });
  });

  it('says "expired" from the expiry second on, and not before', async () => {
    const token = await signAccessToken(SECRET, { userId: 42, sessionId: 's-1' }, NOW);
    const expiry = NOW.getTime() + LIMITS.ACCESS_TOKEN_TTL_S * 1000;
    expect(verifyAccessToken(SECRET, token, new Date(expiry - 1000)).ok).toBe(true);
    expect(verifyAccessToken(SECRET, token, new Date(expiry))).toEqual({
      ok: false,
      expired: true,
    });
  });

  it("names an expired token's account for the sign-off page's check, and a forged one's never", async () => {
    const token = await signAccessToken(SECRET, { userId: 42, sessionId: 's-1' }, NOW);
    const dayLater = new Date(NOW.getTime() + 86_400_000);
    expect(verifyAccessToken(SECRET, token, dayLater).ok).toBe(false);
    expect(accountOfSignedToken(SECRET, token, dayLater)).toBe(42);
    expect(accountOfSignedToken(`${SECRET}x`, token, dayLater)).toBeNull();
    expect(accountOfSignedToken(SECRET, `${token}x`, dayLater)).toBeNull();
  });

  const rejected: [string, string][] = [
    ['another secret', handMade({ alg: 'HS256' }, goodPayload, `${SECRET}x`)],
    ['alg none', `${encode({ alg: 'none' })}.${encode(goodPayload)}.`],
    ['alg HS512', handMade({ alg: 'HS512' }, goodPayload)],
    ['a critical header', handMade({ alg: 'HS256', crit: ['exp'] }, goodPayload)],
    ['another audience', handMade({ alg: 'HS256' }, { ...goodPayload, aud: 'other' })],
    ['a future nbf', handMade({ alg: 'HS256' }, { ...goodPayload, nbf: NOW_S + 60 })],
    ['a text iat', handMade({ alg: 'HS256' }, { ...goodPayload, iat: 'now' })],
    ['a payload that is not an object', handMade({ alg: 'HS256' }, [1, 2])],
    ['two parts', `${encode({ alg: 'HS256' })}.${encode(goodPayload)}`],
    ['garbage', 'not.a.token'],
  ];
  // Where we are stricter than jose's defaults: our tokens always carry these.
  const refusedByUsOnly: [string, string][] = [
    ['no expiry', handMade({ alg: 'HS256' }, { ...goodPayload, exp: undefined })],
    ['a non-numeric subject', handMade({ alg: 'HS256' }, { ...goodPayload, sub: 'root' })],
    ['no session', handMade({ alg: 'HS256' }, { ...goodPayload, sid: undefined })],
    ['padding in the signature', `${handMade({ alg: 'HS256' }, goodPayload)}=`],
  ];

  it.each(rejected)('refuses a token with %s, as jose does', async (_case, token) => {
    expect(verifyAccessToken(SECRET, token, NOW)).toEqual({ ok: false, expired: false });
    expect(accountOfSignedToken(SECRET, token, NOW)).toBeNull();
    expect(await joseAccepts(token)).toBe(false);
  });

  it.each(refusedByUsOnly)('refuses a token with %s', (_case, token) => {
    expect(verifyAccessToken(SECRET, token, NOW)).toEqual({ ok: false, expired: false });
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const token = await signAccessToken(SECRET, { userId: 42, sessionId: 's-1' }, NOW);
    const [head, , signature] = token.split('.');
    const forged = `${head}.${encode({ ...goodPayload, sub: '1' })}.${signature}`;
    expect(verifyAccessToken(SECRET, forged, NOW).ok).toBe(false);
  });

  it('accepts a hand-made token exactly when jose does', async () => {
    const token = handMade({ alg: 'HS256', typ: 'JWT' }, goodPayload);
    expect(verifyAccessToken(SECRET, token, NOW).ok).toBe(true);
    expect(await joseAccepts(token)).toBe(true);
  });
});
