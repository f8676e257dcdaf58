import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FOUNDATION_MESSAGES } from '../../lib/error-messages';
import { isDatabaseReachable } from './health.service';

const ZHealthy = z.object({ status: z.literal('ok'), database: z.literal('ok') });
const ZUnavailable = z.object({ detail: z.string(), code: z.literal('service_unavailable') });

// `/api/auth/health/` is the connectivity check the web client calls; `/api/health/` is for
// load balancers and monitoring. Both touch the database so a dead pool is noticed.
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/api/health/', '/api/auth/health/']) {
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
