import { ZSupportContact } from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY } from '../../lib/route-schemas';
import { supportContactOf } from './support-contact';

// The Help Center's contact details (spec 2 §2 /help: the WhatsApp support button).
const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/help/contact/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags: ['help'],
        summary: 'How to reach support: the WhatsApp number and the PTMIS address',
        security: BEARER_SECURITY,
        response: { 200: ZSupportContact },
      },
    },
    async () => supportContactOf(app.db, app.config),
  );
};

export default helpRoutes;
