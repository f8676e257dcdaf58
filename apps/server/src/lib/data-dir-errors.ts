// DATA_DIR problems at start-up (a folder the server may not write, a full disk, database files
// another user owns) worded for the operator instead of a stack trace or the embedded engine's
// `ErrnoError { errno: 51 }` and `Aborted()`.
import { execFileSync } from 'node:child_process';
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A start-up failure whose message says all the operator needs; printed without a stack. */
export class DataDirError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DataDirError';
  }
}

// The embedded engine (PGlite, compiled with Emscripten) numbers errno values its own way.
const EMSCRIPTEN_ERRNO: Record<number, string> = {
  2: 'EACCES',
  44: 'ENOENT',
  51: 'ENOSPC',
  54: 'ENOTDIR',
  63: 'EPERM',
  69: 'EROFS',
};

const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOENT', 'ENOTDIR', 'EEXIST']);
const NO_SPACE = new Set(['ENOSPC', 'EDQUOT']);

/** The file-system error code of an error, its causes, or a child process's stderr. */
export function fileSystemCodeOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const fields = current as Record<string, unknown>;
    if (typeof fields.code === 'string' && /^E[A-Z]+$/.test(fields.code)) return fields.code;
    if (fields.name === 'ErrnoError' && typeof fields.errno === 'number') {
      return EMSCRIPTEN_ERRNO[fields.errno];
    }
    // A failed child (the embedded database's initdb) reports what it met on stderr.
    if (typeof fields.stderr === 'string') {
      const errno = /ErrnoError[^\n]*errno: (\d+)/.exec(fields.stderr)?.[1];
      if (errno) return EMSCRIPTEN_ERRNO[Number(errno)];
      const named = /\b(ENOSPC|EDQUOT|EACCES|EPERM|EROFS)\b/.exec(fields.stderr)?.[1];
      if (named) return named;
    }
    current = fields.cause;
  }
  return undefined;
}

/** A write that failed for want of disk space (or quota). */
export function isOutOfSpace(error: unknown): boolean {
  const code = fileSystemCodeOf(error);
  return code !== undefined && NO_SPACE.has(code);
}

