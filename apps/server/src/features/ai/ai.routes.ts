// /api/ai/* (spec 2 §7 "AI and feedback"): text-level suggestions that change nothing stored,
// the weekly enhancement by body, and the signed-in user's usage stats.
import {
  AI_ENHANCEMENT_COST,
  AI_TEXT_COST,
  ZAiDailyInput,
  ZAiSuggestInput,
  ZAiSuggestionsAnswer,
  ZAiSummaryAnswer,
  ZAiSummaryInput,
  ZAiTextAnswer,
  ZAiTextInput,
  ZAiUsageStats,
  ZAiWeeklyInput,
  ZEnhanceWeeklyAnswer,
} from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { enhancementAnswer, toUsageStatsAnswer } from './ai.presenter';
import { usageStats } from './ai.repository';
import { aiDepsOf, aiRouteLimit, clientGoneSignal } from './ai-provider.plugin';
import { enhanceDaily, enhanceText, generateSummary, suggestImprovements } from './ai-text.service';
import { idempotencyOf, ZIdempotencyHeaders } from './idempotency';
import { enhanceWeek } from './weekly-enhancement';

const tags = ['ai'];
const textCost = `${AI_TEXT_COST} tokens, charged only on success; nothing stored changes`;

const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = { preHandler: app.requireAuth(), config: aiRouteLimit(app.config) };

  for (const kind of ['text', 'general'] as const) {
    app.post(
      `/api/ai/enhance/${kind}/`,
      {
        ...limited,
        schema: {
          tags,
          summary: `Improve a ${kind === 'text' ? '' : 'general report '}text (${textCost})`,
          security: BEARER_SECURITY,
          headers: ZIdempotencyHeaders,
          body: ZAiTextInput,
          response: { 200: ZAiTextAnswer },
        },
      },
      async (request, reply) => {
        const userId = authOf(request).user.id;
        return enhanceText(
          aiDepsOf(app, request),
          userId,
          { ...request.body, kind },
          clientGoneSignal(reply),
          idempotencyOf(request, userId, `enhance/${kind}`),
        );
      },
    );
  }

  app.post(
    '/api/ai/enhance/daily/',
    {
      ...limited,
      schema: {
        tags,
        summary: `Improve a daily entry, given by daily_report_id or as text (${textCost})`,
        security: BEARER_SECURITY,
        headers: ZIdempotencyHeaders,
        body: ZAiDailyInput,
        response: { 200: ZAiTextAnswer },
      },
    },
    async (request, reply) => {
      const userId = authOf(request).user.id;
      return enhanceDaily(
        aiDepsOf(app, request),
        userId,
        request.body,
        clientGoneSignal(reply),
        idempotencyOf(request, userId, 'enhance/daily'),
      );
    },
  );

  app.post(
    '/api/ai/enhance/weekly/',
    {
      ...limited,
      schema: {
        tags,
        summary: `Enhance a week's report, as enhance_with_ai (${AI_ENHANCEMENT_COST} tokens, charged only on success)`,
        security: BEARER_SECURITY,
        headers: ZIdempotencyHeaders,
        body: ZAiWeeklyInput,
        response: { 200: ZEnhanceWeeklyAnswer },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const week = request.body.week_number;
      const result = await enhanceWeek(
        aiDepsOf(app, request),
        user.id,
        week,
        request.body.additional_instructions,
        clientGoneSignal(reply),
        idempotencyOf(request, user.id, `enhance/weekly:${week}`),
      );
      return enhancementAnswer(app.db, user, week, result);
    },
  );

  app.post(
    '/api/ai/generate/summary/',
    {
      ...limited,
      schema: {
        tags,
        summary: `Summarize a week's daily entries (week_number) or given entries (${textCost})`,
        security: BEARER_SECURITY,
        headers: ZIdempotencyHeaders,
        body: ZAiSummaryInput,
        response: { 200: ZAiSummaryAnswer },
      },
    },
    async (request, reply) => {
      const userId = authOf(request).user.id;
      return generateSummary(
        aiDepsOf(app, request),
        userId,
        request.body,
        clientGoneSignal(reply),
        idempotencyOf(request, userId, 'generate/summary'),
      );
    },
  );

  app.post(
    '/api/ai/suggest/improvements/',
    {
      ...limited,
      schema: {
        tags,
        summary: `Concrete suggestions to improve a text (${textCost})`,
        security: BEARER_SECURITY,
        headers: ZIdempotencyHeaders,
        body: ZAiSuggestInput,
        response: { 200: ZAiSuggestionsAnswer },
      },
    },
    async (request, reply) => {
      const userId = authOf(request).user.id;
      return suggestImprovements(
        aiDepsOf(app, request),
        userId,
        request.body.text,
        clientGoneSignal(reply),
        idempotencyOf(request, userId, 'suggest/improvements'),
      );
    },
  );

  app.get(
    '/api/ai/usage/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'My AI usage: totals, counts by enhancement and content type, recent calls',
        security: BEARER_SECURITY,
        response: { 200: ZAiUsageStats },
      },
    },
    async (request) => toUsageStatsAnswer(await usageStats(app.db, authOf(request).user.id)),
  );
};

export default aiRoutes;
