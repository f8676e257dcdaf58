import postgres from 'postgres';

/**
 * A DATABASE_URL as postgres.js takes it. libpq (psql, node-postgres) reads a `host` query
 * parameter that names a directory as the server's Unix socket there:
 * `postgresql://ptlogbook@/ptlogbook?host=/var/run/postgresql` connects without TCP, and with
 * PostgreSQL's peer authentication without a password. postgres.js takes a socket only as its
 * `host` option, would send the parameter to the server as a setting ("unrecognized configuration
 * parameter"), and cannot parse libpq's empty host (`user@/db`, which WHATWG URL refuses). So the
 * parameter moves to the option and the empty host becomes localhost, which the socket replaces.
 */
export interface TPostgresConnection {
  url: string;
  /** The directory of the server's Unix socket, when the URL names one. */
  socketDir?: string;
}

const HOST_PARAMETER = /[?&]host=([^&#]*)/;
/** The scheme and any user, followed by no host. */
const EMPTY_HOST = /^(postgres(?:ql)?:\/\/(?:[^/?#@]*@)?)(?=[/?#]|$)/;

export function postgresConnectionOf(databaseUrl: string): TPostgresConnection {
  const host = HOST_PARAMETER.exec(databaseUrl)?.[1];
  const socketDir = host === undefined ? '' : safeDecode(host);
  if (!socketDir.startsWith('/')) return { url: databaseUrl };
  const withHost = databaseUrl.replace(EMPTY_HOST, '$1localhost');
  if (!URL.canParse(withHost)) return { url: databaseUrl };
  const url = new URL(withHost);
  url.searchParams.delete('host');
  return { url: url.toString(), socketDir };
}

/** The path of the socket file postgres.js connects to (its own rule: `<dir>/.s.PGSQL.<port>`). */
export function socketPathOf(connection: TPostgresConnection): string | undefined {
  if (!connection.socketDir) return undefined;
  const port = URL.canParse(connection.url) ? new URL(connection.url).port : '';
  return `${connection.socketDir}/.s.PGSQL.${port || '5432'}`;
}

export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** postgres.js's URL and options for a DATABASE_URL (see TPostgresConnection). */
export function postgresArgsOf(databaseUrl: string): [url: string, options: { host?: string }] {
  const { url, socketDir } = postgresConnectionOf(databaseUrl);
  return [url, socketDir ? { host: socketDir } : {}];
}

/**
 * A postgres.js client of a DATABASE_URL: the one place the server makes one, so every client
 * reads a socket URL the same way.
 */
export function postgresClientOf(
  databaseUrl: string,
  options: postgres.Options<Record<string, never>>,
) {
  const [url, address] = postgresArgsOf(databaseUrl);
  return postgres(url, { ...address, ...options });
}
