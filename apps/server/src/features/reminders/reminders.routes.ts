// The reminder opt-out: the signed-in user's switch, and the one-click link in every reminder mail
// (GET shows a page whose button POSTs; POST opts out, also mail clients' one-click unsubscribe;
// the page that says so has a button that POSTs the same token to resubscribe).
import { ZReminderSettings } from '@ptlog/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { verifyLanguage } from '../export/verify-page.text';
import {
  reminderSettings,
  resubscribe,
  setReminders,
  type TUnsubscribeAddress,
  unsubscribe,
  unsubscribeAddress,
} from './reminders.service';
import { unsubscribePage } from './unsubscribe-page';

const tags = ['reminders'];

/**
 * An account's address: its language. A supervisor's (no account) or an unknown link: the
 * browser's (Accept-Language), as the verification page does, else English.
 */
function languageFor(request: FastifyRequest, address: TUnsubscribeAddress | undefined) {
  return address?.language ?? verifyLanguage(undefined, request.headers['accept-language']);
}

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
      const language = languageFor(request, address);
      if (!address) return page(reply, 404, unsubscribePage({ kind: 'unknown' }, language));
      // Relative: the page posts back to its own address, wherever the app is reached.
      const action = `?token=${encodeURIComponent(request.query.token)}`;
      const account = address.language !== null;
      const confirm = { kind: 'confirm', email: address.email, action, account } as const;
      return page(reply, 200, unsubscribePage(confirm, language));
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
      // The app is served at its host's root (config-urls.ts); this page's own address may be
      // the List-Unsubscribe link with or without its trailing slash, so no relative path.
      const undo = `/api/reminders/resubscribe/?token=${encodeURIComponent(request.query.token)}`;
      const language = languageFor(request, address);
      return address
        ? page(reply, 200, unsubscribePage({ kind: 'done', undo }, language))
        : page(reply, 404, unsubscribePage({ kind: 'unknown' }, language));
    },
  );
  // The "done" page's button: the same signed token turns the address's reminders back on. POST
  // only (form-encoded, app.ts FORM_BODY_ROUTES), so a scanner following links changes nothing.
  app.post(
    '/api/reminders/resubscribe/',
    {
      schema: { ...schema, summary: 'Turn reminder e-mails back on (the unsubscribe link; HTML)' },
    },
    async (request, reply) => {
      const address = await resubscribe(app.db, request.query.token, app.config);
      const language = languageFor(request, address);
      if (!address) return page(reply, 404, unsubscribePage({ kind: 'unknown' }, language));
      const done = { kind: 'resubscribed', email: address.email } as const;
      return page(reply, 200, unsubscribePage(done, language));
    },
  );
};

export default remindersRoutes;
