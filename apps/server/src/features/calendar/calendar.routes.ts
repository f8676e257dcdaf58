import { ZPlacementCalendar } from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY } from '../../lib/route-schemas';
import { placementCalendar, placementClock } from './calendar.service';

const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/calendar/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags: ['calendar'],
        summary: 'The placement calendar: 8 Monday-to-Friday weeks from the stored start date',
        security: BEARER_SECURITY,
        response: { 200: ZPlacementCalendar },
      },
    },
    async () => placementCalendar(await placementClock(app.db, app.now())),
  );
};

export default calendarRoutes;
