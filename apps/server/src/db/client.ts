import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { TDatabaseTarget } from '../config';
import { acquireDataDirLock } from './data-dir-lock';
import { migratePglite, migratePostgresPool } from './migrate';
import * as schema from './schema';

/** The query API shared by both engines; repositories depend on this, never on a driver. */
export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export type TDatabaseKind = 'pglite' | 'postgres';

export interface TDatabaseHandle {
  db: TDb;
  kind: TDatabaseKind;
  /** Applies the committed migrations that this database has not seen yet. */
  migrate(): Promise<void>;
  /** Idempotent: safe to call from both a test and the app's onClose hook. */
  close(): Promise<void>;
}

export interface TOpenDatabaseOptions {
  /** Errors of idle pooled connections (server restart, network cut) that no query awaits. */
  onPoolError?: (error: Error) => void;
}

function once(action: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= action();
    return closing;
  };
}

/** A handle over an already created PGlite client; `onClosed` runs after the client is closed. */
export function wrapPglite(
  client: PGlite,
  onClosed: () => void = () => undefined,
): TDatabaseHandle {
  const db = drizzlePglite({ client, schema });
  const close = once(async () => {
    try {
      await client.close();
    } finally {
      onClosed();
    }
  });
  return { db, kind: 'pglite', migrate: () => migratePglite(db), close };
}

async function openPglite(dataDir: string | undefined): Promise<TDatabaseHandle> {
  const releaseLock = dataDir ? acquireDataDirLock(dataDir) : () => undefined;
  try {
    const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
    return wrapPglite(client, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

// Enough connections that a burst of requests does not queue on the pool; PostgreSQL's default
// max_connections (100) leaves room for several instances.
const POOL_MAX = 20;

function openPostgres(url: string, options: TOpenDatabaseOptions): TDatabaseHandle {
  // A bounded connect time keeps health checks and start-up from hanging on an unreachable server.
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    connectionTimeoutMillis: 5_000,
  });
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgresPool(pool),
    close: once(() => pool.end()),
  };
}

export async function openDatabase(
  config: { database: TDatabaseTarget },
  options: TOpenDatabaseOptions = {},
): Promise<TDatabaseHandle> {
  const target = config.database;
  switch (target.kind) {
    case 'pglite':
      return openPglite(target.dataDir);
    case 'pglite-memory':
      return openPglite(undefined);
    case 'postgres':
      return openPostgres(target.url, options);
  }
}
