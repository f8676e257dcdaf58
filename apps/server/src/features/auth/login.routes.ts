import {
  ERROR_CODES,
  LIMITS,
  MESSAGES,
  ZActiveSessionList,
  ZDetailAnswer,
  ZLoginAnswer,
  ZLoginInput,
  ZTokenPair,
} from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { clearHits, isThrottled, recordHit } from '../../lib/throttle';
import { authOf } from '../../plugins/auth';
import { toUserAnswer } from '../accounts/accounts.presenter';
import { findUserByLogin } from '../accounts/users.repository';
import { signAccessToken } from './access-token';
import { deviceLabel } from './device';
import { hashPassword, verifyPassword } from './password';
import { clearRefreshCookie, readRefreshToken, setRefreshCookie } from './refresh-cookie';
import {
  liveSessions,
  revokeSession,
  revokeUserSessions,
  rotateRefreshToken,
  sessionOfRefreshToken,
} from './sessions.repository';
import { signIn } from './sign-in';

const LOGIN_RULE = { max: LIMITS.LOGIN_MAX_TRIES, windowMs: LIMITS.LOGIN_WINDOW_MS };
const ZRefreshBody = z.object({ refresh: z.string().optional() }).nullish();

export const loginBuckets = (ip: string, login: string) => ({
  ip: `login:ip:${ip}`,
  account: `login:account:${login.trim().toLowerCase()}`,
});

const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  // Unknown users are checked against this hash, so both failures take the same time.
  const unknownUserHash = await hashPassword(`no-such-user-${Math.random()}`);

  app.post(
    '/api/auth/login/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail (or username) and password',
        body: ZLoginInput,
        response: { 200: ZLoginAnswer },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const buckets = loginBuckets(request.ip, request.body.username);
      if (
        (await isThrottled(app.db, buckets.ip, LOGIN_RULE, now)) ||
        (await isThrottled(app.db, buckets.account, LOGIN_RULE, now))
      ) {
        throw new AppError(ERROR_CODES.RATE_LIMITED, MESSAGES.generic.rateLimited);
      }
      const user = await findUserByLogin(app.db, request.body.username);
      const passwordOk = await verifyPassword(
        request.body.password,
        user?.passwordHash ?? unknownUserHash,
      );
      if (!user || !passwordOk) {
        await recordHit(app.db, buckets.ip, now, LIMITS.LOGIN_WINDOW_MS);
        await recordHit(app.db, buckets.account, now, LIMITS.LOGIN_WINDOW_MS);
        await audit(app.db, {
          actorId: user?.id ?? null,
          action: 'login_failed',
          ip: request.ip,
        });
        throw new AppError(ERROR_CODES.INVALID_CREDENTIALS, MESSAGES.login.invalidCredentials);
      }
      if (!user.isActive) {
        throw new AppError(ERROR_CODES.ACCOUNT_INACTIVE, MESSAGES.login.accountInactive);
      }
      await clearHits(app.db, buckets.account);
      await app.db.update(users).set({ lastLogin: now }).where(eq(users.id, user.id));
      await audit(app.db, { actorId: user.id, action: 'login', ip: request.ip });
      const tokens = await signIn(app, request, reply, user.id);
      return { ...tokens, user: toUserAnswer(user) };
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token (cookie or body) for a new pair; the old one is spent',
        body: ZRefreshBody,
        response: { 200: ZTokenPair },
      },
    },
    async (request, reply) => {
      const refresh = readRefreshToken(request);
      const now = app.now();
      const rotation = refresh ? await rotateRefreshToken(app.db, refresh, now) : null;
      if (!rotation?.ok) {
        if (rotation?.reason === 'replayed') {
          request.log.warn('Refresh token replayed: its session was revoked');
        }
        clearRefreshCookie(reply, app.config);
        throw new AppError(ERROR_CODES.UNAUTHENTICATED, MESSAGES.account.sessionExpired);
      }
      const [user] = await app.db.select().from(users).where(eq(users.id, rotation.userId));
      if (!user?.isActive) {
        await revokeSession(app.db, rotation.sessionId, now);
        clearRefreshCookie(reply, app.config);
        throw new AppError(ERROR_CODES.ACCOUNT_INACTIVE, MESSAGES.login.accountInactive);
      }
      const access = await signAccessToken(
        app.config.appSecret,
        { userId: user.id, sessionId: rotation.sessionId },
        now,
      );
      setRefreshCookie(reply, app.config, rotation.refresh);
      return { access, refresh: rotation.refresh };
    },
  );

  app.post(
    '/api/auth/logout/',
    {
      schema: {
        tags: ['auth'],
        summary: 'End this session (revokes its refresh token); always succeeds',
        body: ZRefreshBody,
        response: { 200: ZDetailAnswer },
      },
    },
    async (request, reply) => {
      const refresh = readRefreshToken(request);
      const sessionId = refresh ? await sessionOfRefreshToken(app.db, refresh) : null;
      if (sessionId) await revokeSession(app.db, sessionId, app.now());
      clearRefreshCookie(reply, app.config);
      return { detail: MESSAGES.account.loggedOut };
    },
  );

  app.get(
    '/api/auth/sessions/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags: ['auth'],
        summary: 'The devices signed in to this account',
        security: [{ bearerAuth: [] }],
        response: { 200: ZActiveSessionList },
      },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      const rows = await liveSessions(app.db, user.id, app.now());
      return {
        results: rows.map((row) => ({
          id: row.id,
          device: deviceLabel(row.device),
          platform: row.device.platform,
          timezone: row.device.timezone,
          ip: row.ip,
          created_at: row.createdAt.toISOString(),
          last_used_at: row.lastUsedAt.toISOString(),
          current: row.id === sessionId,
        })),
      };
    },
  );

  app.post(
    '/api/auth/sessions/logout-others/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags: ['auth'],
        summary: 'Sign out every other device',
        security: [{ bearerAuth: [] }],
        response: { 200: ZDetailAnswer.extend({ revoked: z.number().int() }) },
      },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      const revoked = await revokeUserSessions(app.db, user.id, app.now(), sessionId);
      await audit(app.db, {
        actorId: user.id,
        action: 'logout_other_devices',
        ip: request.ip,
        details: { revoked },
      });
      return { detail: MESSAGES.account.otherDevicesLoggedOut, revoked };
    },
  );
};

export default loginRoutes;
