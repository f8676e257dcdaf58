// The demo accounts' addresses are never registered: with the password the README publishes, a
// stranger's account there would stop every later production start (demo-accounts.ts).
import { MESSAGES } from '@ptlog/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type TDatabaseHandle } from '../src/db/client';
import { registrationPayload } from './helpers/accounts';
import { testEnv } from './helpers/build-test-app';
import { createTestDatabase, type TTestDatabase } from './helpers/test-database';

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://logbook.example.ac.tz',
  MAIL_TRANSPORT: 'log',
};

describe('registering a demo account address on a production server', () => {
  let testDatabase: TTestDatabase;
  let handle: TDatabaseHandle;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    handle =
      testDatabase.handle ??
      (await openDatabase({ database: { kind: 'postgres', url: testDatabase.url } }));
    await handle.migrate();
  });
  afterAll(async () => {
    await handle.close();
    await testDatabase.drop();
  });

  /** A production app on the shared database; the app does not close it. */
  function productionApp() {
    const config = loadConfig(testEnv({ ...PRODUCTION, DATABASE_URL: testDatabase.url }));
    return buildApp(config, {
      database: { ...handle, close: async () => undefined },
      print: () => undefined,
    });
  }

  it.each([
    ['student@ptlogbook.test', 'Student123!'],
    ['Staff@PTLogbook.test', 'Staff123!'],
  ])('refuses %s on the e-mail field, and the server still restarts', async (email, password) => {
    const first = productionApp();
    await first.ready();
    const answer = await first.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: registrationPayload({ email, password, password_confirm: password }),
    });
    await first.close();
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      detail: MESSAGES.register.emailReserved,
      errors: { email: [MESSAGES.register.emailReserved] },
    });

    // A deploy or a crash restart after the attempt.
    const second = productionApp();
    await expect(second.ready()).resolves.toBeDefined();
    await second.close();
  });

  it('still registers any other address at the same domain', async () => {
    const app = productionApp();
    await app.ready();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: registrationPayload({ email: 'amina@ptlogbook.test' }),
    });
    await app.close();
    expect(answer.statusCode).toBe(201);
  });
});
