import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { serverPath } from '../paths';

/**
 * The embedded database's server settings. PGlite's shared memory is allocated and zeroed at start,
 * so every MB of shared buffers is resident in the one Node process for good, used or not. Pages
 * not in them are read from the data directory through the operating system's page cache, which
 * in PGlite costs little more than a buffer hit: measured with `npm run bench:logbook` (2,000
 * students, 80,000 daily reports, 2026-11-28), 8 MB served every call as fast as 32 MB (weekly
 * read 365 against 368 req/s, paged list 499 against 397) and the server held 24 MB less (idle
 * 192 → 169 MB, after the run 211 → 187 MB). PostgreSQL's default of 128 MB held 483 MB idle.
 */
export const PGLITE_SHARED_BUFFERS = '8MB';

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
