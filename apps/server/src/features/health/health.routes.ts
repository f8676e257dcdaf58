import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FOUNDATION_MESSAGES } from '../../lib/error-messages';
import { isDatabaseReachable } from './health.service';

const ZHealthy = z.object({ status: z.literal('ok'), database: z.literal('ok') });
const ZAlive = z.object({ status: z.literal('ok') });
const ZUnavailable = z.object({ detail: z.string(), code: z.literal('service_unavailable') });

// `/api/health/live` is liveness: the process answers, no query (what a load balancer restarts
// on, and the benches' baseline of the framework alone). `/api/health/` is readiness,
// `/api/auth/health/` the connectivity check the web client calls and `/api/` the admin API's
// health check (spec 2 §7): all touch the database so a dead pool is noticed.
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (no database query)',
        response: { 200: ZAlive },
      },
      // A load balancer's probe of a route that does no work: counting it would cost more
      // than answering it.
      config: { rateLimit: false },
    },
    async () => ({ status: 'ok' }) as const,
  );

  for (const url of ['/api/health/', '/api/auth/health/', '/api/']) {
    app.get(
      url,
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness and database connectivity',
          response: { 200: ZHealthy, 503: ZUnavailable },
        },
      },
      async (_request, reply) => {
        if (await isDatabaseReachable(app.db)) {
          return reply.send({ status: 'ok', database: 'ok' } as const);
        }
        return reply.code(503).send({
          detail: FOUNDATION_MESSAGES.serviceUnavailable,
          code: 'service_unavailable',
        } as const);
      },
    );
  }
};

export default healthRoutes;
