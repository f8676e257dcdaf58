import { ZAnalyticsPeriod, ZReportAnalytics, ZTokenAnalytics } from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY } from '../../lib/route-schemas';
import { singleFlight } from '../../lib/single-flight';
import { reportAnalytics, tokenAnalytics } from './admin-analytics.service';
import { ADMIN_API } from './admin-users.routes';

const tags = ['admin'];
const querystring = z.object({ days: ZAnalyticsPeriod });

const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireAuth({ staffOnly: true });
  // A year of figures is a scan of every report: staff who ask at the same moment (a team on the
  // analytics screen, its refetch on focus) share the one query in flight.
  const sharedTokens = singleFlight<Awaited<ReturnType<typeof tokenAnalytics>>>();
  const sharedReports = singleFlight<Awaited<ReturnType<typeof reportAnalytics>>>();

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
    async (request) => {
      const { days } = request.query;
      return sharedTokens(String(days), () => tokenAnalytics(app.db, days, app.now()));
    },
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
    async (request) => {
      const { days } = request.query;
      return sharedReports(String(days), () => reportAnalytics(app.db, days, app.now()));
    },
  );
};

export default adminAnalyticsRoutes;
