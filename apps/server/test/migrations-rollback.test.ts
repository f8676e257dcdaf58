// Rolling back to older code must not start silently on a database that newer code migrated.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabaseHandle } from '../src/db/client';
import { UnknownMigrationsError } from '../src/db/migrate';
import { createTestDatabase, type TTestDatabase } from './helpers/test-database';

// 2030-01-01T00:00:00.000Z, later than every migration this code has.
const NEWER_MIGRATION_AT = 1_893_456_000_000;

describe('migrations this code does not know', () => {
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

  it('refuses to start, naming the unknown migration and how to recover', async () => {
    await handle.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('f00dfeedbeef0123', ${NEWER_MIGRATION_AT})`,
    );
    const error = await handle.migrate().then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(UnknownMigrationsError);
    const message = (error as Error).message;
    expect(message).toContain(
      'The database has 1 migration this version of PT Logbook does not know',
    );
    expect(message).toContain('2030-01-01T00:00:00.000Z (hash f00dfeedbeef)');
    expect(message).toMatch(/newest migration is \d{4}_\w+/);
    expect(message).toContain('restore the backup');
  });

  it('starts again once the database matches this code', async () => {
    await handle.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${NEWER_MIGRATION_AT}`,
    );
    await expect(handle.migrate()).resolves.toBeUndefined();
  });
});
