import {
  LIMITS,
  MESSAGES,
  ZFeedbackFilters,
  ZFeedbackHandledInput,
  ZFeedbackInput,
  ZFeedbackItem,
  ZFeedbackPage,
  ZFeedbackSubmitted,
} from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countedPage, ZPageQuery } from '../../lib/pagination';
import { BEARER_SECURITY, ZRowId } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { toFeedbackItem } from './feedback.presenter';
import { countFeedback, findFeedback, listFeedback } from './feedback.repository';
import { feedbackNotFound, markFeedbackHandled, submitFeedback } from './feedback.service';

const tags = ['feedback'];
const ZIdParams = z.object({ id: ZRowId });

// Any signed-in user sends feedback (spec 2 §7 POST /auth/feedback/); staff read the inbox.
const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireAuth({ staffOnly: true });

  app.post(
    '/api/auth/feedback/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: `Send Help Center feedback (at most ${LIMITS.FEEDBACK_MAX_PER_HOUR} per hour)`,
        security: BEARER_SECURITY,
        body: ZFeedbackInput,
        response: { 201: ZFeedbackSubmitted },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const id = await submitFeedback(app.db, app.throttle, user.id, request.body, app.now());
      return reply.code(201).send({ success: true, message: MESSAGES.feedback.success, id });
    },
  );

  app.get(
    '/api/admin-dashboard/api/feedback/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'The feedback inbox, newest first, filtered by type and handled',
        security: BEARER_SECURITY,
        querystring: ZPageQuery.extend(ZFeedbackFilters.shape),
        response: { 200: ZFeedbackPage },
      },
    },
    async (request) => {
      const { page, page_size, ...filters } = request.query;
      return countedPage(
        { page, page_size },
        {
          count: () => countFeedback(app.db, filters),
          list: (window) => listFeedback(app.db, filters, window),
        },
        toFeedbackItem,
      );
    },
  );

  app.patch(
    '/api/admin-dashboard/api/feedback/:id/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Mark feedback handled or not handled',
        security: BEARER_SECURITY,
        params: ZIdParams,
        body: ZFeedbackHandledInput,
        response: { 200: ZFeedbackItem },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const { id } = request.params;
      const actor = { actorId: user.id, ip: request.ip };
      await markFeedbackHandled(app.db, id, request.body.handled, actor, app.now());
      const found = await findFeedback(app.db, id);
      if (!found) throw feedbackNotFound();
      return toFeedbackItem(found);
    },
  );
};

export default feedbackRoutes;
