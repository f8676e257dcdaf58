import { createHmac, timingSafeEqual, webcrypto } from 'node:crypto';
import { LIMITS } from '@ptlog/shared';
import { SignJWT } from 'jose';

export interface TAccessClaims {
  userId: number;
  sessionId: string;
}

const ALGORITHM = 'HS256';
const AUDIENCE = 'ptlog-api';

// Signing is rare (sign-in, refresh) and goes through jose with a key imported once per secret.
const signingKeys = new Map<string, Promise<webcrypto.CryptoKey>>();

function signingKeyOf(secret: string): Promise<webcrypto.CryptoKey> {
  let key = signingKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    signingKeys.set(secret, key);
  }
  return key;
}

/** A short-lived access JWT (15 minutes, DESIGN §2) naming the user and the signed-in session. */
export async function signAccessToken(
  secret: string,
  claims: TAccessClaims,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LIMITS.ACCESS_TOKEN_TTL_S)
    .sign(await signingKeyOf(secret));
}

export type TVerifiedAccess = { ok: true; claims: TAccessClaims } | { ok: false; expired: boolean };

const REJECTED = { ok: false, expired: false } as const;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function jsonObjectOf(base64url: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(base64url, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function hasAudience(aud: unknown): boolean {
  return aud === AUDIENCE || (Array.isArray(aud) && aud.includes(AUDIENCE));
}

// Tokens that passed the checks below, so a signed-in client's next requests skip the HMAC and
// the JSON parsing. Only the expiry changes with time, and it is checked on every hit. Bounded:
// emptied when full (a token is re-verified at worst).
const VERIFIED_CAPACITY = 10_000;
const verifiedTokens = new Map<string, { secret: string; exp: number; claims: TAccessClaims }>();

/**
 * Checks an access token on every signed-in request, synchronously with node:crypto: WebCrypto's
 * async HMAC cost ~78 µs a request in job scheduling, this ~5 µs. It accepts exactly what jose's
 * `jwtVerify` would for our tokens: header `alg` HS256 and nothing critical, a valid signature,
 * our audience, an `exp` in the future and no `nbf` in the future.
 */
export function verifyAccessToken(secret: string, token: string, now: Date): TVerifiedAccess {
  const nowS = Math.floor(now.getTime() / 1000);
  const known = verifiedTokens.get(token);
  if (known && known.secret === secret) {
    return known.exp <= nowS ? { ok: false, expired: true } : { ok: true, claims: known.claims };
  }
  const verified = verifySignedToken(secret, token, nowS);
  if (verified.ok) {
    if (verifiedTokens.size >= VERIFIED_CAPACITY) verifiedTokens.clear();
    verifiedTokens.set(token, { secret, exp: verified.exp, claims: verified.claims });
    return { ok: true, claims: verified.claims };
  }
  return verified;
}

/**
 * The account a genuinely signed access token of ours names, expired or not: the sign-off page's
 * check, where a browser holding the student's token, however old, is the student's own browser.
 * It admits no one (requireAuth uses verifyAccessToken).
 */
export function accountOfSignedToken(secret: string, token: string, now: Date): number | null {
  const verified = verifySignedToken(secret, token, Math.floor(now.getTime() / 1000), true);
  return verified.ok ? verified.claims.userId : null;
}

function verifySignedToken(
  secret: string,
  token: string,
  nowS: number,
  acceptExpired = false,
): { ok: true; claims: TAccessClaims; exp: number } | { ok: false; expired: boolean } {
  const parts = token.split('.');
  if (parts.length !== 3) return REJECTED;
  const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];
  if (![encodedHeader, encodedPayload, encodedSignature].every((part) => BASE64URL.test(part))) {
    return REJECTED;
  }
  const header = jsonObjectOf(encodedHeader);
  if (!header || header.alg !== ALGORITHM || header.crit !== undefined || header.b64 === false) {
    return REJECTED;
  }
  const expected = createHmac('sha256', secret)
    .update(`${encodedHeader}.${encodedPayload}`)
    .digest();
  const signature = Buffer.from(encodedSignature, 'base64url');
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
    return REJECTED;
  }
  const payload = jsonObjectOf(encodedPayload);
  if (!payload || !hasAudience(payload.aud)) return REJECTED;
  const { exp, iat, nbf, sub, sid } = payload;
  if (typeof exp !== 'number') return REJECTED;
  if (iat !== undefined && typeof iat !== 'number') return REJECTED;
  if (exp <= nowS && !acceptExpired) return { ok: false, expired: true };
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowS)) return REJECTED;
  const userId = Number(sub);
  if (typeof sub !== 'string' || !Number.isInteger(userId) || typeof sid !== 'string') {
    return REJECTED;
  }
  return { ok: true, claims: { userId, sessionId: sid }, exp };
}
