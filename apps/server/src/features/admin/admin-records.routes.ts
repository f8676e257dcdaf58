import {
  ZSystemMetric,
  ZSystemMetricInput,
  ZSystemMetricPage,
  ZTokenUsageRecord,
  ZTokenUsageRecordInput,
  ZTokenUsageRecordPage,
} from '@ptlog/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPageQuery } from '../../lib/pagination';
import { BEARER_SECURITY, ZRowId } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import {
  createSystemMetric,
  createTokenUsage,
  removeSystemMetric,
  removeTokenUsage,
  replaceSystemMetric,
  replaceTokenUsage,
  systemMetricPage,
  type TRecordContext,
  tokenUsagePage,
} from './admin-records.service';
import { ADMIN_API } from './admin-users.routes';

const tags = ['admin'];
const params = z.object({ id: ZRowId });

// Staff-kept records: token usage notes and system metrics (list, create, PUT, DELETE).
const adminRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireAuth({ staffOnly: true });
  const security = BEARER_SECURITY;
  const contextOf = (request: FastifyRequest): TRecordContext => ({
    actorId: authOf(request).user.id,
    ip: request.ip,
    now: app.now(),
  });

  const TOKEN_USAGE = `${ADMIN_API}/token-usage/`;
  app.get(
    TOKEN_USAGE,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Token usage records, newest first',
        security,
        querystring: ZPageQuery.extend({ user_id: ZRowId.optional() }),
        response: { 200: ZTokenUsageRecordPage },
      },
    },
    async (request) => tokenUsagePage(app.db, request.query),
  );
  app.post(
    TOKEN_USAGE,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Record token usage for a user (a note: balances come from the ledger)',
        security,
        body: ZTokenUsageRecordInput,
        response: { 201: ZTokenUsageRecord },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTokenUsage(app.db, request.body, contextOf(request))),
  );
  app.put(
    `${TOKEN_USAGE}:id/`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Replace a token usage record',
        security,
        params,
        body: ZTokenUsageRecordInput,
        response: { 200: ZTokenUsageRecord },
      },
    },
    async (request) =>
      replaceTokenUsage(app.db, request.params.id, request.body, contextOf(request)),
  );
  app.delete(
    `${TOKEN_USAGE}:id/`,
    {
      preHandler,
      schema: { tags, summary: 'Delete a token usage record', security, params },
    },
    async (request, reply) => {
      await removeTokenUsage(app.db, request.params.id, contextOf(request));
      return reply.code(204).send();
    },
  );

  const METRICS = `${ADMIN_API}/system-metrics/`;
  app.get(
    METRICS,
    {
      preHandler,
      schema: {
        tags,
        summary: 'System metrics, newest measurement first',
        security,
        querystring: ZPageQuery.extend({ metric_name: z.string().trim().max(100).optional() }),
        response: { 200: ZSystemMetricPage },
      },
    },
    async (request) => systemMetricPage(app.db, request.query),
  );
  app.post(
    METRICS,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Record a system metric',
        security,
        body: ZSystemMetricInput,
        response: { 201: ZSystemMetric },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSystemMetric(app.db, request.body, contextOf(request))),
  );
  app.put(
    `${METRICS}:id/`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Replace a system metric',
        security,
        params,
        body: ZSystemMetricInput,
        response: { 200: ZSystemMetric },
      },
    },
    async (request) =>
      replaceSystemMetric(app.db, request.params.id, request.body, contextOf(request)),
  );
  app.delete(
    `${METRICS}:id/`,
    {
      preHandler,
      schema: { tags, summary: 'Delete a system metric', security, params },
    },
    async (request, reply) => {
      await removeSystemMetric(app.db, request.params.id, contextOf(request));
      return reply.code(204).send();
    },
  );
};

export default adminRecordsRoutes;
