import {
  ZSystemMetric,
  ZSystemMetricInput,
  ZSystemMetricPage,
  ZTokenUsageRecord,
  ZTokenUsageRecordInput,
  ZTokenUsageRecordPage,
} from '@ptlog/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type TPageQuery, ZPageQuery } from '../../lib/pagination';
import { BEARER_SECURITY, ZRowId } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import type { TRecordTable } from './admin-records.repository';
import {
  createRecord,
  recordPage,
  removeRecord,
  replaceRecord,
  SYSTEM_METRICS,
  TOKEN_USAGE_RECORDS,
  type TRecordContext,
  type TRecordKind,
} from './admin-records.service';
import { ADMIN_API } from './admin-users.routes';

const tags = ['admin'];
const params = z.object({ id: ZRowId });

/** The list, create, replace (PUT) and delete routes of one kind of staff-kept record. */
interface TRecordRoutes<
  TTable extends TRecordTable,
  TFilters extends z.ZodRawShape,
  TInput extends z.ZodType,
  TAnswer,
> {
  path: string;
  kind: TRecordKind<TTable, z.output<TInput>, TAnswer, z.output<z.ZodObject<TFilters>>>;
  filters: TFilters;
  schemas: { input: TInput; answer: z.ZodType<TAnswer>; page: z.ZodType };
  summaries: { list: string; create: string; replace: string; remove: string };
}

function registerRecordRoutes<
  TTable extends TRecordTable,
  TFilters extends z.ZodRawShape,
  TInput extends z.ZodType,
  TAnswer,
>(
  app: FastifyInstance,
  contextOf: (request: FastifyRequest) => TRecordContext,
  records: TRecordRoutes<TTable, TFilters, TInput, TAnswer>,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireAuth({ staffOnly: true });
  const security = BEARER_SECURITY;
  const { path, kind, schemas, summaries } = records;
  // Widened: Fastify cannot resolve a reply type from a generic response schema.
  const answer: z.ZodType = schemas.answer;
  typed.get(
    path,
    {
      preHandler,
      schema: {
        tags,
        summary: summaries.list,
        security,
        querystring: ZPageQuery.extend(records.filters),
        response: { 200: schemas.page },
      },
    },
    async (request) =>
      recordPage(app.db, kind, request.query as TPageQuery & z.output<z.ZodObject<TFilters>>),
  );
  typed.post(
    path,
    {
      preHandler,
      schema: {
        tags,
        summary: summaries.create,
        security,
        body: schemas.input,
        response: { 201: answer },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createRecord(app.db, kind, request.body, contextOf(request))),
  );
  typed.put(
    `${path}:id/`,
    {
      preHandler,
      schema: {
        tags,
        summary: summaries.replace,
        security,
        params,
        body: schemas.input,
        response: { 200: answer },
      },
    },
    async (request) =>
      replaceRecord(app.db, kind, request.params.id, request.body, contextOf(request)),
  );
  typed.delete(
    `${path}:id/`,
    { preHandler, schema: { tags, summary: summaries.remove, security, params } },
    async (request, reply) => {
      await removeRecord(app.db, kind, request.params.id, contextOf(request));
      return reply.code(204).send();
    },
  );
}

// Staff-kept records: token usage notes and system metrics (list, create, PUT, DELETE).
const adminRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const contextOf = (request: FastifyRequest): TRecordContext => ({
    actorId: authOf(request).user.id,
    ip: request.ip,
    now: app.now(),
  });

  registerRecordRoutes(app, contextOf, {
    path: `${ADMIN_API}/token-usage/`,
    kind: TOKEN_USAGE_RECORDS,
    filters: { user_id: ZRowId.optional() },
    schemas: {
      input: ZTokenUsageRecordInput,
      answer: ZTokenUsageRecord,
      page: ZTokenUsageRecordPage,
    },
    summaries: {
      list: 'Token usage records, newest first',
      create: 'Record token usage for a user (a note: balances come from the ledger)',
      replace: 'Replace a token usage record',
      remove: 'Delete a token usage record',
    },
  });
  registerRecordRoutes(app, contextOf, {
    path: `${ADMIN_API}/system-metrics/`,
    kind: SYSTEM_METRICS,
    filters: { metric_name: z.string().trim().max(100).optional() },
    schemas: { input: ZSystemMetricInput, answer: ZSystemMetric, page: ZSystemMetricPage },
    summaries: {
      list: 'System metrics, newest measurement first',
      create: 'Record a system metric',
      replace: 'Replace a system metric',
      remove: 'Delete a system metric',
    },
  });
};

export default adminRecordsRoutes;
