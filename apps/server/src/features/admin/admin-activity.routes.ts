import { ZRecentActivity } from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY } from '../../lib/route-schemas';
import { recentActivity } from './admin-activity.service';
import { ADMIN_API } from './admin-users.routes';

const adminActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADMIN_API}/recent-activity/`,
    {
      preHandler: app.requireAuth({ staffOnly: true }),
      schema: {
        tags: ['admin'],
        summary: 'Newest users, AI uses, staff actions and reports; students per program',
        security: BEARER_SECURITY,
        response: { 200: ZRecentActivity },
      },
    },
    async () => recentActivity(app.db, app.now()),
  );
};

export default adminActivityRoutes;
