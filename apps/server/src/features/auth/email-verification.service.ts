import {
  ERROR_CODES,
  LIMITS,
  MESSAGES,
  type TVerifyEmailAnswer,
  type TVerifyEmailOtpInput,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TThrottle } from '../../lib/throttle';
import { lockLiveUser } from '../accounts/live-user';
import { findUserByLogin, setEmailVerified } from '../accounts/users.repository';
import type { TMailOutbox } from '../mail/outbox';
import { passwordResetCodeMail, verificationCodeMail } from '../mail/templates';
import {
  consumeCode,
  isNewestSpentCode,
  issueCode,
  type TCodePurpose,
} from './one-time-codes.repository';
import { issuePasswordResetLink } from './password-reset.service';

const HOUR_MS = 3_600_000;
const RESEND_RULES = {
  perMinute: { max: 1, windowMs: LIMITS.OTP_RESEND_INTERVAL_MS },
  perHour: { max: LIMITS.OTP_RESEND_PER_HOUR, windowMs: HOUR_MS },
};
/**
 * Wrong password-reset codes an address may try a day, across all its codes: each code dies after
 * 5 wrong tries, but 5 new codes an hour would still let ~600 guesses a day at one account through.
 * Only reset codes: a stranger can use up the budget, and a reset still has the e-mailed link, but
 * a registration code is a new student's only way in (a guessed one verifies an address, it takes
 * over no account).
 */
export const WRONG_CODES_PER_DAY = { max: 20, windowMs: 24 * HOUR_MS };

/** Issues a registration code and queues its e-mail (inside the caller's transaction). */
export async function sendVerificationCode(
  db: TDb,
  mail: TMailOutbox,
  user: TUserRow,
  now: Date,
): Promise<void> {
  const code = await issueCode(db, {
    userId: user.id,
    purpose: 'register',
    now,
    ttlMs: LIMITS.OTP_TTL_MS,
    kind: 'digits',
  });
  await mail.enqueue(
    db,
    verificationCodeMail(user.email, user.firstName, code, user.language),
    user.id,
  );
}

/**
 * Resends are limited per address (1 a minute, 5 an hour) whether or not the address has an
 * account, so the answer never tells which e-mails are registered.
 */
async function throttleResend(
  throttle: TThrottle,
  email: string,
  purpose: TCodePurpose,
  now: Date,
) {
  const bucket = `otp:${purpose}:${email.trim().toLowerCase()}`;
  if (!(await throttle.take(`${bucket}:minute`, RESEND_RULES.perMinute, now))) {
    throw new AppError(ERROR_CODES.RATE_LIMITED, MESSAGES.account.resendTooSoon);
  }
  if (!(await throttle.take(`${bucket}:hour`, RESEND_RULES.perHour, now))) {
    throw new AppError(ERROR_CODES.RATE_LIMITED, MESSAGES.account.tooManyCodes);
  }
}

/**
 * E-mails a new 6-digit code to an active account of this address (a registration code only
 * while the e-mail is unverified). Unknown addresses get the same answer and nothing is sent, as
 * does an account erased meanwhile ("Wrong Email?", staff): the code and the mail are written
 * under the live account's lock (lockLiveUser).
 */
export async function sendEmailCode(
  db: TDb,
  throttle: TThrottle,
  mail: TMailOutbox,
  email: string,
  purpose: 'register' | 'password_reset',
  now: Date,
): Promise<void> {
  await throttleResend(throttle, email, purpose, now);
  const user = await findUserByLogin(db, email);
  if (!user?.isActive) return;
  if (purpose === 'register' && user.emailVerified) return;
  await db.transaction(async (tx) => {
    if (!(await lockLiveUser(tx, user.id))) return;
    if (purpose === 'register') {
      await sendVerificationCode(tx, mail, user, now);
      return;
    }
    const code = await issueCode(tx, {
      userId: user.id,
      purpose,
      now,
      ttlMs: LIMITS.OTP_TTL_MS,
      kind: 'digits',
    });
    await mail.enqueue(
      tx,
      passwordResetCodeMail(user.email, user.firstName, code, user.language),
      user.id,
    );
  });
}

/**
 * Checks an e-mailed code: for purpose register it verifies the e-mail; for password_reset it
 * answers a reset link's uid and token. Any failure is the same INVALID_OTP. Every reset-code try
 * counts against the address's daily budget first (one atomic take, whether or not the address
 * has an account, so the 429 tells nothing either); a right code gives its try back.
 */
export async function verifyEmailCode(
  db: TDb,
  throttle: TThrottle,
  input: TVerifyEmailOtpInput,
  now: Date,
): Promise<TVerifyEmailAnswer> {
  if (input.purpose !== 'password_reset') return checkEmailCode(db, input, now);
  const bucket = `otp-guesses:${input.purpose}:${input.email.trim().toLowerCase()}`;
  if (!(await throttle.take(bucket, WRONG_CODES_PER_DAY, now))) {
    throw new AppError(ERROR_CODES.RATE_LIMITED, MESSAGES.generic.rateLimited);
  }
  const answer = await checkEmailCode(db, input, now);
  await throttle.giveBack(bucket);
  return answer;
}

async function checkEmailCode(
  db: TDb,
  input: TVerifyEmailOtpInput,
  now: Date,
): Promise<TVerifyEmailAnswer> {
  const { email, code, purpose } = input;
  const invalid = new AppError(ERROR_CODES.INVALID_OTP, MESSAGES.activation.invalidCode);
  const user = await findUserByLogin(db, email);
  if (!user?.isActive) throw invalid;
  // A verified address answers like an unknown one unless the code is its own (used) code, so
  // the answer never tells which addresses are registered.
  if (purpose === 'register' && user.emailVerified) {
    if (!(await isNewestSpentCode(db, { userId: user.id, purpose, code, now }))) throw invalid;
    return { email_verified: true, detail: MESSAGES.account.alreadyVerified };
  }
  // A reset code e-mailed before the last password change no longer opens a reset.
  const validAfter = purpose === 'password_reset' ? user.passwordChangedAt : undefined;
  const check = await consumeCode(db, { userId: user.id, purpose, code, now, validAfter });
  if (!check.ok) throw invalid;
  if (purpose === 'register') {
    await setEmailVerified(db, user.id);
    return { email_verified: true, detail: MESSAGES.activation.success };
  }
  const link = await db.transaction(async (tx) => {
    // Erased since the code was spent: no new code for the tombstone.
    if (!(await lockLiveUser(tx, user.id))) throw invalid;
    return issuePasswordResetLink(tx, user.id, now);
  });
  return {
    email_verified: user.emailVerified,
    detail: MESSAGES.account.resetCodeAccepted,
    ...link,
  };
}