/** SQLSTATE class 53 from the embedded database (53100 disk_full: "could not extend file"). */
function isOutOfSpaceInDatabase(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '53100') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A user's name (for `sudo -u`, `chown`), or the uid as text when it has none. */
export function userNameOf(uid: number): string {
  try {
    const entry = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .map((line) => line.split(':'))
      .find((fields) => fields[2] === String(uid));
    if (entry?.[0]) return entry[0];
  } catch {
    // no /etc/passwd: ask the name service below
  }
  try {
    const entry = execFileSync('getent', ['passwd', String(uid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2_000,
    });
    const name = entry.split(':')[0]?.trim();
    if (name) return name;
  } catch {
    // unknown uid, or no getent
  }
  return String(uid);
}

/** `word` as one word for a POSIX shell (a path with a space in it, say). */
export function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/**
 * What the embedded engine (WebAssembly) says when it stops while opening DATA_DIR/db:
 * `RuntimeError: Aborted(). Build with …`, or, when PostgreSQL inside it exits during start-up,
 * "PGlite failed to initialize properly". Undefined for any other error.
 */
function engineFailureOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { message } = current as { message?: unknown };
    if (typeof message === 'string') {
      if (message.startsWith('Aborted(')) return 'Aborted()';
      if (message.startsWith('PGlite failed to initialize')) return message;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

interface TForeignFiles {
  count: number;
  /** The first one found, relative to DATA_DIR. */
  example: string;
  ownerUid: number;
}

/** Files under `dir` (itself included) that belong to a user other than `uid`. */
function filesNotOwnedBy(dir: string, uid: number, relativeTo: string): TForeignFiles | undefined {
  let found: TForeignFiles | undefined;
  const visit = (file: string) => {
    let stats: ReturnType<typeof lstatSync>;
    try {
      stats = lstatSync(file);
    } catch {
      return;
    }
    if (stats.uid !== uid) {
      if (found) found.count++;
      else found = { count: 1, example: path.relative(relativeTo, file), ownerUid: stats.uid };
    }
    if (!stats.isDirectory()) return;
    let names: string[];
    try {
      names = readdirSync(file);
    } catch {
      return; // an unreadable folder: counted above when another user owns it
    }
    for (const name of names) visit(path.join(file, name));
  };
  visit(dir);
  return found;
}

/** "db/base/5 and 3 more: root": files another user owns, for a message. */
function foreignFilesText(foreign: TForeignFiles, dataDir: string): string {
  const others = foreign.count > 1 ? ` and ${foreign.count - 1} more` : '';
  return `${foreign.example || dataDir}${others}: ${userNameOf(foreign.ownerUid)}`;
}

/** How the operator gives DATA_DIR back to `me` and keeps it so. */
function giveBackHint(me: string, dataDir: string): string {
  return (
    'A command run as root or with sudo leaves such files. Give them back (as root: ' +
    `chown -R ${me} ${shellWord(dataDir)}) and start again; run commands as ${me} ` +
    `(sudo -u ${me} env DATA_DIR=${shellWord(dataDir)} npm run …).`
  );
}

/**
 * The embedded engine's bare `Aborted()` or "PGlite failed to initialize properly" when it opens
 * DATA_DIR/db. It is what the engine says when it may not read or write one of its files: those a
 * command run as root (or with sudo) created in a DATA_DIR the service's own user owns. When the
 * files do all belong to this user, they may be damaged.
 */
function engineFailureError(
  error: unknown,
  said: string,
  dataDir: string,
  uid: number | undefined,
): DataDirError {
  const databaseDir = path.join(dataDir, 'db');
  const me = uid === undefined ? 'this user' : userNameOf(uid);
  const foreign = uid === undefined ? undefined : filesNotOwnedBy(databaseDir, uid, dataDir);
  if (foreign) {
    return new DataDirError(
      `The embedded database in DATA_DIR (${dataDir}) could not be opened ("${said}"): ` +
        `some of its files belong to another user (${foreignFilesText(foreign, dataDir)}), not to ` +
        `${me}, who runs PT Logbook. ${giveBackHint(me, dataDir)}`,
      { cause: error },
    );
  }
  return new DataDirError(
    `The embedded database in DATA_DIR (${dataDir}) could not be opened ("${said}"). Its files ` +
      `belong to ${me}, who runs PT Logbook, so they may be damaged: restore DATA_DIR from a ` +
      'backup (docs/operations.md, "Backups and restore").',
    { cause: error },
  );
}

/** The path a Node file-system error names, from the error or its causes. */
function failedPathOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { path: failed } = current as { path?: unknown };
    if (typeof failed === 'string') return failed;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The outermost folder on the way from `dataDir` to `file` (both included) that `uid` does not own. */
function foreignFolderOnPath(dataDir: string, file: string, uid: number): string | undefined {
  const relative = path.relative(dataDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  let current = dataDir;
  for (const part of ['', ...relative.split(path.sep).filter(Boolean)]) {
    current = path.join(current, part);
    try {
      if (lstatSync(current).uid !== uid) return current;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * A folder inside DATA_DIR (db/, uploads/) that another user owns, met as EACCES or EPERM: DATA_DIR
 * itself may well be writable, so the message names that folder, and how to give it back.
 */
function foreignOwnedError(
  error: unknown,
  code: string,
  dataDir: string,
  uid: number | undefined,
): DataDirError | undefined {
  // Root is refused no file for its owner; the uid is unknown on a platform without owners.
  if (uid === undefined || uid === 0 || (code !== 'EACCES' && code !== 'EPERM')) return undefined;
  const foreign = filesNotOwnedBy(dataDir, uid, dataDir);
  if (!foreign) return undefined;
  const failed = failedPathOf(error);
  const folder =
    (failed && foreignFolderOnPath(dataDir, failed, uid)) ?? path.join(dataDir, foreign.example);
  const where = folder === dataDir ? `DATA_DIR ${dataDir}` : `${folder} (in DATA_DIR)`;
  const me = userNameOf(uid);
  return new DataDirError(
    `${where} is not writable (${code}) for ${me}, who runs PT Logbook: files in DATA_DIR ` +
      `belong to another user (${foreignFilesText(foreign, dataDir)}). ${giveBackHint(me, dataDir)}`,
    { cause: error },
  );
}

/**
 * The operator's wording of a failure to write under DATA_DIR, or undefined when `error` is not
 * one (then it is reported as it is). `uid`: the user PT Logbook runs as.
 */
export function dataDirErrorOf(
  error: unknown,
  dataDir: string,
  uid: number | undefined = process.geteuid?.(),
): DataDirError | undefined {
  if (error instanceof DataDirError) return error;
  const engineFailure = engineFailureOf(error);
  if (engineFailure) return engineFailureError(error, engineFailure, dataDir, uid);
  const code = fileSystemCodeOf(error);
  if (isOutOfSpace(error) || isOutOfSpaceInDatabase(error)) {
    return new DataDirError(
      `No space left in DATA_DIR (${dataDir}). Free some space on that disk or point DATA_DIR at a larger one.`,
      { cause: error },
    );
  }
  if (code && NOT_WRITABLE.has(code)) {
    const foreign = foreignOwnedError(error, code, dataDir, uid);
    if (foreign) return foreign;
    return new DataDirError(
      `DATA_DIR ${dataDir} is not writable (${code}). Create it and let the user running PT Logbook write to it, or point DATA_DIR somewhere else.`,
      { cause: error },
    );
  }
  return undefined;
}
