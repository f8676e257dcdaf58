import {
  ZDailyReport,
  ZDailyReportCreate,
  ZDailyReportList,
  ZDailyReportUpdate,
  ZDailyReportWeek,
  ZWeekNumber,
} from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TUserRow } from '../../db/schema';
import { pageWindow, ZPageQuery } from '../../lib/pagination';
import { BEARER_SECURITY, ZRowId } from '../../lib/route-schemas';
import { authOf, claimsOf } from '../../plugins/auth';
import { studentNameOf } from '../accounts/accounts.presenter';
import { placementStartWithSession } from '../calendar/calendar.repository';
import { clockOf, requirePlacementStart, weekSpan } from '../calendar/calendar.service';
import { placementStartFrom } from '../calendar/placement-dates';
import { toDailyReportAnswer } from './daily-reports.presenter';
import {
  findDailyReport,
  pageOfDailyReports,
  type TDailyReportWithLock,
  weekDailyReports,
} from './daily-reports.repository';
import {
  createDailyReport,
  dailyNotFound,
  submitDailyReport,
  updateDailyReport,
} from './daily-reports.service';

const tags = ['daily-reports'];
const ZIdParams = z.object({ id: ZRowId });

// Students only ever see their own reports: another student's id answers 404 like a missing one.
const dailyReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  async function answerOne(user: TUserRow, id: number) {
    const found = await findDailyReport(app.db, user.id, id);
    if (!found) throw dailyNotFound();
    return present(user, found);
  }

  function present(user: TUserRow, found: TDailyReportWithLock) {
    return toDailyReportAnswer(found.row, {
      studentName: studentNameOf(user),
      weekLocked: found.weekLocked,
    });
  }

  app.get(
    '/api/reports/daily/',
    {
      // One statement reads the page, its count and the session (an empty page reads the
      // count and the session on their own).
      ...app.requireTokenThenSession(),
      schema: {
        tags,
        summary: 'My daily reports by date, optionally of one week',
        security: BEARER_SECURITY,
        querystring: ZPageQuery.extend({ week_number: ZWeekNumber.optional() }),
        response: { 200: ZDailyReportList },
      },
    },
    async (request) => {
      const { userId, sessionId } = claimsOf(request);
      const { week_number, ...page } = request.query;
      const list = await pageOfDailyReports(app.hotDb, {
        studentId: userId,
        sessionId,
        week: week_number,
        ...pageWindow(page),
      });
      const { user } = await app.admitSession(request, list.session);
      return { count: list.count, results: list.results.map((found) => present(user, found)) };
    },
  );

  app.get(
    '/api/reports/daily/week/',
    {
      // Read on every visit of the daily screen: one statement reads the days, the week's lock,
      // the placement start and the session (a week without days reads the last three in a
      // second statement).
      ...app.requireTokenThenSession(),
      schema: {
        tags,
        summary: "The week's daily reports by date, with its dates, total hours and lock",
        security: BEARER_SECURITY,
        querystring: z.object({ week_number: ZWeekNumber }),
        response: { 200: ZDailyReportWeek },
      },
    },
    async (request) => {
      const { userId, sessionId } = claimsOf(request);
      const week = request.query.week_number;
      const read = await weekDailyReports(app.hotDb, { studentId: userId, week, sessionId });
      // requireAuth's order: a 401/403 before a missing start's 503.
      const { user } = await app.admitSession(request, read.session);
      const startDate = requirePlacementStart(placementStartFrom(read.startDate));
      const { start_date, end_date } = weekSpan(week, startDate);
      return {
        week_number: week,
        start_date,
        end_date,
        total_hours: read.entries.reduce((sum, entry) => sum + entry.row.hoursSpent, 0),
        week_locked: read.weekLocked,
        count: read.entries.length,
        results: read.entries.map((entry) => present(user, entry)),
      };
    },
  );

  app.post(
    '/api/reports/daily/',
    {
      // The hottest write: the session is read with the placement start, then one insert.
      ...app.requireTokenThenSession(),
      schema: {
        tags,
        summary: 'Log a day of work, by default today (the week is derived from the date)',
        security: BEARER_SECURITY,
        body: ZDailyReportCreate,
        response: { 201: ZDailyReport },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const read = await placementStartWithSession(app.hotDb, claimsOf(request));
      const { user } = await app.admitSession(request, read?.session);
      const clock = clockOf(read?.startDate ?? null, now);
      // The insert commits on the main client: writes wait for the WAL and for row locks, and
      // must not hold up the reads pipelined on the hot client's few connections.
      const row = await createDailyReport(app.db, user.id, request.body, clock, now);
      // Inserted only into an open week, so the new day is editable.
      return reply.code(201).send(present(user, { row, weekLocked: false }));
    },
  );

  app.put(
    '/api/reports/daily/:id/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'Change the hours and/or description of an unsubmitted report',
        security: BEARER_SECURITY,
        params: ZIdParams,
        body: ZDailyReportUpdate,
        response: { 200: ZDailyReport },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      await updateDailyReport(app.db, user.id, request.params.id, request.body, app.now());
      return answerOne(user, request.params.id);
    },
  );

  app.patch(
    '/api/reports/daily/:id/submit/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'Submit a daily report (it is no longer editable); idempotent',
        security: BEARER_SECURITY,
        params: ZIdParams,
        response: { 200: ZDailyReport },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      await submitDailyReport(app.db, user.id, request.params.id, app.now());
      return answerOne(user, request.params.id);
    },
  );
};

export default dailyReportsRoutes;
