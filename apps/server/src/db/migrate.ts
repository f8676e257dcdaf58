import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePgliteDb } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_KEY = 7_214_503_118;

export async function migratePglite(db: PgliteDatabase<Record<string, unknown>>): Promise<void> {
  await migratePgliteDb(db, { migrationsFolder });
}

/**
 * Several instances may start at once against one server; a session-level advisory lock on a
 * dedicated connection lets exactly one of them apply pending migrations while the others wait.
 */
export async function migratePostgresPool(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
