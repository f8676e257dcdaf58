// DATA_DIR holds the embedded database (password hashes in its tables and WAL), the uploads (served
// by the app only) and the app secret: nobody but the user running PT Logbook needs to read it, so
// its folders are 0700 (security audit 2, finding 1). Backups run as root or as that user
// (docs/operations.md), and the commands already refuse any other user (cli/embedded-data-dir.ts).
import { chmodSync, lstatSync, mkdirSync, readdirSync, type Stats, statSync } from 'node:fs';
import path from 'node:path';

const GROUP_AND_OTHERS = 0o077;

/**
 * Drops the group and other bits of a file or folder this user owns. What another user owns is
 * left alone (chmod would fail; root's files are the operator's business), as is everything on a
 * platform without owners (Windows).
 */
function makeOwnerOnly(file: string, stats: Stats): void {
  const uid = process.geteuid?.();
  if (uid === undefined || stats.uid !== uid || (stats.mode & GROUP_AND_OTHERS) === 0) return;
  chmodSync(file, stats.mode & 0o7700);
}

/** Creates `dir` (and missing parents) 0700, or tightens it to 0700 when it exists. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  makeOwnerOnly(dir, statSync(dir));
}

/**
 * Makes `dir` and everything under it the owner's only (folders 0700, files 0600); symbolic links
 * inside are not followed. A few dozen milliseconds for the embedded database's thousand files,
 * and only the first time: afterwards it is a stat per file.
 */
export function makePrivateTree(dir: string): void {
  makeTreeOwnerOnly(dir, statSync(dir));
}

function makeTreeOwnerOnly(dir: string, stats: Stats): void {
  makeOwnerOnly(dir, stats);
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    let inner: Stats;
    try {
      inner = lstatSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    if (inner.isDirectory()) makeTreeOwnerOnly(file, inner);
    else if (!inner.isSymbolicLink()) makeOwnerOnly(file, inner);
  }
}
