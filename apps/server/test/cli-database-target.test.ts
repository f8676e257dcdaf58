// Operator audit, defects 1 and 8. After copy-to-postgres, `sudo -u ptlogbook env DATA_DIR=…
// npm run disable-staff` changed the old embedded database and said it had succeeded, while the
// account still signed in on PostgreSQL; and each command left a DATA_DIR/app-secret that looked
// like the server's. The commands now say which database they act on, refuse an embedded database
// copy-to-postgres marked moved, and create no app secret.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLineOf } from '../src/cli/command-database';
import {
  MOVED_MARKER,
  markMovedToPostgres,
  movedToPostgresProblem,
} from '../src/cli/embedded-data-dir';
import { loadDatabaseConfig } from '../src/config';
import { runCli } from './helpers/run-cli';
import { createTestDatabase, type TTestDatabase } from './helpers/test-database';

// A new embedded database is made by initdb: seconds idle, much more on a busy machine.
const NEW_CLUSTER_MS = 120_000;

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'ptlog-cli-target-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const run = (script: string, args: string[], env: Record<string, string>) =>
  runCli(script, args, { APP_SECRET: '', ...env });

describe('the database a command names', () => {
  it('the embedded one in DATA_DIR/db, or PostgreSQL by host, port and name, never the password', () => {
    expect(databaseLineOf({ kind: 'pglite', dataDir: '/srv/ptlogbook/data/db' })).toBe(
      'Database: the embedded database in /srv/ptlogbook/data/db (DATABASE_URL is not set)',
    );
    expect(
      databaseLineOf({
        kind: 'postgres',
        url: 'postgres://ptlogbook:s3cret@db.internal:5433/ptlogbook',
      }),
    ).toBe('Database: PostgreSQL database ptlogbook at db.internal:5433 (DATABASE_URL)');
    expect(
      databaseLineOf({
        kind: 'postgres',
        url: 'postgresql://ptlogbook@/ptlogbook?host=/var/run/postgresql',
      }),
    ).toBe(
      'Database: PostgreSQL database ptlogbook at /var/run/postgresql/.s.PGSQL.5432 (DATABASE_URL)',
    );
  });

  it('reads the database settings without creating DATA_DIR or an app secret', () => {
    const dataDir = path.join(scratch, 'unread');
    expect(loadDatabaseConfig({ DATA_DIR: dataDir })).toEqual({
      dataDir,
      database: { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    });
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('an embedded database copy-to-postgres moved', () => {
  it('is refused, naming DATABASE_URL and the marker to delete to use it again', () => {
    const dataDir = mkdtempSync(path.join(scratch, 'moved-'));
    const db = path.join(dataDir, 'db');
    mkdirSync(db);
    expect(movedToPostgresProblem(dataDir, 'npm run remove-demo')).toBeUndefined();
    const marker = markMovedToPostgres(
      dataDir,
      'PostgreSQL database ptlogbook at 127.0.0.1:5432',
      new Date('2026-12-02T06:00:00Z'),
    );
    expect(marker).toBe(path.join(db, MOVED_MARKER));
    expect(readFileSync(marker, 'utf8').split('\n')[0]).toBe(
      'Copied to PostgreSQL database ptlogbook at 127.0.0.1:5432 on 2026-12-02T06:00:00.000Z by npm run copy-to-postgres.',
    );
    expect(movedToPostgresProblem(dataDir, 'npm run remove-demo')).toBe(
      `the embedded database in ${db} was moved to PostgreSQL (Copied to PostgreSQL database ptlogbook at 127.0.0.1:5432 on 2026-12-02T06:00:00.000Z by npm run copy-to-postgres): the server's accounts are there now, and this command would change the old copy. Run it with the server's DATABASE_URL, e.g. as root: sh -c 'set -a && . /etc/ptlogbook.env && exec npm run remove-demo' (docs/operations.md, "The commands"). To use the embedded database again, delete ${marker}.`,
    );
  });
});

describe('the commands on the embedded database', () => {
  it(
    'name it, leave no app secret, and refuse it once it is marked moved',
    async () => {
      const dataDir = path.join(scratch, 'data');
      const created = await run('create-staff', ['--email', 'head@udsm.ac.tz'], {
        DATA_DIR: dataDir,
        STAFF_PASSWORD: 'Long-enough-1',
      });
      expect(created, created.stderr).toMatchObject({ code: 0, stderr: '' });
      expect(created.stdout).toBe(
        `Database: the embedded database in ${path.join(dataDir, 'db')} (DATABASE_URL is not set)\n` +
          'Created staff user head@udsm.ac.tz. They can sign in now.\n',
      );
      // The commands sign nothing: a secret left here would pass for the server's.
      expect(existsSync(path.join(dataDir, 'app-secret'))).toBe(false);

      markMovedToPostgres(dataDir, 'PostgreSQL database ptlogbook at 127.0.0.1:5432', new Date());
      const disabled = await run('change-staff', ['disable', '--email', 'head@udsm.ac.tz'], {
        DATA_DIR: dataDir,
      });
      expect(disabled.code).toBe(1);
      expect(disabled.stdout).toBe('');
      expect(disabled.stderr).toMatch(
        /^disable-staff: the embedded database in .* was moved to PostgreSQL \(Copied to PostgreSQL database ptlogbook at 127\.0\.0\.1:5432 on .*\): .*Run it with the server's DATABASE_URL/,
      );
      expect(disabled.stderr).toContain('exec npm run disable-staff -- --email …');
    },
    NEW_CLUSTER_MS,
  );
});

// On PostgreSQL (TEST_DATABASE_URL) against a real new database; in the PGlite pass against an
// address nothing listens on: the line naming the database comes before the connection either way.
describe('the commands on PostgreSQL', () => {
  it('name its host, port and database, never the password', async () => {
    const database: TTestDatabase | undefined = process.env.TEST_DATABASE_URL
      ? await createTestDatabase()
      : undefined;
    try {
      const url = new URL(database?.url ?? 'postgres://ptlogbook@127.0.0.1:1/ptlogbook');
      url.password = 'pw-not-for-the-output';
      const created = await run('create-staff', ['--email', 'head@udsm.ac.tz'], {
        DATABASE_URL: url.toString(),
        DATA_DIR: path.join(scratch, 'unused'),
        STAFF_PASSWORD: 'Long-enough-1',
      });
      if (database) expect(created, created.stderr).toMatchObject({ code: 0 });
      else expect(created.stderr).toMatch(/^create-staff: .*ECONNREFUSED/);
      expect(created.stdout.split('\n')[0]).toBe(
        `Database: PostgreSQL database ${url.pathname.slice(1)} at ${url.hostname}:${url.port || '5432'} (DATABASE_URL)`,
      );
      expect(created.stdout + created.stderr).not.toContain('pw-not-for-the-output');
      // DATA_DIR is not the database's: nothing is written there.
      expect(existsSync(path.join(scratch, 'unused'))).toBe(false);
    } finally {
      await database?.drop();
    }
  }, 60_000);
});
