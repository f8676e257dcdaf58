// GET /verify/{code}: the public page a supervisor reaches from the code or QR code printed on an
// export. Served by the server as HTML (not the SPA): no sign-in, no script.
import type { TLanguage } from '@ptlog/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifyExport } from './verify.service';
import { checkCodePage, unknownCodePage, verificationPage } from './verify-page';
import { verifyLanguage } from './verify-page.text';

// Pages are not rate limited by default (the global limit covers /api only); a code is 50 random
// bits, and this keeps guessing slow as well.
const VERIFY_LIMIT = { rateLimit: { max: 60, timeWindow: 60_000, allowList: () => false } };

function html(reply: FastifyReply, status: number, body: string, language: TLanguage) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Language', language)
    .header('Vary', 'Accept-Language')
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
        // The language switch link (en, sw); anything else falls back to Accept-Language.
        querystring: z.object({ lang: z.string().max(8).optional() }),
      },
    },
    async (request, reply) => {
      const language = verifyLanguage(request.query.lang, request.headers['accept-language']);
      const result = await verifyExport(app.db, request.params.code, app.now());
      return result
        ? html(reply, 200, verificationPage(result, language), language)
        : html(reply, 404, unknownCodePage(language, request.params.code), language);
    },
  );

  // The code typed by hand: the form's GET is sent on to the code's own page (303), so the
  // address shown is the one the QR code opens. No code: the page with the form.
  app.get('/verify/', { config: VERIFY_LIMIT, schema: { hide: true } }, async (request, reply) => {
    const { lang, code } = request.query as { lang?: unknown; code?: unknown };
    const language = verifyLanguage(lang, request.headers['accept-language']);
    const typed = typeof code === 'string' ? code.trim() : '';
    if (!typed) return html(reply, 200, checkCodePage(language), language);
    if (typed.length > 64) return html(reply, 404, unknownCodePage(language, typed), language);
    const query = typeof lang === 'string' && lang ? `?lang=${encodeURIComponent(lang)}` : '';
    return reply.redirect(`/verify/${encodeURIComponent(typed)}${query}`, 303);
  });
};

export default verifyRoutes;
