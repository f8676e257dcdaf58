import {
  MESSAGES,
  ZChangePasswordInput,
  ZLanguageAnswer,
  ZLanguageInput,
  ZSettings,
  ZSettingsUpdateInput,
  ZTokenAnswer,
} from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { setRefreshCookie, tokensForBody } from '../auth/refresh-cookie';
import { signInRequestOf } from '../auth/sign-in';
import { toSettingsAnswer } from './settings.presenter';
import { changePassword, renameAccount } from './settings.service';
import { setLanguage } from './users.repository';

const tags = ['settings'];

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/settings/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'Account settings',
        security: BEARER_SECURITY,
        response: { 200: ZSettings },
      },
    },
    async (request) => toSettingsAnswer(authOf(request).user),
  );

  app.put(
    '/api/user/settings/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'Change the account names (e-mail and username are fixed)',
        security: BEARER_SECURITY,
        body: ZSettingsUpdateInput,
        response: { 200: ZSettings },
      },
    },
    async (request) =>
      toSettingsAnswer(await renameAccount(app.db, authOf(request).user, request.body)),
  );

  app.put(
    '/api/user/language/',
    {
      // The activation screen switches language too, before the e-mail is verified.
      preHandler: app.requireAuth({ allowUnverified: true }),
      schema: {
        tags,
        summary: "The account's language (en | sw): its screens at sign-in and every e-mail to it",
        security: BEARER_SECURITY,
        body: ZLanguageInput,
        response: { 200: ZLanguageAnswer },
      },
    },
    async (request) => {
      await setLanguage(app.db, authOf(request).user.id, request.body.language);
      return { language: request.body.language };
    },
  );

  app.post(
    '/api/user/change-password/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary:
          'Change the password; every other device is signed out and this one gets new tokens',
        security: BEARER_SECURITY,
        body: ZChangePasswordInput,
        response: { 200: ZTokenAnswer.extend({ detail: z.string() }) },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const signIn = signInRequestOf(request, app.config);
      const tokens = await changePassword(
        app.db,
        app.throttle,
        user.id,
        request.body,
        signIn,
        app.now(),
      );
      setRefreshCookie(reply, app.config, tokens.refresh);
      return { ...tokensForBody(request, tokens), detail: MESSAGES.changePassword.success };
    },
  );
};

export default settingsRoutes;
