import {
  ZWeekAnswer,
  ZWeeklyReport,
  ZWeeklyReportCreate,
  ZWeeklyReportGenerate,
  ZWeeklyReportList,
  ZWeeklyReportUpdate,
  ZWeekNumber,
  ZWeekSubmitInput,
} from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TUserRow } from '../../db/schema';
import { pageWindow, ZPageQuery } from '../../lib/pagination';
import { BEARER_SECURITY } from '../../lib/route-schemas';
import { authOf, claimsOf } from '../../plugins/auth';
import {
  weeklyAnswerOf,
  weeklyReportAnswerOfWeek,
  weeklyReportAnswers,
  weekWithoutReportAnswer,
} from './weekly-reports.answers';
import { findWeekWithParts, listWeeklyReports } from './weekly-reports.repository';
import {
  createWeeklyReport,
  generateWeeklyReport,
  submitWeeklyReport,
  updateWeeklyReport,
  weeklyNotFound,
} from './weekly-reports.service';

const tags = ['weekly-reports'];
const ZWeekParams = z.object({ week: ZWeekNumber });

// A weekly report is addressed by its week number; students only ever reach their own.
const weeklyReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  async function answerWeek(user: TUserRow, week: number) {
    const answer = await weeklyReportAnswerOfWeek(app.db, user, week);
    if (!answer) throw weeklyNotFound();
    return answer;
  }

  app.get(
    '/api/reports/weekly/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'My weekly reports by week',
        security: BEARER_SECURITY,
        querystring: ZPageQuery,
        response: { 200: ZWeeklyReportList },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const list = await listWeeklyReports(app.db, user.id, {
        order: 'oldest',
        ...pageWindow(request.query),
      });
      return {
        count: list.count,
        results: await weeklyReportAnswers(app.db, user, list.results, app.now()),
      };
    },
  );

  app.post(
    '/api/reports/weekly/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: "Create a week's report (dates come from the placement calendar)",
        security: BEARER_SECURITY,
        body: ZWeeklyReportCreate,
        response: { 201: ZWeeklyReport },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const row = await createWeeklyReport(app.db, user.id, request.body, app.now());
      return reply.code(201).send(await answerWeek(user, row.weekNumber));
    },
  );

  app.post(
    '/api/reports/weekly/generate/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary:
          "The week's report built from its daily reports: 201 when created, 200 when it existed",
        security: BEARER_SECURITY,
        body: ZWeeklyReportGenerate,
        response: { 200: ZWeeklyReport, 201: ZWeeklyReport },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const { row, created } = await generateWeeklyReport(
        app.db,
        user.id,
        request.body.week_number,
        app.now(),
      );
      return reply.code(created ? 201 : 200).send(await answerWeek(user, row.weekNumber));
    },
  );

  app.get(
    '/api/reports/weekly/week/:week/',
    {
      // The hottest read: the session is checked by the same statement that reads the week.
      ...app.requireTokenThenSession(),
      schema: {
        tags,
        summary:
          "The week's report, or while it has none its logged days and hours (id null, ADR 9)",
        security: BEARER_SECURITY,
        params: ZWeekParams,
        response: { 200: ZWeekAnswer },
      },
    },
    async (request) => {
      const { userId, sessionId } = claimsOf(request);
      const week = request.params.week;
      const found = await findWeekWithParts(app.hotDb, { studentId: userId, week, sessionId });
      const { user } = await app.admitSession(request, found?.session);
      if (!found) return weekWithoutReportAnswer(app.db, user, week, app.now());
      return weeklyAnswerOf(found, user);
    },
  );

  app.put(
    '/api/reports/weekly/week/:week/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'Change the summary and main job texts of a draft week',
        security: BEARER_SECURITY,
        params: ZWeekParams,
        body: ZWeeklyReportUpdate,
        response: { 200: ZWeeklyReport },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      await updateWeeklyReport(app.db, user.id, request.params.week, request.body, app.now());
      return answerWeek(user, request.params.week);
    },
  );

  app.patch(
    '/api/reports/weekly/week/:week/submit/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary:
          'Submit the week (DRAFT → SUBMITTED; the week becomes read-only) from its last working day (409 week_not_ended before); idempotent',
        security: BEARER_SECURITY,
        params: ZWeekParams,
        body: ZWeekSubmitInput,
        response: { 200: ZWeeklyReport },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const shown = request.body?.start_date;
      await submitWeeklyReport(app.db, user.id, request.params.week, app.now(), shown);
      return answerWeek(user, request.params.week);
    },
  );
};

export default weeklyReportsRoutes;
