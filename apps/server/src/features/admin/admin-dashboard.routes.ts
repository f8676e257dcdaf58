import { ZAdminDashboardStats } from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { dashboardStats } from './admin-dashboard.service';
import { ADMIN_API } from './admin-users.routes';

const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADMIN_API}/dashboard/stats/`,
    {
      preHandler: app.requireAuth({ staffOnly: true }),
      schema: {
        tags: ['admin'],
        summary: 'Admin dashboard: user, report and token figures, newest users and AI uses',
        security: BEARER_SECURITY,
        response: { 200: ZAdminDashboardStats },
      },
    },
    async (request) => dashboardStats(app.db, authOf(request).user, app.now()),
  );
};

export default adminDashboardRoutes;
