import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { TDatabaseTarget } from '../config';
import { once, type TDatabaseHandle } from './database-handle';
import { withDatabaseAddress } from './errors';
import { migratePostgresUrl } from './migrate';
import { postgresClientOf } from './postgres-url';
import * as schema from './schema';

export type { TDatabaseHandle, TDatabaseKind, TDb } from './database-handle';

// Enough connections that a burst of requests does not queue behind a slow transaction;
// PostgreSQL's default max_connections (100) leaves room for several instances.
const POOL_MAX = 20;
// The hot client's connections: at 50 concurrent weekly reads, 3 served ~45% more than 20 did
// (median of 3 interleaved rounds each), because each write then carries several queries.
const HOT_POOL_MAX = 3;

/**
 * The hot client's statements are each one student's rows by key, in the order of an index, so
 * one plan serves every student. PostgreSQL's default (`auto`) plans a prepared statement afresh
 * for each execution whenever its statistics make the one plan look dearer: on a database that
 * autovacuum had not analyzed yet, the weekly read was planned every time, and served 2,448 req/s
 * against 3,788 with one plan (bench A/B, 3 interleaved rounds). Forced here, that cost cannot come
 * back with the statistics; the general pool, whose admin filters do differ by value, keeps `auto`.
 */
const HOT_CONNECTION = { plan_cache_mode: 'force_generic_plan' };

function postgresClient(url: string, max: number, connection: Record<string, string> = {}) {
  return postgresClientOf(url, {
    max,
    connection,
    // A bounded connect time keeps health checks and start-up from hanging on an unreachable server.
    connect_timeout: 5,
    // Migrations' "already exists, skipping" notices are not news.
    onnotice: () => undefined,
  });
}

/**
 * PostgreSQL through postgres.js, not node-postgres (ADR 4): when every connection is busy it
 * pipelines the next queries onto them and writes each connection's queued messages together,
 * where node-postgres' pool sends a query only once a connection is free and writes each
 * protocol message of it separately.
 */
function openPostgres(url: string): TDatabaseHandle {
  const client = postgresClient(url, POOL_MAX);
  const hotClient = postgresClient(url, HOT_POOL_MAX, HOT_CONNECTION);
  return {
    db: drizzlePostgres({ client, schema }),
    hotDb: drizzlePostgres({ client: hotClient, schema }),
    kind: 'postgres',
    // "connect ECONNREFUSED …" alone does not say it was the database (start-up, create-staff).
    migrate: (onWait) =>
      migratePostgresUrl(url, onWait).catch((error: unknown) => {
        throw withDatabaseAddress(error, url);
      }),
    close: once(async () => {
      await Promise.all([client.end({ timeout: 5 }), hotClient.end({ timeout: 5 })]);
    }),
  };
}

/** The rows of `db.execute`: an array on postgres.js, `{ rows }` on PGlite. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export async function openDatabase(config: {
  database: TDatabaseTarget;
}): Promise<TDatabaseHandle> {
  const target = config.database;
  switch (target.kind) {
    // The embedded engine (its WebAssembly build and driver, ~40 MB resident) is loaded only by
    // a server that uses it.
    case 'pglite':
      return (await import('./pglite-client')).openPglite(target.dataDir);
    case 'pglite-memory':
      return (await import('./pglite-client')).openPglite(undefined);
    case 'postgres':
      return openPostgres(target.url);
  }
}
