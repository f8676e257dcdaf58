// PGlite → PostgreSQL (docs/operations.md): every row of the embedded database arrives, and the
// copy goes on working (sequences past the copied ids). The target is PostgreSQL with
// TEST_DATABASE_URL, else a second PGlite.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type TDatabaseHandle, type TDb } from '../src/db/client';
import { copyDatabase, TargetNotEmptyError } from '../src/db/copy-database';
import { dailyReports, users } from '../src/db/schema';
import { seedDemoData } from '../src/db/seed';
import { verifyPassword } from '../src/features/auth/password';
import { createUser } from './helpers/factories';
import { openMigratedPglite } from './helpers/pglite-template';
import { createTestDatabase, type TTestDatabase } from './helpers/test-database';

async function tableCounts(db: TDb): Promise<Record<string, number>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    ),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql.raw(`select count(*)::int as n from "${name}"`)),
    );
    counts[name] = row!.n;
  }
  return counts;
}

describe('copying the embedded database into an empty one', () => {
  let source: TDatabaseHandle;
  let targetDatabase: TTestDatabase;
  let target: TDatabaseHandle;

  beforeAll(async () => {
    source = await openMigratedPglite();
    await seedDemoData(source.db, { configuredStartDate: undefined, now: new Date() });
    await createUser(source.db, { email: 'late@example.test', firstName: "O'Brien" });
    targetDatabase = await createTestDatabase();
    target =
      targetDatabase.handle ??
      (await openDatabase({ database: { kind: 'postgres', url: targetDatabase.url } }));
    await target.migrate();
  });
  afterAll(async () => {
    await source.close();
    await target.close();
    await targetDatabase.drop();
  });

  it('copies every row of every table, generated columns recomputed', async () => {
    const copied: Record<string, number> = {};
    await copyDatabase(source.db, target.db, (table, rows) => {
      copied[table] = rows;
    });
    const expected = await tableCounts(source.db);
    expect(await tableCounts(target.db)).toEqual(expected);
    expect(copied).toEqual(expected);
    expect(expected.users).toBe(3);
    expect(expected.daily_reports).toBeGreaterThan(0);
    const [staff] = await target.db
      .select()
      .from(users)
      .where(eq(users.email, 'staff@ptlogbook.test'));
    expect(staff?.isStaff).toBe(true);
    expect(staff?.searchKey).toContain('staff@ptlogbook.test');
    expect(await verifyPassword('Staff123!', staff!.passwordHash)).toBe(true);
    const [reports] = await target.db.select({ n: count() }).from(dailyReports);
    expect(reports?.n).toBe(expected.daily_reports);
  });

  it('leaves the sequences past the copied ids, so new rows can be added', async () => {
    const user = await createUser(target.db);
    const [highest] = rowsOf<{ max: number }>(
      await target.db.execute(sql`select max(id)::int as max from users`),
    );
    expect(user.id).toBe(highest!.max);
    expect(user.id).toBeGreaterThan(3);
  });

  it('refuses a target that already has users', async () => {
    await expect(copyDatabase(source.db, target.db, () => undefined)).rejects.toBeInstanceOf(
      TargetNotEmptyError,
    );
  });
});
