// A start that waits for another instance's migration says so before it blocks (upgrade audit:
// a start behind a killed instance's session printed nothing for half a minute).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabaseHandle } from '../src/db/client';
import { MIGRATION_LOCK_KEY } from '../src/db/migrate';
import { REAL_POSTGRES } from './helpers/billing';
import { createTestDatabase, type TTestDatabase } from './helpers/test-database';

describe('migrating while another instance migrates', () => {
  let testDatabase: TTestDatabase;
  let handle: TDatabaseHandle;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    handle =
      testDatabase.handle ??
      (await openDatabase({ database: { kind: 'postgres', url: testDatabase.url } }));
  });
  afterAll(async () => {
    await handle.close();
    await testDatabase.drop();
  });

  it('tells onWait before waiting for the lock, then migrates once it is free', async () => {
    const waits: number[] = [];
    if (!REAL_POSTGRES) {
      // One process owns the embedded database: there is never anyone to wait for.
      await handle.migrate(() => waits.push(Date.now()));
      expect(waits).toEqual([]);
      return;
    }
    const other = new pg.Client({ connectionString: testDatabase.url });
    await other.connect();
    await other.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    let migrated = false;
    const migrating = handle
      .migrate(() => waits.push(Date.now()))
      .then(() => {
        migrated = true;
      });
    const deadline = Date.now() + 10_000;
    while (waits.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(waits).toHaveLength(1);
    expect(migrated).toBe(false);
    await other.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    await other.end();
    await migrating;
    expect(migrated).toBe(true);
    expect(waits).toHaveLength(1);
  });
});
