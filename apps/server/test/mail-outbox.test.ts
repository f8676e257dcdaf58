import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
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
