import { ZLoginAnswer, ZPhoneCheckAnswer, ZRegisterInput } from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setRefreshCookie } from './refresh-cookie';
import { checkPhone, registerStudent } from './registration.service';
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
    async (request) => checkPhone(app.db, request.query.phone_number),
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
      return reply.code(201).send(toLoginAnswer(user, tokens));
    },
  );
};

export default registrationRoutes;
