// The embedded engine's side of `client.ts`, in a module of its own so that a server on
// PostgreSQL never loads PGlite's WebAssembly build or its driver.

import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { dataDirErrorOf } from '../lib/data-dir-errors';
import { makePrivateTree } from '../lib/private-files';
import { acquireDataDirLock } from './data-dir-lock';
import { once, type TDatabaseHandle } from './database-handle';
import { migratePglite } from './migrate';
import { createPgliteClusterIfMissing, PGLITE_OPTIONS } from './pglite-options';
import * as schema from './schema';

/** A handle over an already created PGlite client; `onClosed` runs after the client is closed. */
export function wrapPglite(
  client: PGlite,
  onClosed: () => void = () => undefined,
  dataDir?: string,
): TDatabaseHandle {
  const db = drizzlePglite({ client, schema });
  const close = once(async () => {
    try {
      await client.close();
    } finally {
      onClosed();
    }
  });
  // A full disk while the first start applies the migrations is said as such.
  const migrate = () =>
    migratePglite(db).catch((error: unknown) => {
      throw (dataDir && dataDirErrorOf(error, path.dirname(dataDir))) || error;
    });
  return { db, hotDb: db, kind: 'pglite', migrate, close };
}

/** `dataDir` is DATA_DIR/db: the messages name DATA_DIR, the folder the operator chose. */
export async function openPglite(dataDir: string | undefined): Promise<TDatabaseHandle> {
  try {
    return await openPgliteIn(dataDir);
  } catch (error) {
    // An unwritable DATA_DIR or a full disk, worded for the operator (PGlite itself only says
    // `ErrnoError { errno: 51 }`).
    throw (dataDir && dataDirErrorOf(error, path.dirname(dataDir))) || error;
  }
}

async function openPgliteIn(dataDir: string | undefined): Promise<TDatabaseHandle> {
  const releaseLock = dataDir ? acquireDataDirLock(dataDir) : () => undefined;
  try {
    if (dataDir) await createPgliteClusterIfMissing(dataDir);
    const client = dataDir
      ? await PGlite.create(dataDir, PGLITE_OPTIONS)
      : await PGlite.create(PGLITE_OPTIONS);
    // initdb writes the cluster's files 0666 and its folders 0755, and every start rewrites
    // pg_internal.init under the umask; the files PostgreSQL makes later are 0600 (WAL segments
    // recycled by rename keep their mode). So they are made the owner's only once open, and
    // what PGlite creates afterwards is kept from other users by the 0700 folders above it
    // (DATA_DIR, acquireDataDirLock).
    if (dataDir) {
      try {
        makePrivateTree(dataDir);
      } catch (error) {
        await client.close();
        throw error;
      }
    }
    return wrapPglite(client, releaseLock, dataDir);
  } catch (error) {
    releaseLock();
    throw error;
  }
}
