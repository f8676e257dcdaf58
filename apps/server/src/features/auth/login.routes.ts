import {
  MESSAGES,
  ZActiveSessionList,
  ZDetailAnswer,
  ZLoginAnswer,
  ZLoginInput,
  ZLogoutOthersAnswer,
  ZTokenAnswer,
} from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { logIn, unknownUserHash } from './login.service';
import {
  clearRefreshCookie,
  readRefreshToken,
  setRefreshCookie,
  setTrustedDeviceCookie,
  tokensForBody,
} from './refresh-cookie';
import { toActiveSession, toLoginAnswer } from './sessions.presenter';
import { activeSessions, endSession, logoutOtherDevices, refreshSession } from './sessions.service';
import { signInRequestOf } from './sign-in';
import { TRUSTED_DEVICE_COOKIE } from './trusted-device';

const tags = ['auth'];
const ZRefreshBody = z.object({ refresh: z.string().optional() }).nullish();

const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  // Hashed once now rather than on the first unknown-user login.
  await unknownUserHash();

  app.post(
    '/api/auth/login/',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail (or username) and password',
        body: ZLoginInput,
        response: { 200: ZLoginAnswer },
      },
    },
    async (request, reply) => {
      const signIn = signInRequestOf(request, app.config);
      const { user, tokens } = await logIn(app.db, app.throttle, request.body, signIn, app.now());
      setRefreshCookie(reply, app.config, tokens.refresh);
      setTrustedDeviceCookie(reply, app.config, user.id);
      return toLoginAnswer(user, tokensForBody(request, tokens));
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      schema: {
        tags,
        summary: 'Exchange a refresh token (cookie or body) for a new pair; the old one is spent',
        body: ZRefreshBody,
        response: { 200: ZTokenAnswer },
      },
    },
    async (request, reply) => {
      const refresh = readRefreshToken(request);
      const evidence = {
        appSecret: app.config.appSecret,
        trustedDevice: request.cookies[TRUSTED_DEVICE_COOKIE] ?? null,
      };
      const outcome = await refreshSession(app.db, refresh, evidence, app.now());
      if (!outcome.ok) {
        if (outcome.replayed) request.log.warn('Refresh token replayed: its session was revoked');
        clearRefreshCookie(reply, app.config);
        throw outcome.error;
      }
      if (outcome.retried) {
        request.log.info('Refresh token reused within the grace window: its answer was repeated');
      }
      setRefreshCookie(reply, app.config, outcome.tokens.refresh);
      return tokensForBody(request, outcome.tokens);
    },
  );

  app.post(
    '/api/auth/logout/',
    {
      schema: {
        tags,
        summary: 'End this session (revokes its refresh token); always succeeds',
        body: ZRefreshBody,
        response: { 200: ZDetailAnswer },
      },
    },
    async (request, reply) => {
      await endSession(app.db, readRefreshToken(request), app.now());
      clearRefreshCookie(reply, app.config);
      return { detail: MESSAGES.account.loggedOut };
    },
  );

  app.get(
    '/api/auth/sessions/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'The devices signed in to this account',
        security: BEARER_SECURITY,
        response: { 200: ZActiveSessionList },
      },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      const rows = await activeSessions(app.db, user.id, app.now());
      return { results: rows.map((row) => toActiveSession(row, sessionId)) };
    },
  );

  app.post(
    '/api/auth/sessions/logout-others/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'Sign out every other device',
        security: BEARER_SECURITY,
        response: { 200: ZLogoutOthersAnswer },
      },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      const revoked = await logoutOtherDevices(app.db, user.id, sessionId, request.ip, app.now());
      return { detail: MESSAGES.account.otherDevicesLoggedOut, revoked };
    },
  );
};

export default loginRoutes;
