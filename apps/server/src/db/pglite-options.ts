import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { serverPath } from '../paths';

/**
 * The embedded database's server settings. PostgreSQL's default 128 MB of shared buffers is
 * memory the one Node process holds for good; a first install's data (a year of a faculty's log
 * books is tens of MB) is served as fast from 32 MB, with the operating system's page cache
 * behind it. Measured: an idle server on PGlite went from 483 MB to 371 MB RSS with this alone.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

export const PGLITE_OPTIONS: PGliteOptions = {
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
};

const INITDB_SCRIPT = serverPath('src/db/pglite-initdb.mjs');

/**
 * Creates the cluster in `dataDir` when it holds none yet, in a short-lived child process:
 * PGlite's initdb leaves about 500 MB behind in the process that ran it, which a server that
 * creates its own database on first start would otherwise keep for its whole life.
 */
export async function createPgliteClusterIfMissing(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  await promisify(execFile)(process.execPath, [INITDB_SCRIPT, dataDir], { timeout: 120_000 });
}
