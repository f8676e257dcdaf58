import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePgliteDb } from 'drizzle-orm/pglite/migrator';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { serverPath } from '../paths';
import { postgresClientOf } from './postgres-url';

const migrationsFolder = serverPath('src/db/migrations');

// Any constant works; it only has to be the same for every instance of this app.
export const MIGRATION_LOCK_KEY = 7_214_503_118;

/** A row of drizzle's own record of applied migrations (`drizzle.__drizzle_migrations`). */
export type TAppliedMigration = {
  hash: string;
  /** The migration's `when` in the journal (milliseconds), as drizzle stores it. */
  created_at: string | number;
};

/** This code's migrations: the journal's time stamp (drizzle's `created_at`) and file name. */
function knownMigrations(): Map<number, string> {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { when: number; tag: string }[] };
  return new Map(journal.entries.map((entry) => [entry.when, entry.tag]));
}

export class UnknownMigrationsError extends Error {
  constructor(readonly unknown: TAppliedMigration[]) {
    const known = [...knownMigrations().values()];
    const listed = unknown
      .map(
        (row) =>
          `  - applied migration of ${new Date(Number(row.created_at)).toISOString()} (hash ${row.hash.slice(0, 12)})`,
      )
      .join('\n');
    super(
      `The database has ${unknown.length} migration${unknown.length === 1 ? '' : 's'} this version of PT Logbook does not know:\n${listed}\n` +
        `This code's newest migration is ${known.at(-1)}. The database was upgraded by a newer version: run that version again, or restore the backup taken before the upgrade (docs/operations.md, Upgrades).`,
    );
    this.name = 'UnknownMigrationsError';
  }
}

/** The applied migrations whose time stamp is not in this code's journal (none on a new database). */
export function unknownMigrations(applied: readonly TAppliedMigration[]): TAppliedMigration[] {
  const known = knownMigrations();
  return applied.filter((row) => !known.has(Number(row.created_at)));
}

const APPLIED_SQL = 'select hash, created_at from drizzle.__drizzle_migrations order by created_at';
const HAS_TABLE_SQL = `select to_regclass('drizzle.__drizzle_migrations') is not null as present`;

function refuseUnknown(applied: readonly TAppliedMigration[]): void {
  const unknown = unknownMigrations(applied);
  if (unknown.length > 0) throw new UnknownMigrationsError(unknown);
}

/**
 * Applies the pending migrations, after refusing a database that a newer version migrated
 * (drizzle would start on it silently, and this code would then fail on the changed tables).
 */
export async function migratePglite(db: PgliteDatabase<Record<string, unknown>>): Promise<void> {
  const present = await db.execute<{ present: boolean }>(sql.raw(HAS_TABLE_SQL));
  if (present.rows[0]?.present) {
    refuseUnknown((await db.execute<TAppliedMigration>(sql.raw(APPLIED_SQL))).rows);
  }
  await migratePgliteDb(db, { migrationsFolder });
}

/**
 * Several instances may start at once against one server; a session-level advisory lock on a
 * dedicated connection (a client of its own with one connection, so the lock and the migrations
 * share it) lets exactly one of them apply pending migrations while the others wait.
 */
export async function migratePostgresUrl(url: string, onWait?: () => void): Promise<void> {
  const client = postgresClientOf(url, { max: 1, connect_timeout: 5, onnotice: () => undefined });
  try {
    // Said before blocking: a start waiting on another instance's migration (or on a killed one's
    // session, until PostgreSQL notices it gone) looked hung, with no log line (upgrade audit).
    const [taken] = await client<{ locked: boolean }[]>`
      select pg_try_advisory_lock(${MIGRATION_LOCK_KEY}) as locked`;
    if (!taken?.locked) {
      onWait?.();
      await client`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    }
    try {
      const [table] = await client.unsafe<{ present: boolean }[]>(HAS_TABLE_SQL);
      if (table?.present) refuseUnknown(await client.unsafe<TAppliedMigration[]>(APPLIED_SQL));
      await migratePostgres(drizzle({ client }), { migrationsFolder });
    } finally {
      await client`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}
