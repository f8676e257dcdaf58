// DATABASE_URL as postgres.js reads it: refused at start with a message that names the fix, never
// the value (it may hold the database password).
import { postgresConnectionOf } from './db/postgres-url';

/**
 * Whether postgres.js can read a DATABASE_URL: the steps of its parseUrl (postgres 3.4), which
 * otherwise throws a bare "Invalid URL" at the first query. A password holding `#`, `/` or `?`
 * (as `openssl rand -base64` makes) ends the address early, and a port above 65535 is no port.
 * A raw `#` is refused even where the URL still parses: it cuts the rest off as a fragment.
 */
export function postgresUrlReadable(value: string): boolean {
  if (!/^postgres(ql)?:\/\//.test(value)) return true;
  if (value.includes('#')) return false;
  const { url } = postgresConnectionOf(value);
  try {
    const authority = url.slice(url.indexOf('://') + 3).split(/[?/]/)[0] ?? '';
    const host = decodeURIComponent(authority.slice(authority.indexOf('@') + 1));
    const parsed = new URL(url.replace(host, host.split(',')[0] ?? ''));
    decodeURIComponent(parsed.username);
    decodeURIComponent(parsed.password);
    return true;
  } catch {
    return false;
  }
}

/** Its value is never repeated: the URL may hold the database password. */
export const UNREADABLE_DATABASE_URL =
  'postgres.js cannot read this URL: percent-encode special characters in the user name and ' +
  'password (# → %23, / → %2F, ? → %3F, @ → %40, + → %2B, % → %25) and give a port from 1 to 65535';
