// `npm run copy-to-postgres` (docs/operations.md, "Moving from PGlite to PostgreSQL") with the wrong
// DATA_DIR (a typo, or forgetting it outside the checkout) used to create an empty embedded
// database there, "copy" it and exit 0, and the operator moved the server onto an empty database.
// It refuses a DATA_DIR without an embedded database, and one whose database has no users,
// before it touches PostgreSQL. With TEST_DATABASE_URL the target is a real new database (and the
// copy is made, and the embedded database marked moved, which the other commands then refuse:
// operator audit, defect 1); without, an address nothing answers at, which the command must not
// reach.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type TDatabaseHandle } from '../src/db/client';
import { createUser } from './helpers/factories';
import { runCli } from './helpers/run-cli';
import { createTestDatabase, type TTestDatabase } from './helpers/test-database';

const NOWHERE = 'postgres://ptlogbook:secret@127.0.0.1:9/ptlogbook';
// A new embedded database is made by initdb: seconds idle, much more on a busy machine.
const NEW_CLUSTER_MS = 120_000;

let scratch: string;
let targetDatabase: TTestDatabase | undefined;
let target: TDatabaseHandle | undefined;
let targetUrl = NOWHERE;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'ptlog-copy-cli-'));
  if (process.env.TEST_DATABASE_URL) {
    targetDatabase = await createTestDatabase();
    targetUrl = targetDatabase.url;
    target = await openDatabase({ database: { kind: 'postgres', url: targetUrl } });
  }
});
afterAll(async () => {
  await target?.close();
  await targetDatabase?.drop();
  rmSync(scratch, { recursive: true, force: true });
});

function copyToPostgres(dataDir: string) {
  return runCommand('copy-to-postgres', [targetUrl], dataDir);
}

const runCommand = (script: string, args: string[], dataDir: string) =>
  runCli(script, args, { DATA_DIR: dataDir });

/** The target's tables: none until the command migrates it. */
async function targetTables(): Promise<number | undefined> {
  if (!target) return undefined;
  const [row] = rowsOf<{ n: number }>(
    await target.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    ),
  );
  return row!.n;
}

describe('npm run copy-to-postgres', () => {
  it('refuses a DATA_DIR without an embedded database, creating nothing there', async () => {
    const typo = path.join(scratch, 'dta');
    expect(await copyToPostgres(typo)).toEqual({
      code: 1,
      stdout: '',
      stderr: `copy-to-postgres: DATA_DIR ${typo} holds no embedded database (no db/PG_VERSION in it): nothing to copy. Set DATA_DIR to the server's, e.g. DATA_DIR=/srv/ptlogbook/data.\n`,
    });
    // Not even the app secret the configuration would have generated.
    expect(existsSync(typo)).toBe(false);
    expect(await targetTables()).toBe(target ? 0 : undefined);
  });

  it(
    'refuses an embedded database without users, then copies one with',
    async () => {
      const dataDir = path.join(scratch, 'data');
      const source = await openDatabase({
        database: { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
      });
      await source.migrate();
      await source.close();

      expect(await copyToPostgres(dataDir)).toMatchObject({
        code: 1,
        stderr: `copy-to-postgres: the embedded database in DATA_DIR ${dataDir} has no users: nothing to copy (is DATA_DIR the server's?). PostgreSQL was not touched.\n`,
      });
      expect(await targetTables()).toBe(target ? 0 : undefined);

      const again = await openDatabase({
        database: { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
      });
      await createUser(again.db, { email: 'kept@udsm.ac.tz' });
      await again.close();
      const copied = await copyToPostgres(dataDir);
      if (!target) {
        // Past the checks, it went for PostgreSQL: nothing answers there.
        expect(copied).toMatchObject({ code: 1 });
        expect(copied.stderr).toMatch(/^copy-to-postgres: Could not connect to the database at /);
        return;
      }
      expect(copied).toMatchObject({ code: 0 });
      expect(copied.stdout).toContain('users: 1 rows\n');
      const url = new URL(targetUrl);
      expect(copied.stdout).toContain(
        `Copied the embedded database in ${dataDir} into PostgreSQL database ${url.pathname.slice(1)} at ${url.hostname}:${url.port || '5432'}.`,
      );
      const marker = path.join(dataDir, 'db', 'MOVED_TO_POSTGRES');
      expect(existsSync(marker)).toBe(true);
      // The server's accounts are in PostgreSQL now: a command run without its DATABASE_URL
      // refuses the old copy instead of "succeeding" there.
      const removed = await runCommand('remove-demo', [], dataDir);
      expect(removed).toMatchObject({ code: 1, stdout: '' });
      expect(removed.stderr).toContain('was moved to PostgreSQL');
      expect(removed.stderr).toContain(`delete ${marker}`);
      const [row] = rowsOf<{ email: string }>(
        await target.db.execute(sql`select email from users`),
      );
      expect(row?.email).toBe('kept@udsm.ac.tz');
    },
    NEW_CLUSTER_MS,
  );
});
