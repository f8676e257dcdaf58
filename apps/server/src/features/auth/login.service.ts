import { ERROR_CODES, LIMITS, MESSAGES, type TLoginInput, type TTokenPair } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { clearHits, isThrottled, recordHit } from '../../lib/throttle';
import { findUserByLogin, setLastLogin } from '../accounts/users.repository';
import { hashPassword, verifyPassword } from './password';
import { startSession, type TSignInRequest } from './sessions.service';

const LOGIN_RULE = { max: LIMITS.LOGIN_MAX_TRIES, windowMs: LIMITS.LOGIN_WINDOW_MS };

export const loginBuckets = (ip: string, login: string) => ({
  ip: `login:ip:${ip}`,
  account: `login:account:${login.trim().toLowerCase()}`,
});

let unknownUser: Promise<string> | undefined;

/** Unknown users are checked against this hash, so both failures take the same time. */
export function unknownUserHash(): Promise<string> {
  unknownUser ??= hashPassword(`no-such-user-${Math.random()}`);
  return unknownUser;
}

/**
 * Signs a user in with e-mail (or username) and password. Failures count against both the address
 * and the account; beyond LOGIN_MAX_TRIES in the window every try is refused.
 */
export async function logIn(
  db: TDb,
  credentials: TLoginInput,
  signIn: TSignInRequest,
  now: Date,
): Promise<{ user: TUserRow; tokens: TTokenPair }> {
  const buckets = loginBuckets(signIn.ip, credentials.username);
  if (
    (await isThrottled(db, buckets.ip, LOGIN_RULE, now)) ||
    (await isThrottled(db, buckets.account, LOGIN_RULE, now))
  ) {
    throw new AppError(ERROR_CODES.RATE_LIMITED, MESSAGES.generic.rateLimited);
  }
  const user = await findUserByLogin(db, credentials.username);
  const passwordOk = await verifyPassword(
    credentials.password,
    user?.passwordHash ?? (await unknownUserHash()),
  );
  if (!user || !passwordOk) {
    await recordHit(db, buckets.ip, now, LIMITS.LOGIN_WINDOW_MS);
    await recordHit(db, buckets.account, now, LIMITS.LOGIN_WINDOW_MS);
    await audit(db, { actorId: user?.id ?? null, action: 'login_failed', ip: signIn.ip });
    throw new AppError(ERROR_CODES.INVALID_CREDENTIALS, MESSAGES.login.invalidCredentials);
  }
  if (!user.isActive) {
    throw new AppError(ERROR_CODES.ACCOUNT_INACTIVE, MESSAGES.login.accountInactive);
  }
  await clearHits(db, buckets.account);
  await setLastLogin(db, user.id, now);
  await audit(db, { actorId: user.id, action: 'login', ip: signIn.ip });
  const tokens = await startSession(db, user.id, signIn, now);
  return { user, tokens };
}
