import { ZPlacementCalendar, ZPlacementMovePreview, ZPlacementStartInput } from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { placementCalendar, placementClock } from './calendar.service';
import { changePlacementStart, previewPlacementMove } from './placement-move.service';

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

  app.get(
    '/api/calendar/preview/',
    {
      preHandler: app.requireAuth({ staffOnly: true }),
      schema: {
        tags: ['calendar'],
        summary:
          'Staff: what moving the start to this Monday would renumber, or why it would be refused',
        security: BEARER_SECURITY,
        querystring: ZPlacementStartInput,
        response: { 200: ZPlacementMovePreview },
      },
    },
    async (request) => previewPlacementMove(app.db, request.query.start_date, app.now()),
  );

  app.put(
    '/api/calendar/',
    {
      preHandler: app.requireAuth({ staffOnly: true }),
      schema: {
        tags: ['calendar'],
        summary:
          'Staff: set the Monday the placement starts on, renumbering every week with its dates (409 when refused); answers the new calendar',
        security: BEARER_SECURITY,
        body: ZPlacementStartInput,
        response: { 200: ZPlacementCalendar },
      },
    },
    async (request) =>
      changePlacementStart(
        app.db,
        { startDate: request.body.start_date, actorId: authOf(request).user.id, ip: request.ip },
        app.now(),
      ),
  );
};

export default calendarRoutes;
