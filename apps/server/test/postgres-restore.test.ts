// docs/operations.md, "Backups and restore" for PostgreSQL, run as written (names changed to
// throwaway ones). The server connects as its own role (ptlogbook in the docs); a restore made by
// postgres with --no-owner alone into a database postgres owns left every schema and table
// postgres's, and the server then stopped at start: "permission denied for schema drizzle".
// Without TEST_DATABASE_URL (the PGlite pass) only the documented commands are checked.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '../src/db/client';
import { createUser } from './helpers/factories';

const run = promisify(execFile);
const admin = process.env.TEST_DATABASE_URL;
const operations = readFileSync(new URL('../../../docs/operations.md', import.meta.url), 'utf8');

/** The shell lines of the code block after `heading` (a line of the docs' prose). */
function commandsAfter(heading: string): string[] {
  const start = operations.indexOf(heading);
  const block = /```sh\n([\s\S]*?)```/.exec(operations.slice(start))?.[1] ?? '';
  return block.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
}

const BACKUP = commandsAfter('**PostgreSQL**, while the server runs');
const RESTORE = commandsAfter('Restore into a new, empty database');

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

describe('docs/operations.md: restoring a pg_dump of the PostgreSQL database', () => {
  it('documents a restore that gives the server role its database back', () => {
    expect(BACKUP).toEqual([
      'umask 077',
      'pg_dump -Fc -d postgres://ptlogbook:password@127.0.0.1:5432/ptlogbook -f ptlogbook-$(date +%F).dump',
    ]);
    expect(RESTORE).toEqual([
      'createdb -h 127.0.0.1 -U postgres -O ptlogbook ptlogbook_restored',
      'pg_restore --no-owner --role=ptlogbook -d postgres://postgres@127.0.0.1:5432/ptlogbook_restored ptlogbook-2026-11-30.dump',
    ]);
  });

  const suffix = randomBytes(4).toString('hex');
  const role = `ptlog_restore_role_${suffix}`;
  const live = `ptlog_restore_live_${suffix}`;
  const restored = `ptlog_restore_copy_${suffix}`;
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'ptlog-restore-'));
  afterAll(async () => {
    rmSync(scratch, { recursive: true, force: true });
    if (!admin) return;
    await adminQuery(`drop database if exists "${live}" with (force)`);
    await adminQuery(`drop database if exists "${restored}" with (force)`);
    await adminQuery(`drop role if exists "${role}"`);
  });

  /** A documented command with the throwaway names and TEST_DATABASE_URL's server in it. */
  async function runDocumented(line: string): Promise<void> {
    const server = new URL(admin!);
    const roleUrl = new URL(admin!);
    roleUrl.username = role;
    roleUrl.password = 'password';
    roleUrl.pathname = `/${live}`;
    const adminRestored = new URL(admin!);
    adminRestored.pathname = `/${restored}`;
    const dump = path.join(scratch, 'pt.dump');
    const concrete = line
      .replace(/ptlogbook-(\$\(date \+%F\)|2026-11-30)\.dump/, dump)
      .replace('postgres://ptlogbook:password@127.0.0.1:5432/ptlogbook', roleUrl.toString())
      .replace('postgres://postgres@127.0.0.1:5432/ptlogbook_restored', adminRestored.toString())
      .replace(
        '-h 127.0.0.1 -U postgres',
        `-h ${server.hostname} -p ${server.port || '5432'} -U ${decodeURIComponent(server.username)}`,
      )
      .replace('ptlogbook_restored', restored)
      .replace(/\bptlogbook\b/g, role);
    expect(concrete).not.toContain('ptlogbook');
    const [command, ...args] = concrete.split(' ');
    await run(command!, args, {
      env: { ...process.env, PGPASSWORD: decodeURIComponent(server.password) },
    });
  }

  it('restores, as documented, a database the server (as its own role) starts on', async () => {
    if (!admin) {
      // The PGlite pass: no PostgreSQL to restore into; the commands are checked above.
      expect(RESTORE).toHaveLength(2);
      return;
    }
    // As "Moving from PGlite to PostgreSQL" sets it up: the server's role owns its database.
    await adminQuery(`create role "${role}" login password 'password'`);
    await adminQuery(`create database "${live}" owner "${role}"`);
    const roleUrl = (database: string) => {
      const url = new URL(admin);
      url.username = role;
      url.password = 'password';
      url.pathname = `/${database}`;
      return url.toString();
    };
    const server = await openDatabase({ database: { kind: 'postgres', url: roleUrl(live) } });
    await server.migrate();
    await createUser(server.db, { email: 'kept@udsm.ac.tz' });
    await server.close();

    // `umask 077` is the shell's (the dump is readable by its owner only): no command to run, and
    // a worker thread cannot set the process's umask.
    for (const line of [...BACKUP, ...RESTORE]) {
      if (!line.startsWith('umask ')) await runDocumented(line);
    }

    // "then point DATABASE_URL at it and start the server": the same role as before.
    const after = await openDatabase({ database: { kind: 'postgres', url: roleUrl(restored) } });
    try {
      await after.migrate();
      const [row] = rowsOf<{ email: string; owner: string }>(
        await after.db.execute(
          sql`select email, (select tableowner from pg_tables where tablename = 'users') as owner from users`,
        ),
      );
      expect(row).toEqual({ email: 'kept@udsm.ac.tz', owner: role });
      await createUser(after.db, { email: 'new@udsm.ac.tz' });
    } finally {
      await after.close();
    }
  }, 60_000);
});
