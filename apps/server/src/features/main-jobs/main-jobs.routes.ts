import {
  ZMainJob,
  ZMainJobCreate,
  ZMainJobList,
  ZMainJobUpdate,
  ZOperation,
  ZOperationCreate,
  ZOperationList,
  ZOperationUpdate,
} from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageWindow, ZPageQuery } from '../../lib/pagination';
import { BEARER_SECURITY, ZRowId } from '../../lib/route-schemas';
import { authOf, claimsOf } from '../../plugins/auth';
import { toMainJobAnswer, toOperationAnswer } from './main-jobs.presenter';
import { findOwnedMainJob, mainJobPageWithSession, operationsOf } from './main-jobs.repository';
import {
  createMainJob,
  createOperation,
  deleteMainJob,
  deleteOperation,
  mainJobNotFound,
  updateMainJob,
  updateOperation,
} from './main-jobs.service';

const tags = ['main-jobs'];
const ZJobParams = z.object({ id: ZRowId });
const ZOperationParams = z.object({ id: ZRowId, opId: ZRowId });
const ZNoContent = z.null().describe('No content');

// A main job belongs to the student through its weekly report; anyone else's answers 404.
const mainJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  async function ownedJob(studentId: number, id: number) {
    const owned = await findOwnedMainJob(app.db, studentId, id);
    if (!owned) throw mainJobNotFound();
    return owned.job;
  }

  async function answerJob(studentId: number, id: number) {
    const job = await ownedJob(studentId, id);
    const operations = await operationsOf(app.db, [job.id]);
    return toMainJobAnswer(job, operations.get(job.id) ?? []);
  }

  async function answerOperation(studentId: number, mainJobId: number, operationId: number) {
    const operations = await operationsOf(app.db, [(await ownedJob(studentId, mainJobId)).id]);
    const row = operations.get(mainJobId)?.find((operation) => operation.id === operationId);
    if (!row) throw new Error('operation vanished after its change');
    return toOperationAnswer(row);
  }

  app.get(
    '/api/reports/main-jobs/',
    {
      // One statement reads the page, the jobs' operations, the count and the session.
      ...app.requireTokenThenSession(),
      schema: {
        tags,
        summary: 'My main jobs by week, optionally of one weekly report',
        security: BEARER_SECURITY,
        querystring: ZPageQuery.extend({ weekly_report: ZRowId.optional() }),
        response: { 200: ZMainJobList },
      },
    },
    async (request) => {
      const { weekly_report, ...page } = request.query;
      const list = await mainJobPageWithSession(app.hotDb, {
        ...claimsOf(request),
        weeklyReportId: weekly_report,
        ...pageWindow(page),
      });
      await app.admitSession(request, list.session);
      return {
        count: list.count,
        results: list.results.map((found) => toMainJobAnswer(found.job, found.operations)),
      };
    },
  );

  app.post(
    '/api/reports/main-jobs/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'Create the main job of a weekly report (one per report)',
        security: BEARER_SECURITY,
        body: ZMainJobCreate,
        response: { 201: ZMainJob },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const id = await createMainJob(app.db, user.id, request.body, app.now());
      return reply.code(201).send(await answerJob(user.id, id));
    },
  );

  app.get(
    '/api/reports/main-jobs/:id/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'A main job with its operations',
        security: BEARER_SECURITY,
        params: ZJobParams,
        response: { 200: ZMainJob },
      },
    },
    async (request) => answerJob(authOf(request).user.id, request.params.id),
  );

  app.put(
    '/api/reports/main-jobs/:id/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: "Change the main job's title (and description); the weekly report follows",
        security: BEARER_SECURITY,
        params: ZJobParams,
        body: ZMainJobUpdate,
        response: { 200: ZMainJob },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      await updateMainJob(app.db, user.id, request.params.id, request.body, app.now());
      return answerJob(user.id, request.params.id);
    },
  );

  app.delete(
    '/api/reports/main-jobs/:id/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'Delete a main job and its operations',
        security: BEARER_SECURITY,
        params: ZJobParams,
        response: { 204: ZNoContent },
      },
    },
    async (request, reply) => {
      await deleteMainJob(app.db, authOf(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/reports/main-jobs/:id/operations/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: "The main job's operations by step",
        security: BEARER_SECURITY,
        params: ZJobParams,
        response: { 200: ZOperationList },
      },
    },
    async (request) => {
      const { operations } = await answerJob(authOf(request).user.id, request.params.id);
      return { count: operations.length, results: operations };
    },
  );

  app.post(
    '/api/reports/main-jobs/:id/operations/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'Add a step at the end (numbered after the last; step_number is ignored)',
        security: BEARER_SECURITY,
        params: ZJobParams,
        body: ZOperationCreate,
        response: { 201: ZOperation },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const mainJobId = request.params.id;
      const id = await createOperation(app.db, user.id, mainJobId, request.body, app.now());
      return reply.code(201).send(await answerOperation(user.id, mainJobId, id));
    },
  );

  app.put(
    '/api/reports/main-jobs/:id/operations/:opId/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: "Change a step's description and/or tools",
        security: BEARER_SECURITY,
        params: ZOperationParams,
        body: ZOperationUpdate,
        response: { 200: ZOperation },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const ids = { mainJobId: request.params.id, operationId: request.params.opId };
      await updateOperation(app.db, user.id, ids, request.body, app.now());
      return answerOperation(user.id, ids.mainJobId, ids.operationId);
    },
  );

  app.delete(
    '/api/reports/main-jobs/:id/operations/:opId/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'Delete a step; the remaining steps are renumbered 1..n',
        security: BEARER_SECURITY,
        params: ZOperationParams,
        response: { 204: ZNoContent },
      },
    },
    async (request, reply) => {
      const ids = { mainJobId: request.params.id, operationId: request.params.opId };
      await deleteOperation(app.db, authOf(request).user.id, ids, app.now());
      return reply.code(204).send(null);
    },
  );
};

export default mainJobsRoutes;
