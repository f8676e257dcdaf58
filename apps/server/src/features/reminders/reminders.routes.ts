// The reminder opt-out: the signed-in user's switch, and the one-click link in every reminder mail
// (GET shows a page whose button POSTs; POST opts out, also mail clients' one-click unsubscribe).
import { ZReminderSettings } from '@ptlog/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import {
  reminderSettings,
  setReminders,
  unsubscribe,
  unsubscribeAddress,
} from './reminders.service';
import { unsubscribePage } from './unsubscribe-page';

const tags = ['reminders'];

function page(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .send(body);
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

  const schema = {
    tags,
    querystring: z.object({ token: z.string().max(600) }),
  };
  // GET only asks (a mail scanner opening the link must not opt anyone out); its button POSTs.
  app.get(
    '/api/reminders/unsubscribe/',
    {
      schema: {
        ...schema,
        summary: 'The unsubscribe link: a page asking to confirm (HTML, changes nothing)',
      },
    },
    async (request, reply) => {
      const address = await unsubscribeAddress(app.db, request.query.token, app.config);
      if (!address) return page(reply, 404, unsubscribePage({ kind: 'unknown' }, 'en'));
      const action = `/api/reminders/unsubscribe/?token=${encodeURIComponent(request.query.token)}`;
      const confirm = { kind: 'confirm', email: address.email, action } as const;
      return page(reply, 200, unsubscribePage(confirm, address.language));
    },
  );
  // The page's button, and mail clients' one-click unsubscribe (RFC 8058: a POST with the body
  // List-Unsubscribe=One-Click, form-encoded, to the List-Unsubscribe link).
  app.post(
    '/api/reminders/unsubscribe/',
    {
      schema: { ...schema, summary: 'Unsubscribe from reminder e-mails (one-click; HTML answer)' },
    },
    async (request, reply) => {
      const address = await unsubscribe(app.db, request.query.token, app.config, app.now());
      return address
        ? page(reply, 200, unsubscribePage({ kind: 'done' }, address.language))
        : page(reply, 404, unsubscribePage({ kind: 'unknown' }, 'en'));
    },
  );
};

export default remindersRoutes;
