import { ERROR_CODES, LIMITS, MESSAGES, type TLoginInput, type TTokenPair } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { TThrottle } from '../../lib/throttle';
import { lockLiveUser } from '../accounts/live-user';
import { findUserByLogin, setLastLogin } from '../accounts/users.repository';
import { hashPassword, verifyPassword } from './password';
import { startSession, type TSignInRequest } from './sessions.service';
import { isTrustedDevice } from './trusted-device';

const LOGIN_RULE = { max: LIMITS.LOGIN_MAX_TRIES, windowMs: LIMITS.LOGIN_WINDOW_MS };
/**
 * Wrong passwords one address may send in the window, over all accounts: a campus or mobile network
 * puts many students behind one address, so one student's typos must not lock out the rest.
 */
const LOGIN_ADDRESS_RULE = {
  max: LIMITS.LOGIN_ADDRESS_MAX_TRIES,
  windowMs: LIMITS.LOGIN_WINDOW_MS,
};

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
 * Signs a user in with e-mail (or username) and password. Every try is counted, in one atomic step
 * each, against the client address and the account; a right password gives its tries back. Beyond
 * LOGIN_ADDRESS_MAX_TRIES in the window the address is refused, beyond LOGIN_MAX_TRIES the account
 * — except from a browser that signed in to it before (its trusted-device cookie), so strangers'
 * wrong passwords from many addresses cannot lock the owner out. The session, its audit row and
 * the last login are written under the live account's lock (lockLiveUser).
 */
export async function logIn(
  db: TDb,
  throttle: TThrottle,
  credentials: TLoginInput,
  signIn: TSignInRequest,
  now: Date,
): Promise<{ user: TUserRow; tokens: TTokenPair }> {
  const buckets = loginBuckets(signIn.ip, credentials.username);
  const rateLimited = new AppError(ERROR_CODES.RATE_LIMITED, MESSAGES.generic.rateLimited);
  if (!(await throttle.take(buckets.ip, LOGIN_ADDRESS_RULE, now))) throw rateLimited;
  const accountOpen = await throttle.take(buckets.account, LOGIN_RULE, now);
  const user = await findUserByLogin(db, credentials.username);
  if (!accountOpen && !(user && isTrustedDevice(signIn.appSecret, signIn.trustedDevice, user.id))) {
    throw rateLimited;
  }
  const passwordOk = await verifyPassword(
    credentials.password,
    user?.passwordHash ?? (await unknownUserHash()),
  );
  if (!user || !passwordOk) {
    await audit(db, { actorId: user?.id ?? null, action: 'login_failed', ip: signIn.ip });
    throw new AppError(ERROR_CODES.INVALID_CREDENTIALS, MESSAGES.login.invalidCredentials);
  }
  await throttle.giveBack(buckets.ip);
  if (!user.isActive) {
    throw new AppError(ERROR_CODES.ACCOUNT_INACTIVE, MESSAGES.login.accountInactive);
  }
  await throttle.clear(buckets.account);
  const tokens = await db.transaction(async (tx) => {
    // Erased while the password was checked: answered as the same login a moment later is.
    if (!(await lockLiveUser(tx, user.id))) {
      throw new AppError(ERROR_CODES.INVALID_CREDENTIALS, MESSAGES.login.invalidCredentials);
    }
    await setLastLogin(tx, user.id, now);
    await audit(tx, { actorId: user.id, action: 'login', ip: signIn.ip });
    return startSession(tx, user.id, signIn, now);
  });
  return { user, tokens };
}
