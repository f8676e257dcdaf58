// DATA_DIR problems at start-up (a folder the server may not write, a full disk) worded for the
// operator instead of a stack trace or the embedded engine's `ErrnoError { errno: 51 }`.

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

/**
 * The operator's wording of a failure to write under DATA_DIR, or undefined when `error` is not
 * one (then it is reported as it is).
 */
export function dataDirErrorOf(error: unknown, dataDir: string): DataDirError | undefined {
  if (error instanceof DataDirError) return error;
  const code = fileSystemCodeOf(error);
  if (isOutOfSpace(error) || isOutOfSpaceInDatabase(error)) {
    return new DataDirError(
      `No space left in DATA_DIR (${dataDir}). Free some space on that disk or point DATA_DIR at a larger one.`,
      { cause: error },
    );
  }
  if (code && NOT_WRITABLE.has(code)) {
    return new DataDirError(
      `DATA_DIR ${dataDir} is not writable (${code}). Create it and let the user running PT Logbook write to it, or point DATA_DIR somewhere else.`,
      { cause: error },
    );
  }
  return undefined;
}
