import { ZDashboardData } from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { dashboardData } from './dashboard.service';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/billing/dashboard/dashboard_data/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags: ['dashboard'],
        summary: 'Dashboard: counts, profile completeness, current week and the newest reports',
        security: BEARER_SECURITY,
        response: { 200: ZDashboardData },
      },
    },
    async (request) => dashboardData(app.db, authOf(request).user, app.now()),
  );
};

export default dashboardRoutes;
