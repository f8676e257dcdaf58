import {
  MESSAGES,
  ZDetailAnswer,
  ZLoginAnswer,
  ZPhoneCheckAnswer,
  ZRegisterInput,
} from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import {
  clearRefreshCookie,
  setRefreshCookie,
  setTrustedDeviceCookie,
  tokensForBody,
} from './refresh-cookie';
import { checkPhone, registerStudent, releaseUnverifiedAccount } from './registration.service';
import { toLoginAnswer } from './sessions.presenter';
import { signInRequestOf } from './sign-in';

const tags = ['auth'];

const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/check-phone/',
    {
      schema: {
        tags,
        summary: 'Whether a Tanzanian phone number is still free',
        querystring: z.object({ phone_number: z.string().default('') }),
        response: { 200: ZPhoneCheckAnswer },
      },
    },
    async (request) => checkPhone(app.db, request.query.phone_number, app.now()),
  );

  app.post(
    '/api/auth/register/',
    {
      schema: {
        tags,
        summary: 'Create a student account, sign it in and e-mail the verification code',
        body: ZRegisterInput,
        response: { 201: ZLoginAnswer },
      },
    },
    async (request, reply) => {
      const signIn = signInRequestOf(request, app.config);
      const { user, tokens } = await registerStudent(
        app.db,
        app.mail,
        request.body,
        signIn,
        app.now(),
      );
      setRefreshCookie(reply, app.config, tokens.refresh);
      // Registering signs this browser in, as a login does: its lost refresh answers are retried
      // with the device cookie as evidence (refresh-grace.ts).
      setTrustedDeviceCookie(reply, app.config, user.id);
      return reply.code(201).send(toLoginAnswer(user, tokensForBody(request, tokens)));
    },
  );

  app.post(
    '/api/auth/release-registration/',
    {
      preHandler: app.requireAuth({ allowUnverified: true }),
      schema: {
        tags,
        summary:
          'Wrong Email?: erase the signed-in, never-verified account (frees e-mail and phone)',
        security: BEARER_SECURITY,
        response: { 200: ZDetailAnswer },
      },
    },
    async (request, reply) => {
      await releaseUnverifiedAccount(app.db, authOf(request).user.id, request.ip, app.now());
      clearRefreshCookie(reply, app.config);
      return { detail: MESSAGES.register.wrongEmailReset };
    },
  );
};

export default registrationRoutes;
