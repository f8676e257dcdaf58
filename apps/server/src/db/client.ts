import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres, drizzle as drizzlePostgresJs } from 'drizzle-orm/postgres-js';
import pg from 'pg';
import postgres from 'postgres';
import type { TDatabaseTarget } from '../config';
import { acquireDataDirLock } from './data-dir-lock';
import { migratePglite, migratePostgresUrl } from './migrate';
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

// Enough connections that a burst of requests does not queue behind a slow transaction;
// PostgreSQL's default max_connections (100) leaves room for several instances.
const POOL_MAX = 20;

/**
 * PostgreSQL through postgres.js, not node-postgres: when every connection is busy it pipelines
 * the next queries onto them and writes each connection's queued messages in one system call.
 * On the 2-core bench machine (ADR 0004) that served ~25% more weekly reads and ~50% more daily
 * lists than node-postgres' pool, which sends a query only once its connection is free and writes
 * each protocol message separately.
 */
function openPostgres(url: string): TDatabaseHandle {
  const client = postgres(url, {
    max: POOL_MAX,
    // A bounded connect time keeps health checks and start-up from hanging on an unreachable server.
    connect_timeout: 5,
    // Migrations' "already exists, skipping" notices are not news.
    onnotice: () => undefined,
  });
  const db = drizzlePostgres({ client, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgresUrl(url),
    close: once(() => client.end({ timeout: 5 })),
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
    case 'pglite':
      return openPglite(target.dataDir);
    case 'pglite-memory':
      return openPglite(undefined);
    case 'postgres':
      return openPostgres(target.url);
  }
}
