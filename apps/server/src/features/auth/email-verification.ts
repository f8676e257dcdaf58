import {
  ERROR_CODES,
  LIMITS,
  MESSAGES,
  ZDetailAnswer,
  ZSendEmailOtpInput,
  ZVerifyEmailOtpInput,
} from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import { type TUserRow, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isThrottled, recordHit } from '../../lib/throttle';
import { findUserByLogin } from '../accounts/users.repository';
import { verificationCodeMail } from '../mail/templates';
import { consumeCode, issueCode, type TCodePurpose } from './one-time-codes';
import { issuePasswordResetLink } from './password-reset';

const HOUR_MS = 3_600_000;
const RESEND_RULES = {
  perMinute: { max: 1, windowMs: LIMITS.OTP_RESEND_INTERVAL_MS },
  perHour: { max: LIMITS.OTP_RESEND_PER_HOUR, windowMs: HOUR_MS },
};

/** Issues a registration code and queues its e-mail (inside the caller's transaction). */
export async function sendVerificationCode(app: FastifyInstance, db: TDb, user: TUserRow) {
  const code = await issueCode(db, {
    userId: user.id,
    purpose: 'register',
    now: app.now(),
    ttlMs: LIMITS.OTP_TTL_MS,
    kind: 'digits',
  });
  await app.mail.enqueue(db, verificationCodeMail(user.email, user.firstName, code));
}

/**
 * Resends are limited per address (1 a minute, 5 an hour) whether or not the address has an
 * account, so the answer never tells which e-mails are registered.
 */
async function throttleResend(app: FastifyInstance, email: string, purpose: TCodePurpose) {
  const bucket = `otp:${purpose}:${email}`;
  const now = app.now();
  if (await isThrottled(app.db, bucket, RESEND_RULES.perMinute, now)) {
    throw new AppError(ERROR_CODES.RATE_LIMITED, MESSAGES.account.resendTooSoon);
  }
  if (await isThrottled(app.db, bucket, RESEND_RULES.perHour, now)) {
    throw new AppError(ERROR_CODES.RATE_LIMITED, MESSAGES.account.tooManyCodes);
  }
  await recordHit(app.db, bucket, now, HOUR_MS);
}

async function sendCode(
  app: FastifyInstance,
  email: string,
  purpose: 'register' | 'password_reset',
) {
  await throttleResend(app, email, purpose);
  const user = await findUserByLogin(app.db, email);
  if (!user?.isActive) return;
  if (purpose === 'register') {
    if (!user.emailVerified) {
      await app.db.transaction((tx) => sendVerificationCode(app, tx, user));
    }
    return;
  }
  const code = await issueCode(app.db, {
    userId: user.id,
    purpose,
    now: app.now(),
    ttlMs: LIMITS.OTP_TTL_MS,
    kind: 'digits',
  });
  await app.mail.enqueue(app.db, verificationCodeMail(user.email, user.firstName, code));
}

const ZVerifyAnswer = z.object({
  email_verified: z.boolean(),
  detail: z.string(),
  /** Only for purpose password_reset: a reset link's uid and token, for password-reset-confirm. */
  uid: z.string().optional(),
  token: z.string().optional(),
});

// Guessing is bounded by the code's 5 wrong tries and 5 codes an hour; the per-IP limit below
// stops one client from spraying many addresses.
const OTP_ROUTE_LIMIT = { rateLimit: { max: 30, timeWindow: 60_000 } };

export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/send-email-otp/',
    {
      config: OTP_ROUTE_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a new 6-digit code (purpose register or password_reset)',
        body: ZSendEmailOtpInput,
        response: { 200: ZDetailAnswer },
      },
    },
    async (request) => {
      await sendCode(app, request.body.email, request.body.purpose);
      return { detail: MESSAGES.account.codeSent };
    },
  );

  app.post(
    '/api/auth/resend-verification/',
    {
      config: OTP_ROUTE_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a new registration code',
        body: ZSendEmailOtpInput.pick({ email: true }),
        response: { 200: ZDetailAnswer },
      },
    },
    async (request) => {
      await sendCode(app, request.body.email, 'register');
      return { detail: MESSAGES.activation.resendSuccess };
    },
  );

  app.post(
    '/api/auth/verify-email-otp/',
    {
      config: OTP_ROUTE_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Check a code: verifies the e-mail (register) or opens a password reset',
        body: ZVerifyEmailOtpInput,
        response: { 200: ZVerifyAnswer },
      },
    },
    async (request) => {
      const { email, code, purpose } = request.body;
      const invalid = new AppError(ERROR_CODES.INVALID_OTP, MESSAGES.activation.invalidCode);
      const user = await findUserByLogin(app.db, email);
      if (!user?.isActive) throw invalid;
      if (purpose === 'register' && user.emailVerified) {
        return { email_verified: true, detail: MESSAGES.account.alreadyVerified };
      }
      const now = app.now();
      const check = await consumeCode(app.db, { userId: user.id, purpose, code, now });
      if (!check.ok) throw invalid;
      if (purpose === 'register') {
        await app.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
        return { email_verified: true, detail: MESSAGES.activation.success };
      }
      const link = await issuePasswordResetLink(app.db, user.id, now);
      return { email_verified: user.emailVerified, detail: MESSAGES.activation.success, ...link };
    },
  );
};
