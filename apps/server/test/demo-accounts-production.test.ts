// A database that started in development (demo accounts seeded) must not run in production while
// the demo accounts still sign in with the passwords the README publishes.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS_SETTING,
  demoAccountsWithPublishedPassword,
  removeDemoAccounts,
} from '../src/db/demo-accounts';
import { appSettings, users } from '../src/db/schema';
import { seedDemoData } from '../src/db/seed';
import { hashPassword } from '../src/features/auth/password';
import { createUser } from './helpers/factories';
import { migratedDatabase, PRODUCTION_ENV } from './helpers/migrated-database';

describe('demo accounts when NODE_ENV=production', () => {
  const database = migratedDatabase();
  beforeAll(async () => {
    await seedDemoData(database.db, { configuredStartDate: undefined, now: new Date() });
  });

  it('refuses to start while a demo account has its published password, saying how to fix it', async () => {
    const error = await database.productionStartError();
    expect(error?.message).toMatch(
      /demo accounts student@ptlogbook\.test and staff@ptlogbook\.test still sign in with the password published/,
    );
    expect(error?.message).toContain('npm run remove-demo');
  });

  it('checks the password itself: a demo account with a new password is no longer refused', async () => {
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword('A-real-new-password-9') })
      .where(eq(users.email, 'student@ptlogbook.test'));
    const error = await database.productionStartError();
    expect(error?.message).toMatch(/demo account staff@ptlogbook\.test still signs in/);
    expect(error?.message).not.toContain('student@ptlogbook.test');
  });

  it('starts once the demo accounts are removed, and the demo staff login no longer works', async () => {
    expect(await removeDemoAccounts(database.db, new Date())).toEqual(
      expect.arrayContaining(['student@ptlogbook.test', 'staff@ptlogbook.test']),
    );
    const app = database.appWith(PRODUCTION_ENV);
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: 'staff@ptlogbook.test', password: 'Staff123!' },
    });
    expect(login.statusCode).toBe(401);
    await app.close();
    expect(await removeDemoAccounts(database.db, new Date())).toEqual([]);
  });
});

describe('accounts on the demo addresses that the seed did not create', () => {
  const database = migratedDatabase();

  it('do not stop a production start, even with the published passwords', async () => {
    // Registered before registration refused these addresses (the row a registration makes).
    await createUser(database.db, { email: 'student@ptlogbook.test', password: 'Student123!' });
    await createUser(database.db, { email: 'staff@ptlogbook.test', password: 'Staff123!' });
    expect(await demoAccountsWithPublishedPassword(database.db)).toEqual([]);
    expect(await database.productionStartError()).toBeUndefined();
  });
});

describe('a database seeded before the seed recorded its accounts', () => {
  const database = migratedDatabase();

  it('still refuses a production start while the demo accounts keep their passwords', async () => {
    await seedDemoData(database.db, { configuredStartDate: undefined, now: new Date() });
    // What a seed before DEMO_ACCOUNTS_SETTING left: the accounts without the record.
    await database.db.delete(appSettings).where(eq(appSettings.key, DEMO_ACCOUNTS_SETTING));
    const error = await database.productionStartError();
    expect(error?.message).toMatch(
      /demo accounts student@ptlogbook\.test and staff@ptlogbook\.test still sign in/,
    );
  });
});
