import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { deliverDueMails, enqueueMail } from '../src/features/mail/outbox';
import { createMailTransport, type TMail } from '../src/features/mail/transport';
import { buildTestApp, type TTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import { perSuite } from './helpers/per-suite';
import { resetLinkIn, startSmtpServer } from './helpers/smtp';

// The app's clock, far from the real one: the outbox must time its mails by it.
const NOW = new Date('2026-03-18T07:00:00.000Z');

async function queueResetMail(testApp: TTestApp): Promise<string> {
  const user = await createUser(testApp.db);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/',
    payload: { email: user.email },
  });
  expect(response.statusCode).toBe(200);
  return user.email;
}

async function outboxRowOf(testApp: TTestApp, to: string) {
  await testApp.app.mail.flush();
  const rows = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('the mail outbox on the app clock', () => {
  const smtp = perSuite(startSmtpServer);

  it('queues a mail due at the app time and records it sent at the app time', async () => {
    const testApp = await buildTestApp({ SMTP_URL: smtp.url }, { deps: { now: () => NOW } });
    try {
      const email = await queueResetMail(testApp);
      const row = await outboxRowOf(testApp, email);
      expect(row).toMatchObject({ status: 'sent', attempts: 1, text: '' });
      expect(row.nextAttemptAt).toEqual(NOW);
      expect(row.sentAt).toEqual(NOW);
      expect(resetLinkIn(smtp.mailsTo(email).at(-1)).pathname).toBe('/reset-password');
    } finally {
      await testApp.close();
    }
  });

  it("sends from MAIL_FROM with Message-IDs in its address's domain (audit A2 finding 6)", async () => {
    const from = '"PT Logbook @CoET" <no-reply@Logbook.Example.ac.tz>';
    const testApp = await buildTestApp(
      { SMTP_URL: smtp.url, MAIL_FROM: from },
      { deps: { now: () => NOW } },
    );
    try {
      const email = await queueResetMail(testApp);
      const row = await outboxRowOf(testApp, email);
      const [mail] = smtp.mailsTo(email);
      expect(mail?.headers.from?.toLowerCase()).toContain('<no-reply@logbook.example.ac.tz>');
      expect(mail?.messageId).toMatch(/^<[0-9a-f-]{36}@logbook\.example\.ac\.tz>$/);
      expect(row.messageId).toBe(mail?.messageId);
    } finally {
      await testApp.close();
    }
  });

  it('schedules a failed send for a retry 30 seconds after the app time', async () => {
    // Nothing listens on port 1: every send fails at once.
    const testApp = await buildTestApp(
      { SMTP_URL: 'smtp://127.0.0.1:1' },
      { deps: { now: () => NOW } },
    );
    try {
      const email = await queueResetMail(testApp);
      const row = await outboxRowOf(testApp, email);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
      expect(row.lastError).toBeTruthy();
      expect(row.nextAttemptAt).toEqual(new Date(NOW.getTime() + 30_000));
    } finally {
      await testApp.close();
    }
  });
});

describe('a mail re-sent after a crash (issue 19)', () => {
  const smtp = perSuite(startSmtpServer);

  it('carries the Message-ID fixed when it was first marked sending', async () => {
    // The app's own worker runs an hour behind, so it never claims the mail this test delivers.
    const anHourBefore = new Date(NOW.getTime() - 60 * 60_000);
    const testApp = await buildTestApp(
      { SMTP_URL: smtp.url },
      { deps: { now: () => anHourBefore } },
    );
    try {
      const user = await createUser(testApp.db);
      await enqueueMail(testApp.db, { to: user.email, subject: 'Twice', text: 'Hello' }, NOW);
      const transport = createMailTransport({
        smtpUrl: smtp.url,
        from: 'PT Logbook <noreply@ptlogbook.example.ac.tz>',
        print: () => undefined,
      });
      // The SMTP server accepts the mail, then the worker dies before recording it sent.
      const crashAfterAccept = async (mail: TMail) => {
        await transport.send(mail);
        throw new Error('worker died after the SMTP server accepted the mail');
      };
      const noop = () => undefined;
      await deliverDueMails(testApp.db, crashAfterAccept, () => NOW, noop, 'ptlogbook.example');
      const [claimed] = await testApp.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, user.email));
      expect(claimed?.messageId).toMatch(/^<[0-9a-f-]{36}@ptlogbook\.example>$/);
      const later = () => new Date(NOW.getTime() + 10 * 60_000);
      const pass = await deliverDueMails(
        testApp.db,
        transport.send,
        later,
        noop,
        'ptlogbook.example',
      );
      transport.close();
      expect(pass.sent).toBe(1);
      const received = smtp.mailsTo(user.email);
      expect(received).toHaveLength(2);
      expect(received.map((mail) => mail.messageId)).toEqual([
        claimed?.messageId,
        claimed?.messageId,
      ]);
    } finally {
      await testApp.close();
    }
  });
});
