// What the commands (create-staff, remove-demo, copy-to-postgres) check before they open the
// embedded database in DATA_DIR/db, as the server's own user would find it afterwards, and the
// mark copy-to-postgres leaves on it once the server's data is in PostgreSQL.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { shellWord, userNameOf } from '../lib/data-dir-errors';

/** DATA_DIR as the configuration resolves it when the database is the embedded one, else undefined. */
export function embeddedDataDirOf(env: NodeJS.ProcessEnv): string | undefined {
  if (env.DATABASE_URL?.trim()) return undefined;
  return path.resolve(process.cwd(), env.DATA_DIR?.trim() || './data');
}

/**
 * Why this process must not open the embedded database in `dataDir`, or undefined. Every file
 * it writes there (the database's own, the app secret) belongs to the user running it: run as root
 * or with sudo on the DATA_DIR of a service with a user of its own, it leaves files the service
 * may then not read, and the server stops at start with PGlite's bare "Aborted()". So the
 * command runs as whoever owns DATA_DIR/db (or DATA_DIR before the first start); root on a
 * DATA_DIR root owns is fine. `command` is the one to suggest, e.g. `npm run remove-demo`.
 */
export function wrongUserProblem(
  dataDir: string | undefined,
  command: string,
  euid: number | undefined = process.geteuid?.(),
): string | undefined {
  if (dataDir === undefined || euid === undefined) return undefined;
  const owned = [path.join(dataDir, 'db'), dataDir].find((file) => existsSync(file));
  if (owned === undefined) return undefined;
  const owner = statSync(owned).uid;
  if (owner === euid) return undefined;
  const name = userNameOf(owner);
  // sudo takes a uid without a name as #uid.
  const sudoUser = /^\d+$/.test(name) ? `'#${name}'` : name;
  return (
    `${owned} belongs to ${name}, but this command runs as ${userNameOf(euid)}: the files it ` +
    `would write there would stop the server opening its database. Run it as ${name}: ` +
    `sudo -u ${sudoUser} env DATA_DIR=${shellWord(dataDir)} ${command}`
  );
}

/** Left in DATA_DIR/db by copy-to-postgres: the server's data lives in PostgreSQL from then on. */
export const MOVED_MARKER = 'MOVED_TO_POSTGRES';

/** Marks the embedded database in `dataDir` as copied to `target` ("PostgreSQL database …"). */
export function markMovedToPostgres(dataDir: string, target: string, now: Date): string {
  const file = path.join(dataDir, 'db', MOVED_MARKER);
  writeFileSync(
    file,
    `Copied to ${target} on ${now.toISOString()} by npm run copy-to-postgres.\n` +
      'From then on the server runs on PostgreSQL (DATABASE_URL), and the commands refuse this old copy.\n' +
      'Delete this file to use the embedded database again.\n',
    { mode: 0o600 },
  );
  return file;
}

/** What the mark says: the database it went to and when, each when it can be read. */
function readMovedMarker(marker: string): { into?: string; copiedAt?: Date } {
  try {
    const first = readFileSync(marker, 'utf8').split('\n', 1)[0] ?? '';
    const found = /^Copied to (.+) on (\S+) by /.exec(first);
    const copiedAt = found ? new Date(found[2] ?? '') : undefined;
    return {
      into: found?.[1],
      copiedAt: copiedAt && !Number.isNaN(copiedAt.getTime()) ? copiedAt : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * Why the server must not start on the embedded database in `dataDir` (no DATABASE_URL), or
 * undefined: copy-to-postgres marked it moved, so the server's data is in PostgreSQL, and this
 * server would answer from the old copy while what students write there is missing from PostgreSQL
 * (operator audit, defect 3). Only the mark's own words are repeated: it holds no password.
 */
export function movedToPostgresStartProblem(dataDir: string | undefined): string | undefined {
  if (dataDir === undefined) return undefined;
  const db = path.join(dataDir, 'db');
  const marker = path.join(db, MOVED_MARKER);
  if (!existsSync(marker)) return undefined;
  const { into, copiedAt } = readMovedMarker(marker);
  const where = into ? ` (${into})` : '';
  const when = copiedAt ? ` on ${copiedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '';
  return (
    `The embedded database in ${db} was copied to PostgreSQL${where}${when} by npm run ` +
    'copy-to-postgres, but DATABASE_URL is not set: this server would run on the old embedded ' +
    'copy, and what is written to it would be missing from PostgreSQL. Set DATABASE_URL to the ' +
    'PostgreSQL database (docs/operations.md, "Moving from PGlite to PostgreSQL") and start ' +
    `again. To use the embedded database again instead, delete ${marker}.`
  );
}

/**
 * Why a command must not act on the embedded database in `dataDir`, or undefined: copy-to-postgres
 * marked it moved, so the server's accounts are in PostgreSQL, and a change here would "succeed"
 * on an old copy nobody uses (operator audit, defect 1). `command` is the one to suggest.
 */
export function movedToPostgresProblem(
  dataDir: string | undefined,
  command: string,
): string | undefined {
  if (dataDir === undefined) return undefined;
  const marker = path.join(dataDir, 'db', MOVED_MARKER);
  if (!existsSync(marker)) return undefined;
  let note = '';
  try {
    note = ` (${readFileSync(marker, 'utf8').split('\n', 1)[0]?.replace(/\.$/, '')})`;
  } catch {
    // unreadable: the file's presence is what counts
  }
  return (
    `the embedded database in ${path.join(dataDir, 'db')} was moved to PostgreSQL${note}: the ` +
    "server's accounts are there now, and this command would change the old copy. Run it with " +
    "the server's DATABASE_URL, e.g. as root: sh -c 'set -a && . /etc/ptlogbook.env && exec " +
    `${command}' (docs/operations.md, "The commands"). To use the embedded database again, ` +
    `delete ${marker}.`
  );
}
