// The database unreachable, restarting or out of disk is a passing state: requests that meet it are
// answered 503 (never 500), and the background mail worker logs it and tries again on its next poll
// instead of ending the process with an unhandled rejection.
import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import { perSuite } from './helpers/per-suite';
import { startSmtpServer } from './helpers/smtp';

const UNAVAILABLE = {
  detail: MESSAGES.generic.serviceUnavailable,
  code: ERROR_CODES.SERVICE_UNAVAILABLE,
};

/** Rejections nobody handled while a test ran (each one would end the real server process). */
function collectUnhandledRejections() {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => seen.push(reason);
  beforeEach(() => {
    seen.length = 0;
    process.on('unhandledRejection', listener);
  });
  afterEach(() => {
    process.off('unhandledRejection', listener);
  });
  return seen;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('the mail worker when its outbox query fails', () => {
  const smtp = perSuite(startSmtpServer);
  const unhandled = collectUnhandledRejections();

  it('logs the failed pass, keeps the process, and delivers once the database is back', async () => {
    const testApp = await buildTestApp({ SMTP_URL: smtp.url });
    try {
      // Every outbox statement now fails, as it would during an outage.
      await testApp.db.execute(sql`alter table mail_outbox rename to mail_outbox_away`);
      testApp.app.mail.wake();
      await settle();
      // A second pass, queued behind the failed one, runs (and fails) too.
      testApp.app.mail.wake();
      testApp.app.mail.wake();
      await settle();
      await expect(testApp.app.mail.flush()).rejects.toThrow();
      await settle();
      expect(unhandled).toEqual([]);

      await testApp.db.execute(sql`alter table mail_outbox_away rename to mail_outbox`);
      const user = await createUser(testApp.db);
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/',
        payload: { email: user.email },
      });
      expect(response.statusCode).toBe(200);
      await expect.poll(() => smtp.mailsTo(user.email).length, { timeout: 5_000 }).toBe(1);
      expect(unhandled).toEqual([]);
    } finally {
      await testApp.close();
    }
  });
});

describe('requests while the database is unavailable', () => {
  // Real errors from the database itself, with the SQLSTATE an outage or a full disk gives.
  const raising = (sqlState: string) =>
    sql.raw(
      `do $$ begin raise exception 'simulated failure' using errcode = '${sqlState}'; end $$`,
    );
  const testApp = perSuite(() =>
    buildTestApp(
      {},
      {
        beforeReady: (app) => {
          app.get<{ Params: { state: string } }>('/api/test/sqlstate/:state', async (request) => {
            await app.db.execute(raising(request.params.state));
            return { ok: true };
          });
        },
      },
    ),
  );

  it.each([
    ['53100', 'disk full'],
    ['53200', 'out of memory'],
    ['53300', 'too many connections'],
    ['57P01', 'administrator shutdown'],
    ['57P03', 'cannot connect now'],
    ['08006', 'connection failure'],
  ])('answers SQLSTATE %s (%s) with 503 service_unavailable', async (state) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/test/sqlstate/${state}`,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(UNAVAILABLE);
    expect(response.headers['retry-after']).toBe('30');
  });

  it('still answers other database errors 500', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/sqlstate/22012' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: ERROR_CODES.INTERNAL_ERROR });
  });
});

describe('sign-in and registration with the database gone', () => {
  it('answers 503 service_unavailable, and health says 503 too', async () => {
    const testApp = await buildTestApp();
    const user = await createUser(testApp.db);
    // Closed under the running app: every later query fails to reach it.
    await testApp.app.database.close();
    try {
      const login = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { username: user.email, password: user.password },
      });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toEqual(UNAVAILABLE);
      const health = await testApp.app.inject({ method: 'GET', url: '/api/health/' });
      expect(health.statusCode).toBe(503);
    } finally {
      await testApp.close();
    }
  });
});
