import { ERROR_CODES, MESSAGES, ZPlacementCalendar, ZPlacementStartInput } from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { isIsoMonday } from '../../lib/placement-dates';
import { BEARER_SECURITY } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { placementCalendar, placementClock } from '../calendar/calendar.service';
import { setPlacementStartDate } from '../placement/placement.repository';

// Staff move the placement: every week, day tile and report week is derived from this date.
const calendarAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/calendar/',
    {
      preHandler: app.requireAuth({ staffOnly: true }),
      schema: {
        tags: ['calendar'],
        summary: 'Staff: set the Monday the placement starts on; answers the new calendar',
        security: BEARER_SECURITY,
        body: ZPlacementStartInput,
        response: { 200: ZPlacementCalendar },
      },
    },
    async (request) => {
      const { start_date } = request.body;
      if (!isIsoMonday(start_date)) {
        throw new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.admin.placementStartNotMonday, {
          start_date: [MESSAGES.admin.placementStartNotMonday],
        });
      }
      await setPlacementStartDate(app.db, start_date);
      await audit(app.db, {
        actorId: authOf(request).user.id,
        action: 'admin.placement_start.set',
        targetType: 'app_setting',
        targetId: 'placement_start_date',
        ip: request.ip,
        details: { start_date },
      });
      return placementCalendar(await placementClock(app.db, app.now()));
    },
  );
};

export default calendarAdminRoutes;
