import { mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DatabaseLockedError extends Error {
  constructor(lockFile: string, pid: number) {
    super(
      `The embedded database is already in use by another process (pid ${pid}, lock file ${lockFile}). ` +
        'Stop that process first, or point DATA_DIR or DATABASE_URL somewhere else.',
    );
    this.name = 'DatabaseLockedError';
  }
}

// Locks this process holds, so a second open of the same directory inside one process is refused
// while a lock left by an earlier process that happened to get the same pid is taken over.
const heldByThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLockPid(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function isHeldElsewhere(lockFile: string, pid: number | undefined): pid is number {
  if (pid === undefined) return false;
  if (pid === process.pid) return heldByThisProcess.has(lockFile);
  return isAlive(pid);
}

/**
 * PGlite is single-process: two processes writing one data directory corrupt it. The lock file
 * holds the owner's pid; a lock whose process is gone is stale and taken over.
 * Returns the release function.
 */
export function acquireDataDirLock(databaseDir: string): () => void {
  // Beside the database directory (DATA_DIR/db.lock), not inside it: PGlite owns that folder.
  const lockFile = `${databaseDir}.lock`;
  mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      heldByThisProcess.add(lockFile);
      return () => releaseLock(lockFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readLockPid(lockFile);
      if (isHeldElsewhere(lockFile, pid)) throw new DatabaseLockedError(lockFile, pid);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(
    `Could not take the database lock ${lockFile}: another process keeps creating it.`,
  );
}

function releaseLock(lockFile: string): void {
  if (!heldByThisProcess.delete(lockFile)) return;
  if (readLockPid(lockFile) === process.pid) unlinkSync(lockFile);
}
