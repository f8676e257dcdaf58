import { execFile } from 'node:child_process';
import { existsSync, readdirSync, realpathSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { DataDirError } from '../lib/data-dir-errors';
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
 * creates its own database on first start would otherwise keep for its whole life. The child
 * builds it in `<dataDir>.tmp-<pid>` and renames it into place once complete; what an interrupted
 * one left is removed here first. The caller holds the data directory's lock.
 */
export async function createPgliteClusterIfMissing(dataDir: string): Promise<void> {
  removeUnfinishedClusters(dataDir);
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  refuseFolderWithoutCluster(dataDir);
  await promisify(execFile)(process.execPath, [INITDB_SCRIPT, dataDir], { timeout: 120_000 });
}

/** `<dataDir>.tmp-<pid>` folders: clusters whose initdb never finished. */
function removeUnfinishedClusters(dataDir: string): void {
  // Beside the folder a symlink points to, where pglite-initdb.mjs builds for it.
  const target = existsSync(dataDir) ? realpathSync(dataDir) : dataDir;
  const prefix = `${path.basename(target)}.tmp-`;
  let names: string[];
  try {
    names = readdirSync(path.dirname(target));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const name of names) {
    if (name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length))) {
      rmSync(path.join(path.dirname(target), name), { recursive: true, force: true });
    }
  }
}

/**
 * A DATA_DIR/db with files but no PG_VERSION is no cluster: an older version's first start
 * interrupted while it ran initdb in place. Not deleted here: it might be something else.
 */
function refuseFolderWithoutCluster(dataDir: string): void {
  if (!existsSync(dataDir) || !statSync(dataDir).isDirectory()) return;
  const files = readdirSync(dataDir).filter((name) => name !== 'lost+found');
  if (files.length === 0) return;
  throw new DataDirError(
    `${dataDir} holds files but no embedded database (it has no PG_VERSION): most likely an ` +
      'earlier first start was interrupted while it created the database. If this DATA_DIR never ' +
      `held data, delete ${dataDir} and start again; otherwise restore DATA_DIR from a backup.`,
  );
}
