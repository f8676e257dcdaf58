import { ZAnalyticsPeriod, ZReportAnalytics, ZTokenAnalytics } from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY } from '../../lib/route-schemas';
import { reportAnalytics, tokenAnalytics } from './admin-analytics.service';
import { ADMIN_API } from './admin-users.routes';

const tags = ['admin'];
const querystring = z.object({ days: ZAnalyticsPeriod });

const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireAuth({ staffOnly: true });

  app.get(
    `${ADMIN_API}/tokens/analytics/`,
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'AI token use: totals, the last 14 days, per type, the top 10 users',
        security: BEARER_SECURITY,
        querystring,
        response: { 200: ZTokenAnalytics },
      },
    },
    async (request) => tokenAnalytics(app.db, request.query.days, app.now()),
  );

  app.get(
    `${ADMIN_API}/reports/analytics/`,
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Reports: totals, completion rate, the last 14 days, programs, the top 6 active',
        security: BEARER_SECURITY,
        querystring,
        response: { 200: ZReportAnalytics },
      },
    },
    async (request) => reportAnalytics(app.db, request.query.days, app.now()),
  );
};

export default adminAnalyticsRoutes;
