import {
  ERROR_CODES,
  LIMITS,
  MESSAGES,
  ZChangePasswordInput,
  ZSettings,
  ZSettingsUpdateInput,
  ZTokenPair,
} from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type TUserRow, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { isThrottled, recordHit } from '../../lib/throttle';
import { authOf } from '../../plugins/auth';
import { hashPassword, verifyPassword } from '../auth/password';
import { revokeUserSessions } from '../auth/sessions.repository';
import { signIn } from '../auth/sign-in';
import { findUserById, setPassword } from './users.repository';

const security = [{ bearerAuth: [] }];
const WRONG_PASSWORD_RULE = { max: LIMITS.LOGIN_MAX_TRIES, windowMs: LIMITS.LOGIN_WINDOW_MS };

function settingsOf(user: TUserRow) {
  return {
    account: {
      username: user.username,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
    },
  };
}

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/settings/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags: ['settings'],
        summary: 'Account settings',
        security,
        response: { 200: ZSettings },
      },
    },
    async (request) => settingsOf(authOf(request).user),
  );

  app.put(
    '/api/user/settings/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags: ['settings'],
        summary: 'Change the account names (e-mail and username are fixed)',
        security,
        body: ZSettingsUpdateInput,
        response: { 200: ZSettings },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const { first_name, last_name } = request.body.account;
      const [updated] = await app.db
        .update(users)
        .set({ firstName: first_name, lastName: last_name })
        .where(eq(users.id, user.id))
        .returning();
      return settingsOf(updated ?? user);
    },
  );

  app.post(
    '/api/user/change-password/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags: ['settings'],
        summary:
          'Change the password; every other device is signed out and this one gets new tokens',
        security,
        body: ZChangePasswordInput,
        response: { 200: ZTokenPair.extend({ detail: z.string() }) },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const now = app.now();
      const bucket = `change-password:${user.id}`;
      if (await isThrottled(app.db, bucket, WRONG_PASSWORD_RULE, now)) {
        throw new AppError(ERROR_CODES.RATE_LIMITED, MESSAGES.generic.rateLimited);
      }
      const current = await findUserById(app.db, user.id);
      if (
        !current ||
        !(await verifyPassword(request.body.current_password, current.passwordHash))
      ) {
        await recordHit(app.db, bucket, now, LIMITS.LOGIN_WINDOW_MS);
        throw new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.changePassword.wrongCurrent, {
          current_password: [MESSAGES.changePassword.wrongCurrent],
        });
      }
      const passwordHash = await hashPassword(request.body.new_password);
      const tokens = await app.db.transaction(async (tx) => {
        await setPassword(tx, user.id, passwordHash, now);
        await revokeUserSessions(tx, user.id, now);
        await audit(tx, { actorId: user.id, action: 'password_change', ip: request.ip });
        return signIn(app, request, reply, user.id, tx);
      });
      return { ...tokens, detail: MESSAGES.changePassword.success };
    },
  );
};

export default settingsRoutes;
