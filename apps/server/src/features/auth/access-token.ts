import { LIMITS } from '@ptlog/shared';
import { jwtVerify, SignJWT } from 'jose';

export interface TAccessClaims {
  userId: number;
  sessionId: string;
}

const ALGORITHM = 'HS256';
const AUDIENCE = 'ptlog-api';

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** A short-lived access JWT (15 minutes, DESIGN §2) naming the user and the signed-in session. */
export function signAccessToken(secret: string, claims: TAccessClaims, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LIMITS.ACCESS_TOKEN_TTL_S)
    .sign(keyOf(secret));
}

export type TVerifiedAccess = { ok: true; claims: TAccessClaims } | { ok: false; expired: boolean };

export async function verifyAccessToken(
  secret: string,
  token: string,
  now: Date,
): Promise<TVerifiedAccess> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      currentDate: now,
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') {
      return { ok: false, expired: false };
    }
    return { ok: true, claims: { userId, sessionId: payload.sid } };
  } catch (error) {
    return { ok: false, expired: (error as { code?: string }).code === 'ERR_JWT_EXPIRED' };
  }
}
