// Run as a child process by pglite-options.ts: creates the embedded database cluster in the
// directory given as the only argument, then exits, taking initdb's memory with it.
// The cluster is built beside it, in <dir>.tmp-<pid>, and renamed into place once complete (with
// the marker below in it): a first start interrupted during initdb (Ctrl-C reaches this child too)
// leaves only that folder, which the next start removes, never a half-made <dir> that PGlite then
// fails to open for good.
import { existsSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Written last into a finished cluster, before the rename: says a DATA_DIR/db was made whole by
 * this version (older installs have none, and still open). Nothing requires it at open.
 */
const COMPLETE_MARKER = 'ptlogbook-initdb-complete';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: pglite-initdb.mjs <data dir>');
  process.exit(2);
}

/** An existing (empty) folder that is a mount point cannot be replaced: initdb goes into it. */
function isMountPoint(dir) {
  return statSync(dir).dev !== statSync(path.dirname(dir)).dev;
}

// A symlink to the folder is kept: the cluster is built beside, and renamed onto, its target.
const target = existsSync(dataDir) ? realpathSync(dataDir) : dataDir;
const building =
  existsSync(target) && isMountPoint(target) ? target : `${target}.tmp-${process.pid}`;
if (building !== target) rmSync(building, { recursive: true, force: true });
const client = await PGlite.create(building);
await client.close();
writeFileSync(path.join(building, COMPLETE_MARKER), `${new Date().toISOString()}\n`);
// Atomic, and replaces an empty folder of that name.
if (building !== target) renameSync(building, target);
