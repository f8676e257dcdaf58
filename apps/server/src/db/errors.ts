// What a database failure means, whichever driver threw it (postgres.js, PGlite) and however
// deeply drizzle wrapped it (DrizzleQueryError keeps the driver's error as its `cause`).

import { DrizzleQueryError } from 'drizzle-orm';
import { shellWord } from '../lib/data-dir-errors';
import { postgresConnectionOf, safeDecode, socketPathOf } from './postgres-url';

const MAX_CAUSES = 8;

/** The error and its causes, outermost first. */
function* chainOf(error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSES && current && typeof current === 'object'; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

function codesOf(error: unknown): string[] {
  return [...chainOf(error)]
    .map((link) => link.code)
    .filter((code): code is string => typeof code === 'string');
}

/** PostgreSQL's unique_violation, thrown by both drivers. */
export function isUniqueViolation(error: unknown): boolean {
  return codesOf(error).includes('23505');
}

// Socket errors (Node) and postgres.js' own codes for a connection that could not be made or was lost.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

/**
 * The database cannot be reached right now: the connection failed or was lost (class 08), the
 * server is shutting down or starting (57P01–57P03), its Unix socket is missing, or the embedded
 * database was closed.
 */
export function isDatabaseConnectionError(error: unknown): boolean {
  for (const link of chainOf(error)) {
    const code = link.code;
    if (typeof code === 'string') {
      if (CONNECTION_CODES.has(code) || code.startsWith('08')) return true;
      if (code === '57P01' || code === '57P02' || code === '57P03') return true;
      // A Unix socket that is not there (the server is stopped or not started yet) or not ours.
      if (link.syscall === 'connect' && (code === 'ENOENT' || code === 'EACCES')) return true;
    }
    if (link.message === 'PGlite is closed') return true;
  }
  return false;
}

/**
 * The database is there but cannot work now: out of disk, memory or connections (class 53,
 * "insufficient resources"; 53100 is disk_full).
 */
export function isDatabaseOutOfResources(error: unknown): boolean {
  return codesOf(error).some((code) => /^53[0-9A-Z]{3}$/.test(code));
}

/** Both of the above: a request that met it is answered 503, to be tried again in a while. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return isDatabaseConnectionError(error) || isDatabaseOutOfResources(error);
}

/**
 * PostgreSQL refused the connection for a reason waiting does not cure: the database named in the
 * URL does not exist (3D000), or the role or its password was refused (class 28).
 */
function isConnectionRefusedByServer(error: unknown): boolean {
  return codesOf(error).some((code) => code === '3D000' || code.startsWith('28'));
}

/**
 * `host:port` of a postgres:// URL, or the path of the Unix socket it names (never the user or
 * password), for messages.
 */
export function databaseAddressOf(url: string): string {
  const connection = postgresConnectionOf(url);
  const socket = socketPathOf(connection);
  if (socket) return socket;
  try {
    const parsed = new URL(connection.url);
    const host = decodeURIComponent(parsed.hostname) || 'localhost';
    return `${host}:${parsed.port || '5432'}`;
  } catch {
    return 'the configured address';
  }
}

/** The user and database a postgres:// URL names (either may be empty), never its password. */
export function databaseNamesOf(url: string): { user: string; database: string } {
  const { url: parsable } = postgresConnectionOf(url);
  if (!URL.canParse(parsable)) return { user: '', database: '' };
  const parsed = new URL(parsable);
  const user = safeDecode(parsed.username);
  // PostgreSQL's default: the database named like the user.
  return { user, database: safeDecode(parsed.pathname.slice(1)) || user };
}

/**
 * The driver's own words: drizzle's "Failed query: … params: …" wrapper, which says neither what
 * went wrong nor anything an operator may see (its parameters), is skipped for its `cause`.
 */
export function driverMessageOf(error: unknown): string {
  for (const link of chainOf(error)) {
    if (link instanceof DrizzleQueryError) {
      if (!link.cause) return `Failed query: ${link.query}`;
      continue;
    }
    if (typeof link.message === 'string' && link.message !== '') return link.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The driver's own words for a failed connection, with the URL's password (if quoted) masked. */
export function connectionFailureReason(error: unknown, url: string): string {
  const reason = driverMessageOf(error);
  const { url: parsable } = postgresConnectionOf(url);
  const password = safeDecode(URL.canParse(parsable) ? new URL(parsable).password : '');
  if (!reason) return 'connection failed';
  return password ? reason.replaceAll(password, '***') : reason;
}

/**
 * What to do about a missing database or role, which every first install on PostgreSQL may meet
 * (docs/operations.md, "Install"); '' for anything else.
 */
function remedyOf(error: unknown, reason: string, url: string): string {
  const { user, database } = databaseNamesOf(url);
  const codes = codesOf(error);
  if (codes.includes('3D000') && database) {
    const owner = user ? ` -O ${shellWord(user)}` : '';
    return `. Create it as PostgreSQL's superuser: sudo -u postgres createdb${owner} ${shellWord(database)} (docs/operations.md, "Install")`;
  }
  if (codes.includes('28000') && / does not exist/.test(reason) && user) {
    return (
      `. Create it as PostgreSQL's superuser: sudo -u postgres createuser --pwprompt ${shellWord(user)} ` +
      '(without --pwprompt for peer authentication over the Unix socket; docs/operations.md, "Install")'
    );
  }
  return '';
}

/**
 * A connection error, or PostgreSQL's refusal of the connection (no such database or role, a
 * wrong password), worded for an operator: "Could not connect to the database at host:port
 * (DATABASE_URL): database "ptlogbook" does not exist. Create it as …". Other errors are answered
 * as they are.
 */
export function withDatabaseAddress(error: unknown, url: string): unknown {
  if (!isDatabaseConnectionError(error) && !isConnectionRefusedByServer(error)) return error;
  const reason = connectionFailureReason(error, url).replace(/\.$/, '');
  return new Error(
    `Could not connect to the database at ${databaseAddressOf(url)} (DATABASE_URL): ${reason}${remedyOf(error, reason, url)}`,
    { cause: error },
  );
}
