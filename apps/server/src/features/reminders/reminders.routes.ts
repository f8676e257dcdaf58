// The reminder opt-out: the signed-in user's switch, and the one-click link in every reminder mail
// (GET for the link, POST for mail clients' one-click unsubscribe).
import { MESSAGES, ZReminderSettings } from '@ptlog/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { escapeHtml } from '../export/verify-page';
import { reminderSettings, setReminders, unsubscribe } from './reminders.service';

const tags = ['reminders'];

function page(reply: FastifyReply, status: number, title: string, text: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · PT Logbook</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1f2328;margin:0}main{max-width:32rem;margin:3rem auto;padding:1.5rem;background:#fff;border:1px solid #d0d7de;border-radius:10px}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>
`);
}

const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/reminders/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'Whether I get reminder e-mails',
        security: BEARER_SECURITY,
        response: { 200: ZReminderSettings },
      },
    },
    async (request) => reminderSettings(app.db, authOf(request).user),
  );

  app.put(
    '/api/user/reminders/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'Turn my reminder e-mails on or off',
        security: BEARER_SECURITY,
        body: ZReminderSettings,
        response: { 200: ZReminderSettings },
      },
    },
    async (request) => setReminders(app.db, authOf(request).user, request.body.enabled, app.now()),
  );

  const unsubscribeRoute = async (request: { query: { token: string } }, reply: FastifyReply) => {
    const done = await unsubscribe(app.db, request.query.token, app.config, app.now());
    return done
      ? page(reply, 200, 'Unsubscribed', MESSAGES.signoff.unsubscribed)
      : page(reply, 404, 'Unknown link', 'This unsubscribe link is not valid.');
  };
  const schema = {
    tags,
    summary: 'One-click unsubscribe from reminder e-mails (HTML; the link in every reminder)',
    querystring: z.object({ token: z.string().max(600) }),
  };
  app.get('/api/reminders/unsubscribe/', { schema }, unsubscribeRoute);
  app.post('/api/reminders/unsubscribe/', { schema }, unsubscribeRoute);
};

export default remindersRoutes;
