// The demo seed runs once, on an empty database. `npm run remove-demo` erases the accounts (their
// tombstones no longer carry the demo e-mails), and a later start that is not NODE_ENV=production
// must not bring the demo staff account and its published password back among real users.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS_SETTING,
  recordedDemoAccountIds,
  removeDemoAccounts,
} from '../src/db/demo-accounts';
import { appSettings, users } from '../src/db/schema';
import { seedDemoData } from '../src/db/seed';
import { createUser } from './helpers/factories';
import { migratedDatabase } from './helpers/migrated-database';

/** A fresh migrated database, and a start with SEED_DEMO=1 (the embedded database's default). */
function seededDatabase() {
  const database = migratedDatabase();
  return {
    get db() {
      return database.db;
    },
    /** Starts with SEED_DEMO=1, signs in as the demo staff; what it printed and the status. */
    async developmentStart(): Promise<{ printed: string; staffLogin: number }> {
      const printed: string[] = [];
      const app = database.appWith({ SEED_DEMO: '1' }, (text) => printed.push(text));
      await app.ready();
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { username: 'staff@ptlogbook.test', password: 'Staff123!' },
      });
      await app.close();
      return { printed: printed.join(''), staffLogin: login.statusCode };
    },
  };
}

describe('remove-demo, then a development start', () => {
  const database = seededDatabase();

  it('does not seed the demo accounts again', async () => {
    await seedDemoData(database.db, { configuredStartDate: undefined, now: new Date() });
    // The seed records the accounts it made: the production start check counts only these.
    const seeded = await database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .orderBy(users.id);
    expect(await recordedDemoAccountIds(database.db)).toEqual({
      studentId: seeded.find((row) => row.email === 'student@ptlogbook.test')?.id,
      staffId: seeded.find((row) => row.email === 'staff@ptlogbook.test')?.id,
    });
    await createUser(database.db, { email: 'real.student@udsm.ac.tz' });
    expect(await removeDemoAccounts(database.db, new Date())).toHaveLength(2);
    const { printed, staffLogin } = await database.developmentStart();
    expect(printed).not.toContain('Staff123!');
    expect(staffLogin).toBe(401);
  });
});

describe('remove-demo on a database seeded before the seed recorded its accounts', () => {
  const database = seededDatabase();

  it('is not undone by a development start either', async () => {
    await seedDemoData(database.db, { configuredStartDate: undefined, now: new Date() });
    await database.db.delete(appSettings).where(eq(appSettings.key, DEMO_ACCOUNTS_SETTING));
    expect(await removeDemoAccounts(database.db, new Date())).toHaveLength(2);
    const { printed, staffLogin } = await database.developmentStart();
    expect(printed).not.toContain('Staff123!');
    expect(staffLogin).toBe(401);
  });
});

describe('a development start on a database that already has users', () => {
  const database = seededDatabase();

  it('creates no demo accounts among them', async () => {
    await createUser(database.db, { email: 'real.student@udsm.ac.tz' });
    const { printed, staffLogin } = await database.developmentStart();
    expect(printed).toBe('');
    expect(staffLogin).toBe(401);
    expect(
      await database.db.select().from(users).where(eq(users.email, 'staff@ptlogbook.test')),
    ).toEqual([]);
  });
});
