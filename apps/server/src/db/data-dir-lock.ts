import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  copyFileSync,
  existsSync,
  fstatSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  type Stats,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { makePrivateDir } from '../lib/private-files';

export class DatabaseLockedError extends Error {
  constructor(lockFile: string, pid: number | undefined) {
    super(
      `The embedded database is already in use by another process (${pid === undefined ? 'its lock is being written' : `pid ${pid}`}, lock file ${lockFile}). ` +
        'Stop that process first, or point DATA_DIR or DATABASE_URL somewhere else. ' +
        `If no PT Logbook server or command is running (a lock left by a power cut), it is safe to delete ${lockFile}.`,
    );
    this.name = 'DatabaseLockedError';
  }
}

// Locks this process holds (with their inode), so a second open of the same directory inside one
// process is refused while a lock left by an earlier process that happened to get the same pid is
// taken over.
const heldByThisProcess = new Map<string, number>();

/**
 * A lock file with no owner in it younger than this is taken for held: a lock is never seen empty
 * (it appears whole, by link()), but an older version wrote the pid after creating the file.
 */
const OWNERLESS_LOCK_GRACE_MS = 5_000;
/** How long to wait for another process that is taking a stale lock over (microseconds' work). */
const TAKEOVER_WAIT_MS = 2_000;
const RETRY_PAUSE_MS = 5;

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

function parseLockOwner(text: string): TLockOwner | undefined {
  const [pidLine = '', bootId] = text.split('\n').map((line) => line.trim());
  const pid = Number.parseInt(pidLine, 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return bootId ? { pid, bootId } : { pid };
}

function readLockOwner(lockFile: string): TLockOwner | undefined {
  try {
    return parseLockOwner(readFileSync(lockFile, 'utf8'));
  } catch {
    return undefined;
  }
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

function isHeldElsewhere(lockFile: string, owner: TLockOwner): boolean {
  const bootId = currentBootId();
  if (owner.bootId && bootId && owner.bootId !== bootId) return false;
  if (owner.pid === process.pid) return heldByThisProcess.has(lockFile);
  return isAlive(owner.pid) && mayBeOurs(owner.pid);
}

/** One particular lock file: a new file of the same inode number has other times. */
function sameFile(a: Stats, b: Stats): boolean {
  return a.dev === b.dev && a.ino === b.ino && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs;
}

type TLockState =
  | { kind: 'free' }
  | { kind: 'held'; pid: number | undefined }
  | { kind: 'stale'; file: Stats };

/** What is at `lockFile` now; the owner and the file judged are read through one descriptor. */
function inspectLock(lockFile: string): TLockState {
  let fd: number;
  try {
    fd = openSync(lockFile, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'free' };
    // Unreadable (another user's lock): judged by its age alone, like an empty one.
    const file = statOrUndefined(lockFile);
    if (!file) return { kind: 'free' };
    return Date.now() - file.mtimeMs < OWNERLESS_LOCK_GRACE_MS
      ? { kind: 'held', pid: undefined }
      : { kind: 'stale', file };
  }
  try {
    const file = fstatSync(fd);
    const owner = parseLockOwner(readFileSync(fd, 'utf8'));
    if (!owner) {
      return Date.now() - file.mtimeMs < OWNERLESS_LOCK_GRACE_MS
        ? { kind: 'held', pid: undefined }
        : { kind: 'stale', file };
    }
    return isHeldElsewhere(lockFile, owner)
      ? { kind: 'held', pid: owner.pid }
      : { kind: 'stale', file };
  } finally {
    closeSync(fd);
  }
}

function statOrUndefined(file: string): Stats | undefined {
  try {
    return statSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function unlinkIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

// File systems without hard links (some network and FAT mounts) answer link() with one of these.
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);

/**
 * Puts `ours` (a complete lock file) at `target` unless something is there: link() is atomic, so
 * nobody ever reads `target` empty or half-written. Returns false when `target` exists.
 */
function placeLock(ours: string, target: string): boolean {
  try {
    linkSync(ours, target);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'EEXIST') return false;
    if (!NO_HARD_LINKS.has(code)) throw error;
  }
  try {
    // Exclusive create, then the content: seen empty for a moment, which counts as held.
    copyFileSync(ours, target, constants.COPYFILE_EXCL);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** A name beside `lockFile` no other process uses. */
function uniqueName(lockFile: string, kind: string): string {
  return `${lockFile}.${kind}-${process.pid}-${randomBytes(6).toString('hex')}`;
}

/**
 * Moves `file` (judged stale) away from `target`, if it is still the file there. Never deletes the
 * shared path: whatever is renamed away is checked and, were it another file, put back.
 */
function moveAside(target: string, file: Stats): void {
  const now = statOrUndefined(target);
  if (!now || !sameFile(now, file)) return; // taken over by someone else meanwhile
  const aside = uniqueName(target, 'stale');
  try {
    renameSync(target, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = statSync(aside);
  if (moved.dev !== file.dev || moved.ino !== file.ino) placeLock(aside, target);
  unlinkSync(aside);
}

/**
 * Removes the stale lock `file` from `lockFile`. Only one process at a time does so, the one whose
 * lock text is at `<lockFile>.takeover`: otherwise two processes that both judged the old lock
 * stale could each remove it, the second removing the lock the first had just taken. Returns
 * false when another process is taking over right now.
 */
function takeOver(lockFile: string, file: Stats, ours: string): boolean {
  const guard = `${lockFile}.takeover`;
  if (!placeLock(ours, guard)) {
    // Another process is at it, or died there (kill -9 within those microseconds).
    const state = inspectLock(guard);
    if (state.kind === 'stale') moveAside(guard, state.file);
    return false;
  }
  const guardFile = statSync(guard);
  try {
    moveAside(lockFile, file);
  } finally {
    const now = statOrUndefined(guard);
    if (now && sameFile(now, guardFile)) unlinkSync(guard);
  }
  return true;
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
  // DATA_DIR, which the embedded database's files (0666, as PGlite writes them) rely on: 0700.
  makePrivateDir(path.dirname(lockFile));
  // Written whole under a name of its own first, then linked into place.
  const ours = uniqueName(lockFile, 'new');
  writeFileSync(ours, lockText(), { flag: 'wx' });
  try {
    const giveUpAt = Date.now() + TAKEOVER_WAIT_MS;
    while (Date.now() < giveUpAt) {
      if (placeLock(ours, lockFile)) {
        heldByThisProcess.set(lockFile, statSync(lockFile).ino);
        return () => releaseLock(lockFile);
      }
      const state = inspectLock(lockFile);
      if (state.kind === 'held') throw new DatabaseLockedError(lockFile, state.pid);
      if (state.kind === 'stale' && !takeOver(lockFile, state.file, ours)) pause(RETRY_PAUSE_MS);
    }
  } finally {
    unlinkIfPresent(ours);
  }
  throw new Error(
    `Could not take the database lock ${lockFile}: another process keeps creating it.`,
  );
}

function releaseLock(lockFile: string): void {
  const ino = heldByThisProcess.get(lockFile);
  if (ino === undefined) return;
  heldByThisProcess.delete(lockFile);
  // Ours as long as we live (nobody takes a live lock over), unless deleted by hand meanwhile.
  if (statOrUndefined(lockFile)?.ino === ino && readLockOwner(lockFile)?.pid === process.pid) {
    unlinkSync(lockFile);
  }
}
