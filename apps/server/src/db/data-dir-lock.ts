import { existsSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DatabaseLockedError extends Error {
  constructor(lockFile: string, pid: number) {
    super(
      `The embedded database is already in use by another process (pid ${pid}, lock file ${lockFile}). ` +
        'Stop that process first, or point DATA_DIR or DATABASE_URL somewhere else. ' +
        `If no PT Logbook server or command is running (a lock left by a power cut), it is safe to delete ${lockFile}.`,
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

interface TLockOwner {
  pid: number;
  /** The kernel's boot id when the lock was taken (Linux): a lock from an earlier boot is stale. */
  bootId?: string;
}

const BOOT_ID_FILE = '/proc/sys/kernel/random/boot_id';

function currentBootId(): string | undefined {
  try {
    return readFileSync(BOOT_ID_FILE, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The lock's content: the owner's pid, then the boot id where there is one. */
function lockText(): string {
  const bootId = currentBootId();
  return bootId ? `${process.pid}\n${bootId}\n` : String(process.pid);
}

function readLockOwner(lockFile: string): TLockOwner | undefined {
  let text: string;
  try {
    text = readFileSync(lockFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const [pidLine = '', bootId] = text.split('\n').map((line) => line.trim());
  const pid = Number.parseInt(pidLine, 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return bootId ? { pid, bootId } : { pid };
}

/**
 * Whether `pid` may be a PT Logbook process (the server, create-staff, the tests): a Node.js
 * program. After a power cut the old pid often belongs to something else (a shell, a daemon),
 * which must not block start-up. Where /proc is missing (macOS), any live process counts.
 */
function mayBeOurs(pid: number): boolean {
  let argv0: string;
  try {
    argv0 = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
  } catch (error) {
    // Gone between the two checks: not ours. No /proc at all: today's check (alive) stands.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT' || !existsSync('/proc/self');
  }
  const program = path.basename(argv0);
  return program.startsWith('node') || program === path.basename(process.execPath);
}

function isHeldElsewhere(lockFile: string, owner: TLockOwner | undefined): owner is TLockOwner {
  if (owner === undefined) return false;
  const bootId = currentBootId();
  if (owner.bootId && bootId && owner.bootId !== bootId) return false;
  if (owner.pid === process.pid) return heldByThisProcess.has(lockFile);
  return isAlive(owner.pid) && mayBeOurs(owner.pid);
}

/**
 * PGlite is single-process: two processes writing one data directory corrupt it. The lock file
 * holds the owner's pid (and the boot id); a lock whose process is gone, is not a Node.js process,
 * or was taken before the machine last started is stale and taken over.
 * Returns the release function.
 */
export function acquireDataDirLock(databaseDir: string): () => void {
  // Beside the database directory (DATA_DIR/db.lock), not inside it: PGlite owns that folder.
  const lockFile = `${databaseDir}.lock`;
  mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, lockText(), { flag: 'wx' });
      heldByThisProcess.add(lockFile);
      return () => releaseLock(lockFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readLockOwner(lockFile);
      if (isHeldElsewhere(lockFile, owner)) throw new DatabaseLockedError(lockFile, owner.pid);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(
    `Could not take the database lock ${lockFile}: another process keeps creating it.`,
  );
}

function releaseLock(lockFile: string): void {
  if (!heldByThisProcess.delete(lockFile)) return;
  if (readLockOwner(lockFile)?.pid === process.pid) unlinkSync(lockFile);
}
