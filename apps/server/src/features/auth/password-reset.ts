import {
  ERROR_CODES,
  LIMITS,
  MESSAGES,
  ZDetailAnswer,
  ZForgotPasswordInput,
  ZResetPasswordInput,
} from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { isThrottled, recordHit } from '../../lib/throttle';
import { findUserById, findUserByLogin, setPassword } from '../accounts/users.repository';
import { passwordResetMail } from '../mail/templates';
import { consumeCode, issueCode } from './one-time-codes';
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

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/password-reset/',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a reset link; the same answer whether or not the e-mail has an account',
        // frontend_url is accepted and ignored: links are built from PUBLIC_URL only (DESIGN §2).
        body: ZForgotPasswordInput.extend({ frontend_url: z.string().optional() }),
        response: { 200: ZDetailAnswer },
      },
    },
    async (request) => {
      const now = app.now();
      const { email } = request.body;
      const bucket = `reset:${email}`;
      const user = await findUserByLogin(app.db, email);
      // A mailbox is not flooded: beyond 5 links an hour the request is answered but not mailed.
      if (user?.isActive && !(await isThrottled(app.db, bucket, RESET_MAILS_PER_HOUR, now))) {
        await recordHit(app.db, bucket, now, HOUR_MS);
        await app.db.transaction(async (tx) => {
          const { uid, token } = await issuePasswordResetLink(tx, user.id, now);
          const link = `${app.config.publicUrl}/reset-password?uid=${encodeURIComponent(uid)}&token=${encodeURIComponent(token)}`;
          await app.mail.enqueue(tx, passwordResetMail(user.email, user.firstName, link));
        });
      }
      return { detail: MESSAGES.forgotPassword.sent };
    },
  );

  app.post(
    '/api/auth/password-reset-confirm/',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the uid and token of a reset link (form-encoded or JSON)',
        body: ZResetPasswordInput,
        response: { 200: ZDetailAnswer },
      },
    },
    async (request) => {
      const { uid, token, password } = request.body;
      const invalid = new AppError(
        ERROR_CODES.VALIDATION_ERROR,
        MESSAGES.resetPassword.invalidLink,
      );
      const userId = /^\d{1,9}$/.test(uid) ? Number(uid) : null;
      const user = userId === null ? undefined : await findUserById(app.db, userId);
      if (!user?.isActive) throw invalid;
      const now = app.now();
      const check = await consumeCode(app.db, {
        userId: user.id,
        purpose: 'password_reset_link',
        code: token,
        now,
        validAfter: user.passwordChangedAt,
      });
      if (!check.ok) throw invalid;
      const passwordHash = await hashPassword(password);
      await app.db.transaction(async (tx) => {
        await setPassword(tx, user.id, passwordHash, now);
        await revokeUserSessions(tx, user.id, now);
        await audit(tx, { actorId: user.id, action: 'password_reset', ip: request.ip });
      });
      return { detail: MESSAGES.resetPassword.success };
    },
  );
};
