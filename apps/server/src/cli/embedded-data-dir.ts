// What the commands (create-staff, remove-demo, copy-to-postgres) check before they open the
// embedded database in DATA_DIR/db, as the server's own user would find it afterwards.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { shellWord, userNameOf } from '../lib/data-dir-errors';

/**
 * DATA_DIR as the configuration resolves it when the database is the embedded one, else
 * undefined. Read from the environment before loadConfig, which may write DATA_DIR/app-secret.
 */
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
