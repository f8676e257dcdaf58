// The first start on a new DATA_DIR creates the embedded database (pglite-initdb.mjs, a child
// process, a few seconds). Interrupted there (Ctrl-C reaches the child too: same process group),
// it must leave nothing the next start cannot recover from; an install made before the cluster
// was built aside and renamed into place must still open.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '../src/db/client';
import { DataDirError } from '../src/lib/data-dir-errors';
import { serverPath } from '../src/paths';

// initdb takes seconds on an idle machine and much more on a busy one.
const NEW_CLUSTER_MS = 120_000;
/** What pglite-initdb.mjs writes last into a cluster it finished; older installs have none. */
const COMPLETE_MARKER = 'ptlogbook-initdb-complete';

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'ptlog-first-start-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * Runs initdb as a first start does and kills it the moment PG_VERSION is written (in DATA_DIR/db
 * or in the folder it is built in), the point after which a half-made DATA_DIR/db would pass for
 * a database. Returns whether it was still running then.
 */
async function interruptedInitdb(databaseDir: string): Promise<boolean> {
  const child = spawn(process.execPath, [serverPath('src/db/pglite-initdb.mjs'), databaseDir], {
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const candidates = [databaseDir, `${databaseDir}.tmp-${child.pid}`].map((dir) =>
    path.join(dir, 'PG_VERSION'),
  );
  const deadline = Date.now() + 60_000;
  while (!candidates.some(existsSync) && child.exitCode === null && Date.now() < deadline) {
    // spin: the kill lands within microseconds of PG_VERSION
  }
  const midway = child.exitCode === null;
  child.kill('SIGKILL');
  await exited;
  return midway;
}

async function usersIn(databaseDir: string): Promise<number> {
  const handle = await openDatabase({ database: { kind: 'pglite', dataDir: databaseDir } });
  try {
    await handle.migrate();
    const [row] = rowsOf<{ n: number }>(
      await handle.db.execute(sql`select count(*)::int as n from users`),
    );
    return row!.n;
  } finally {
    await handle.close();
  }
}

describe('a first start interrupted while it creates the embedded database', () => {
  const dataDir = () => path.join(scratch, 'interrupted');
  const databaseDir = () => path.join(dataDir(), 'db');

  it(
    'is recovered by the next start, which removes what the interrupted one left',
    async () => {
      mkdirSync(dataDir());
      expect(await interruptedInitdb(databaseDir())).toBe(true);
      expect(await usersIn(databaseDir())).toBe(0);
      expect(readdirSync(dataDir()).sort()).toEqual(['db']);
      expect(existsSync(path.join(databaseDir(), COMPLETE_MARKER))).toBe(true);
    },
    NEW_CLUSTER_MS,
  );

  it('leaves a database made by an older version (no completion marker) to open as before', async () => {
    unlinkSync(path.join(databaseDir(), COMPLETE_MARKER));
    expect(await usersIn(databaseDir())).toBe(0);
    expect(readdirSync(databaseDir())).toContain('PG_VERSION');
  });

  it('refuses a DATA_DIR/db with files but no database, saying what to do, and deletes nothing', async () => {
    const halfMade = path.join(scratch, 'half-made', 'db');
    mkdirSync(path.join(halfMade, 'base'), { recursive: true });
    writeFileSync(path.join(halfMade, 'postgresql.conf'), '');
    const opening = openDatabase({ database: { kind: 'pglite', dataDir: halfMade } });
    await expect(opening).rejects.toBeInstanceOf(DataDirError);
    await expect(opening).rejects.toThrow(
      `${halfMade} holds files but no embedded database (it has no PG_VERSION)`,
    );
    await expect(opening).rejects.toThrow(`delete ${halfMade} and start again`);
    expect(readdirSync(halfMade).sort()).toEqual(['base', 'postgresql.conf']);
  });
});
