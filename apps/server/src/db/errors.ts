// What a database failure means, whichever driver threw it (postgres.js, PGlite) and however
// deeply drizzle wrapped it (DrizzleQueryError keeps the driver's error as its `cause`).

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

/** The driver's own words for a failed connection, with the URL's password (if quoted) masked. */
export function connectionFailureReason(error: unknown, url: string): string {
  const reason = [...chainOf(error)]
    .map((link) => link.message)
    .find((message): message is string => typeof message === 'string' && message !== '');
  const { url: parsable } = postgresConnectionOf(url);
  const password = safeDecode(URL.canParse(parsable) ? new URL(parsable).password : '');
  if (!reason) return 'connection failed';
  return password ? reason.replaceAll(password, '***') : reason;
}

/**
 * A connection error worded for an operator: "Could not connect to the database at host:port
 * (DATABASE_URL): connect ECONNREFUSED …". Other errors are answered as they are.
 */
export function withDatabaseAddress(error: unknown, url: string): unknown {
  if (!isDatabaseConnectionError(error)) return error;
  return new Error(
    `Could not connect to the database at ${databaseAddressOf(url)} (DATABASE_URL): ${connectionFailureReason(error, url)}`,
    { cause: error },
  );
}
