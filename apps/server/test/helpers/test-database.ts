import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TDatabaseHandle } from '../../src/db/client';
import { openMigratedPglite } from './pglite-template';

export interface TTestDatabase {
  /** The DATABASE_URL for the app's configuration. */
  url: string;
  /** An opened database to hand to the app (PGlite), or none: the app opens `url` itself. */
  handle?: TDatabaseHandle;
  drop(): Promise<void>;
}

async function withAdminClient<T>(adminUrl: string, action: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

/**
 * A database no other test file sees: in-memory PGlite by default, or — with TEST_DATABASE_URL —
 * a new database on that PostgreSQL server, dropped again by `drop()`.
 */
export async function createTestDatabase(): Promise<TTestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openMigratedPglite();
    return { url: 'pglite://memory', handle, drop: () => handle.close() };
  }

  const name = `ptlog_t_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      ).then(() => undefined),
  };
}
