import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePgliteDb } from 'drizzle-orm/pglite/migrator';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { serverPath } from '../paths';

const migrationsFolder = serverPath('src/db/migrations');

// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_KEY = 7_214_503_118;

export async function migratePglite(db: PgliteDatabase<Record<string, unknown>>): Promise<void> {
  await migratePgliteDb(db, { migrationsFolder });
}

/**
 * Several instances may start at once against one server; a session-level advisory lock on a
 * dedicated connection (a client of its own with one connection, so the lock and the migrations
 * share it) lets exactly one of them apply pending migrations while the others wait.
 */
export async function migratePostgresUrl(url: string): Promise<void> {
  const client = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => undefined });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    try {
      await migratePostgres(drizzle({ client }), { migrationsFolder });
    } finally {
      await client`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}
