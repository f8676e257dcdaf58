import { ZSiteSettings } from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { toSiteSettingsAnswer } from './site-settings.presenter';
import { changeSupportContacts, getSupportContacts } from './site-settings.service';

const tags = ['admin'];

const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/settings/',
    {
      preHandler: app.requireAuth({ staffOnly: true }),
      schema: {
        tags,
        summary: 'Staff: the payment numbers and the support WhatsApp number',
        security: BEARER_SECURITY,
        response: { 200: ZSiteSettings },
      },
    },
    async () => toSiteSettingsAnswer(await getSupportContacts(app.db)),
  );

  app.put(
    '/api/admin/settings/',
    {
      preHandler: app.requireAuth({ staffOnly: true }),
      schema: {
        tags,
        summary: 'Staff: replace the payment numbers and the support WhatsApp number (audited)',
        security: BEARER_SECURITY,
        body: ZSiteSettings,
        response: { 200: ZSiteSettings },
      },
    },
    async (request) =>
      toSiteSettingsAnswer(
        await changeSupportContacts(app.db, request.body, {
          actorId: authOf(request).user.id,
          ip: request.ip,
        }),
      ),
  );
};

export default siteSettingsRoutes;
