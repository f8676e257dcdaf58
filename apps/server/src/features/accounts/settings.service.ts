import {
  ERROR_CODES,
  LIMITS,
  MESSAGES,
  staffPasswordProblems,
  type TChangePasswordInput,
  type TSettingsUpdateInput,
  type TTokenPair,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { TThrottle } from '../../lib/throttle';
import { hashPassword, verifyPassword } from '../auth/password';
import { revokeUserSessions } from '../auth/sessions.repository';
import { startSession, type TSignInRequest } from '../auth/sessions.service';
import { lockSignedInUser, sessionEnded } from './live-user';
import { findUserById, setNames, setPassword } from './users.repository';

const WRONG_PASSWORD_RULE = { max: LIMITS.LOGIN_MAX_TRIES, windowMs: LIMITS.LOGIN_WINDOW_MS };

/** A 400 on `field` when a staff account's new password breaks the staff rule. */
export function refuseWeakStaffPassword(password: string, field: string): void {
  const problems = staffPasswordProblems(password);
  if (problems.length > 0) {
    throw new AppError(ERROR_CODES.VALIDATION_ERROR, problems[0]!, { [field]: problems });
  }
}

/** Changes the account's names; answers the updated user (401 when the account was erased). */
export async function renameAccount(
  db: TDb,
  user: TUserRow,
  input: TSettingsUpdateInput,
): Promise<TUserRow> {
  const { first_name, last_name } = input.account;
  const updated = await setNames(db, user.id, { firstName: first_name, lastName: last_name });
  if (!updated) throw sessionEnded();
  return updated;
}

/**
 * Changes the password after checking the current one (wrong tries are limited like logins).
 * Every session of the user ends; this device gets a new one, whose tokens are answered.
 */
export async function changePassword(
  db: TDb,
  throttle: TThrottle,
  userId: number,
  input: TChangePasswordInput,
  signIn: TSignInRequest,
  now: Date,
): Promise<TTokenPair> {
  const bucket = `change-password:${userId}`;
  if (!(await throttle.take(bucket, WRONG_PASSWORD_RULE, now))) {
    throw new AppError(ERROR_CODES.RATE_LIMITED, MESSAGES.generic.rateLimited);
  }
  const current = await findUserById(db, userId);
  if (!current || !(await verifyPassword(input.current_password, current.passwordHash))) {
    throw new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.changePassword.wrongCurrent, {
      current_password: [MESSAGES.changePassword.wrongCurrent],
    });
  }
  await throttle.giveBack(bucket);
  // A staff account keeps the staff rule create-staff applies (a student's: ZChangePasswordInput).
  if (current.isStaff) refuseWeakStaffPassword(input.new_password, 'new_password');
  const passwordHash = await hashPassword(input.new_password);
  return db.transaction(async (tx) => {
    await lockSignedInUser(tx, userId);
    await setPassword(tx, userId, passwordHash, now);
    await revokeUserSessions(tx, userId, now);
    await audit(tx, { actorId: userId, action: 'password_change', ip: signIn.ip });
    return startSession(tx, userId, signIn, now);
  });
}
