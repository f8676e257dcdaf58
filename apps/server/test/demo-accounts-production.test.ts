// A database that started in development (demo accounts seeded) must not run in production while
// the demo accounts still sign in with the passwords the README publishes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type TDatabaseHandle } from '../src/db/client';
import {
  DEMO_ACCOUNTS_SETTING,
  demoAccountsWithPublishedPassword,
  removeDemoAccounts,
} from '../src/db/demo-accounts';
import { appSettings, users } from '../src/db/schema';
import { seedDemoData } from '../src/db/seed';
import { hashPassword } from '../src/features/auth/password';
import { testEnv } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import { createTestDatabase, type TTestDatabase } from './helpers/test-database';

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://logbook.example.ac.tz',
  MAIL_TRANSPORT: 'log',
};

describe('demo accounts when NODE_ENV=production', () => {
  let testDatabase: TTestDatabase;
  let handle: TDatabaseHandle;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    handle =
      testDatabase.handle ??
      (await openDatabase({ database: { kind: 'postgres', url: testDatabase.url } }));
    await handle.migrate();
    await seedDemoData(handle.db, { configuredStartDate: undefined, now: new Date() });
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

  async function startError(): Promise<Error | undefined> {
    const app = productionApp();
    try {
      await app.ready();
      await app.close();
      return undefined;
    } catch (error) {
      await app.close().catch(() => undefined);
      return error as Error;
    }
  }

  it('refuses to start while a demo account has its published password, saying how to fix it', async () => {
    const error = await startError();
    expect(error?.message).toMatch(
      /demo accounts student@ptlogbook\.test and staff@ptlogbook\.test still sign in with the password published/,
    );
    expect(error?.message).toContain('npm run remove-demo');
  });

  it('checks the password itself: a demo account with a new password is no longer refused', async () => {
    await handle.db
      .update(users)
      .set({ passwordHash: await hashPassword('A-real-new-password-9') })
      .where(eq(users.email, 'student@ptlogbook.test'));
    const error = await startError();
    expect(error?.message).toMatch(/demo account staff@ptlogbook\.test still signs in/);
    expect(error?.message).not.toContain('student@ptlogbook.test');
  });

  it('starts once the demo accounts are removed, and the demo staff login no longer works', async () => {
    expect(await removeDemoAccounts(handle.db, new Date())).toEqual(
      expect.arrayContaining(['student@ptlogbook.test', 'staff@ptlogbook.test']),
    );
    const app = productionApp();
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: 'staff@ptlogbook.test', password: 'Staff123!' },
    });
    expect(login.statusCode).toBe(401);
    await app.close();
    expect(await removeDemoAccounts(handle.db, new Date())).toEqual([]);
  });
});

/** A fresh migrated database with a production app factory on it (the app does not close it). */
function productionDatabase() {
  const state: { testDatabase?: TTestDatabase; handle?: TDatabaseHandle } = {};
  beforeAll(async () => {
    state.testDatabase = await createTestDatabase();
    state.handle =
      state.testDatabase.handle ??
      (await openDatabase({ database: { kind: 'postgres', url: state.testDatabase.url } }));
    await state.handle.migrate();
  });
  afterAll(async () => {
    await state.handle?.close();
    await state.testDatabase?.drop();
  });
  return {
    get db() {
      return state.handle!.db;
    },
    async startError(): Promise<Error | undefined> {
      const config = loadConfig(testEnv({ ...PRODUCTION, DATABASE_URL: state.testDatabase!.url }));
      const app = buildApp(config, {
        database: { ...state.handle!, close: async () => undefined },
        print: () => undefined,
      });
      try {
        await app.ready();
        await app.close();
        return undefined;
      } catch (error) {
        await app.close().catch(() => undefined);
        return error as Error;
      }
    },
  };
}

describe('accounts on the demo addresses that the seed did not create', () => {
  const database = productionDatabase();

  it('do not stop a production start, even with the published passwords', async () => {
    // Registered before registration refused these addresses (the row a registration makes).
    await createUser(database.db, { email: 'student@ptlogbook.test', password: 'Student123!' });
    await createUser(database.db, { email: 'staff@ptlogbook.test', password: 'Staff123!' });
    expect(await demoAccountsWithPublishedPassword(database.db)).toEqual([]);
    expect(await database.startError()).toBeUndefined();
  });
});

describe('a database seeded before the seed recorded its accounts', () => {
  const database = productionDatabase();

  it('still refuses a production start while the demo accounts keep their passwords', async () => {
    await seedDemoData(database.db, { configuredStartDate: undefined, now: new Date() });
    // What a seed before DEMO_ACCOUNTS_SETTING left: the accounts without the record.
    await database.db.delete(appSettings).where(eq(appSettings.key, DEMO_ACCOUNTS_SETTING));
    const error = await database.startError();
    expect(error?.message).toMatch(
      /demo accounts student@ptlogbook\.test and staff@ptlogbook\.test still sign in/,
    );
  });
});
