import { ERROR_CODES, MESSAGES, type TTokenPair } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TAuthSessionRow, TSessionDevice } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { lockSignedInUser } from '../accounts/live-user';
import { findUserById } from '../accounts/users.repository';
import { signAccessToken } from './access-token';
import {
  createSession,
  liveSessions,
  revokeSession,
  revokeUserSessions,
  rotateRefreshToken,
  sessionOfRefreshToken,
  type TRefreshEvidence,
} from './sessions.repository';

/** Who signs in, from which device and address, and the key their access tokens are signed with. */
export interface TSignInRequest {
  appSecret: string;
  device: TSessionDevice;
  ip: string;
  /** The trusted-device cookie this browser sent (trusted-device.ts), if any. */
  trustedDevice?: string | null;
}

/** Starts a session for this device: an access JWT and its first refresh token. */
export async function startSession(
  db: TDb,
  userId: number,
  signIn: TSignInRequest,
  now: Date,
): Promise<TTokenPair> {
  const { sessionId, refresh } = await createSession(db, {
    userId,
    device: signIn.device,
    ip: signIn.ip,
    now,
  });
  const access = await signAccessToken(signIn.appSecret, { userId, sessionId }, now);
  return { access, refresh };
}

export type TRefreshOutcome =
  /** `retried`: a lost answer's token was answered again (refresh-grace.ts). */
  | { ok: true; tokens: TTokenPair; retried: boolean }
  /** `replayed`: a spent token came back, so its whole session was revoked. */
  | { ok: false; error: AppError; replayed: boolean };

/**
 * Spends a refresh token for a new pair of its session. An inactive user's session ends instead.
 * The route clears the refresh cookie whenever the outcome is not ok.
 */
export async function refreshSession(
  db: TDb,
  refresh: string | null,
  evidence: TRefreshEvidence,
  now: Date,
): Promise<TRefreshOutcome> {
  const rotation = refresh ? await rotateRefreshToken(db, refresh, now, evidence) : null;
  if (!rotation?.ok) {
    return {
      ok: false,
      error: new AppError(ERROR_CODES.UNAUTHENTICATED, MESSAGES.account.sessionExpired),
      replayed: rotation?.reason === 'replayed',
    };
  }
  const user = await findUserById(db, rotation.userId);
  if (!user?.isActive) {
    await revokeSession(db, rotation.sessionId, now);
    return {
      ok: false,
      error: new AppError(ERROR_CODES.ACCOUNT_INACTIVE, MESSAGES.login.accountInactive),
      replayed: false,
    };
  }
  const access = await signAccessToken(
    evidence.appSecret,
    { userId: user.id, sessionId: rotation.sessionId },
    now,
  );
  return { ok: true, tokens: { access, refresh: rotation.refresh }, retried: rotation.retried };
}

/** Ends the session of a refresh token, if it names one. */
export async function endSession(db: TDb, refresh: string | null, now: Date): Promise<void> {
  const sessionId = refresh ? await sessionOfRefreshToken(db, refresh) : null;
  if (sessionId) await revokeSession(db, sessionId, now);
}

/** The user's live sessions, most recently used first. */
export function activeSessions(db: TDb, userId: number, now: Date): Promise<TAuthSessionRow[]> {
  return liveSessions(db, userId, now);
}

/**
 * Ends every other live session of the user; answers how many ended. 401 when the account was
 * erased meanwhile: no audit row keeps the address of the erased person.
 */
export async function logoutOtherDevices(
  db: TDb,
  userId: number,
  keepSessionId: string,
  ip: string,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockSignedInUser(tx, userId);
    const revoked = await revokeUserSessions(tx, userId, now, keepSessionId);
    await audit(tx, { actorId: userId, action: 'logout_other_devices', ip, details: { revoked } });
    return revoked;
  });
}
