// GET /verify/{code}: the public page a supervisor reaches from the code or QR code printed on an
// export. Served by the server as HTML (not the SPA): no sign-in, no script.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifyExport } from './verify.service';
import { unknownCodePage, verificationPage } from './verify-page';

// Pages are not rate limited by default (the global limit covers /api only); a code is 50 random
// bits, and this keeps guessing slow as well.
const VERIFY_LIMIT = { rateLimit: { max: 60, timeWindow: 60_000, allowList: () => false } };

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .send(body);
}

const verifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/verify/:code',
    {
      config: VERIFY_LIMIT,
      schema: {
        tags: ['export'],
        summary: 'Public verification page of an exported document (HTML; 404 page when unknown)',
        params: z.object({ code: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const result = await verifyExport(app.db, request.params.code, app.now());
      return result
        ? html(reply, 200, verificationPage(result))
        : html(reply, 404, unknownCodePage());
    },
  );

  app.get('/verify/', { config: VERIFY_LIMIT, schema: { hide: true } }, async (_request, reply) =>
    html(reply, 404, unknownCodePage()),
  );
};

export default verifyRoutes;
