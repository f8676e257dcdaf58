import { ERROR_CODES, LIMITS, MESSAGES, type TResetPasswordInput } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { TThrottle } from '../../lib/throttle';
import { lockLiveUser } from '../accounts/live-user';
import { refuseWeakStaffPassword } from '../accounts/settings.service';
import { findUserById, findUserByLogin, setPassword } from '../accounts/users.repository';
import type { TMailOutbox } from '../mail/outbox';
import { passwordResetMail } from '../mail/templates';
import { consumeLinkToken, issueCode } from './one-time-codes.repository';
import { hashPassword } from './password';
import { revokeUserSessions } from './sessions.repository';

const HOUR_MS = 3_600_000;
const RESET_MAILS_PER_HOUR = { max: 5, windowMs: HOUR_MS };

/** A reset link's parts: the user id and a single-use token valid for an hour. */
export async function issuePasswordResetLink(db: TDb, userId: number, now: Date) {
  const token = await issueCode(db, {
    userId,
    purpose: 'password_reset_link',
    now,
    ttlMs: LIMITS.RESET_TOKEN_TTL_MS,
    kind: 'token',
  });
  return { uid: String(userId), token };
}

/**
 * E-mails a reset link (built on `publicUrl`) to an active account of this address. A mailbox is
 * not flooded: beyond 5 links an hour the request is answered but not mailed. An account erased
 * meanwhile gets nothing, as an unknown address does.
 */
export async function requestPasswordReset(
  db: TDb,
  throttle: TThrottle,
  mail: TMailOutbox,
  email: string,
  publicUrl: string,
  now: Date,
): Promise<void> {
  const bucket = `reset:${email.trim().toLowerCase()}`;
  if (!(await throttle.take(bucket, RESET_MAILS_PER_HOUR, now))) return;
  const user = await findUserByLogin(db, email);
  if (!user?.isActive) return;
  await db.transaction(async (tx) => {
    if (!(await lockLiveUser(tx, user.id))) return;
    const { uid, token } = await issuePasswordResetLink(tx, user.id, now);
    const link = `${publicUrl}/reset-password?uid=${encodeURIComponent(uid)}&token=${encodeURIComponent(token)}`;
    await mail.enqueue(
      tx,
      passwordResetMail(user.email, user.firstName, link, user.language),
      user.id,
    );
  });
}

/**
 * Sets a new password with a reset link's uid and token; every session of the user ends. A link
 * issued before the last password change no longer works, and wrong tokens are not counted against
 * the owner's link (consumeLinkToken).
 */
export async function confirmPasswordReset(
  db: TDb,
  input: TResetPasswordInput,
  ip: string,
  now: Date,
): Promise<void> {
  const { uid, token, password } = input;
  const invalid = new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.resetPassword.invalidLink);
  const userId = /^\d{1,9}$/.test(uid) ? Number(uid) : null;
  const user = userId === null ? undefined : await findUserById(db, userId);
  if (!user?.isActive) throw invalid;
  const check = await db.transaction(async (tx) => {
    const spent = await consumeLinkToken(tx, {
      userId: user.id,
      token,
      now,
      validAfter: user.passwordChangedAt,
    });
    // A staff account keeps the staff rule create-staff applies. Checked only for a live link, so
    // a stranger cannot tell staff ids from others; the throw rolls the spending back, so the
    // owner can choose a stronger password with the same link.
    if (spent.ok && user.isStaff) refuseWeakStaffPassword(password, 'password');
    return spent;
  });
  if (!check.ok) throw invalid;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    if (!(await lockLiveUser(tx, user.id))) throw invalid;
    await setPassword(tx, user.id, passwordHash, now);
    await revokeUserSessions(tx, user.id, now);
    await audit(tx, { actorId: user.id, action: 'password_reset', ip });
  });
}
