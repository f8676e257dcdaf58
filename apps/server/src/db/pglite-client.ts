// The embedded engine's side of `client.ts`, in a module of its own so that a server on
// PostgreSQL never loads PGlite's WebAssembly build or its driver.
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { acquireDataDirLock } from './data-dir-lock';
import { once, type TDatabaseHandle } from './database-handle';
import { migratePglite } from './migrate';
import { createPgliteClusterIfMissing, PGLITE_OPTIONS } from './pglite-options';
import * as schema from './schema';

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
  return { db, hotDb: db, kind: 'pglite', migrate: () => migratePglite(db), close };
}

export async function openPglite(dataDir: string | undefined): Promise<TDatabaseHandle> {
  const releaseLock = dataDir ? acquireDataDirLock(dataDir) : () => undefined;
  try {
    if (dataDir) await createPgliteClusterIfMissing(dataDir);
    const client = dataDir
      ? await PGlite.create(dataDir, PGLITE_OPTIONS)
      : await PGlite.create(PGLITE_OPTIONS);
    return wrapPglite(client, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}
