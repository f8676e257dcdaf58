// The weekly report's AI actions (spec 1 §7 "Weekly reports"): enhance a week, reset it to the
// student's own text.
import {
  AI_ENHANCEMENT_COST,
  MESSAGES,
  ZEnhanceWeeklyAnswer,
  ZEnhanceWeeklyInput,
  ZResetToOriginalAnswer,
  ZWeekNumber,
} from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, ZRowId } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { weeklyReportAnswerOfWeek } from '../weekly-reports/weekly-reports.answers';
import { aiReportNotFound } from './ai.errors';
import { enhancementAnswer } from './ai.presenter';
import { aiDepsOf, aiRouteLimit, clientGoneSignal } from './ai-provider.plugin';
import { idempotencyOf, ZIdempotencyHeaders } from './idempotency';
import { enhanceWeek } from './weekly-enhancement';
import { resetToOriginal } from './weekly-reset';

const tags = ['ai'];

const weeklyAiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/reports/weekly/week/:week/enhance_with_ai/',
    {
      preHandler: app.requireAuth(),
      config: aiRouteLimit(app.config),
      schema: {
        tags,
        summary: `Enhance the week's texts with AI (${AI_ENHANCEMENT_COST} tokens, charged only on success; hours and dates never change)`,
        security: BEARER_SECURITY,
        params: z.object({ week: ZWeekNumber }),
        headers: ZIdempotencyHeaders,
        body: ZEnhanceWeeklyInput.nullish(),
        response: { 200: ZEnhanceWeeklyAnswer },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const { week } = request.params;
      const result = await enhanceWeek(
        aiDepsOf(app, request),
        user.id,
        week,
        request.body?.additional_instructions,
        clientGoneSignal(reply),
        idempotencyOf(request, user.id, `enhance_with_ai:${week}`),
      );
      return enhancementAnswer(app.db, user, week, result);
    },
  );

  app.post(
    '/api/reports/weekly/:id/reset_to_original/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary:
          "Restore the student's own texts from before the first AI enhancement (free); 404 when there is nothing to restore",
        security: BEARER_SECURITY,
        params: z.object({ id: ZRowId }),
        body: z.object({}).nullish(),
        response: { 200: ZResetToOriginalAnswer },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const week = await resetToOriginal(app.db, user.id, request.params.id, app.now());
      const report = await weeklyReportAnswerOfWeek(app.db, user, week);
      if (!report) throw aiReportNotFound();
      return { success: true as const, message: MESSAGES.ai.resetSuccess, report };
    },
  );
};

export default weeklyAiRoutes;
