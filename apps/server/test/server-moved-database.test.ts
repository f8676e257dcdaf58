// Operator audit, defect 3. After copy-to-postgres the commands refused the old embedded database,
// but `npm start` without DATABASE_URL opened it without a word: the server answered from the old
// copy while the data lived in PostgreSQL. It now refuses to start, saying when the data was
// copied and to set DATABASE_URL (deleting the mark is the way back to the embedded database).
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MOVED_MARKER,
  markMovedToPostgres,
  movedToPostgresStartProblem,
} from '../src/cli/embedded-data-dir';
import { openDatabase } from '../src/db/client';
import { startServerProcess, type TRunningServer } from './helpers/server-process';

// A new embedded database is made by initdb: seconds idle, much more on a busy machine.
const NEW_CLUSTER_MS = 120_000;

let scratch: string;
let server: TRunningServer | undefined;
beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'ptlog-moved-start-'));
});
afterAll(async () => {
  // A server that started after all (the refusal missing) is stopped, not left running.
  if (server?.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exit;
  }
  rmSync(scratch, { recursive: true, force: true });
});

/** A DATA_DIR whose embedded database (an empty folder unless `cluster`) is marked moved. */
async function movedDataDir(cluster = false): Promise<{ dataDir: string; marker: string }> {
  const dataDir = mkdtempSync(path.join(scratch, 'data-'));
  const db = path.join(dataDir, 'db');
  if (cluster) {
    // The real thing: the server would open this one and answer from it, as before the fix.
    const database = await openDatabase({ database: { kind: 'pglite', dataDir: db } });
    await database.migrate();
    await database.close();
  } else {
    mkdirSync(db);
  }
  const marker = markMovedToPostgres(
    dataDir,
    'PostgreSQL database ptlogbook at 127.0.0.1:5432',
    new Date('2026-12-02T06:00:00Z'),
  );
  return { dataDir, marker };
}

describe('the start-up sentence for a moved embedded database', () => {
  it('says when and where the data went, and to set DATABASE_URL', async () => {
    const { dataDir, marker } = await movedDataDir();
    expect(movedToPostgresStartProblem(dataDir)).toBe(
      `The embedded database in ${path.join(dataDir, 'db')} was copied to PostgreSQL (PostgreSQL database ptlogbook at 127.0.0.1:5432) on 2026-12-02 06:00 UTC by npm run copy-to-postgres, but DATABASE_URL is not set: this server would run on the old embedded copy, and what is written to it would be missing from PostgreSQL. Set DATABASE_URL to the PostgreSQL database (docs/operations.md, "Moving from PGlite to PostgreSQL") and start again. To use the embedded database again instead, delete ${marker}.`,
    );
  });

  it('leaves out what a mark written by hand does not say, and says nothing without a mark', async () => {
    const { dataDir, marker } = await movedDataDir();
    writeFileSync(marker, 'moved\n');
    expect(movedToPostgresStartProblem(dataDir)).toMatch(
      /^The embedded database in \S+ was copied to PostgreSQL by npm run copy-to-postgres, but DATABASE_URL is not set/,
    );
    rmSync(marker);
    expect(movedToPostgresStartProblem(dataDir)).toBeUndefined();
    expect(movedToPostgresStartProblem(path.join(scratch, 'never-made'))).toBeUndefined();
  });
});

describe('the server process on a moved embedded database', () => {
  it(
    'exits 1 with the sentence and no stack, leaving the old copy as it was',
    async () => {
      const { dataDir, marker } = await movedDataDir(true);
      const before = readdirSync(path.join(dataDir, 'db')).sort();
      server = startServerProcess({
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        APP_SECRET: 'moved-database-test-secret-that-is-long-enough',
        SEED_DEMO: '0',
        LOG_LEVEL: 'info',
        WEB_DIST_DIR: path.join(scratch, 'no-web-build'),
      });
      const started = server;
      const exit = await Promise.race([
        started.exit,
        new Promise<'still running'>((resolve) => {
          setTimeout(() => resolve('still running'), 20_000).unref();
        }),
      ]);
      expect(exit, started.output()).toBe(1);
      expect(started.output()).toContain(
        `PT Logbook could not start:\nThe embedded database in ${path.join(dataDir, 'db')} was copied to PostgreSQL (PostgreSQL database ptlogbook at 127.0.0.1:5432) on 2026-12-02 06:00 UTC`,
      );
      expect(started.output()).toContain('Set DATABASE_URL to the PostgreSQL database');
      expect(started.output()).toContain(`delete ${marker}`);
      expect(started.output()).not.toMatch(/\n\s+at /);
      expect(started.output()).not.toContain('moved-database-test-secret');
      // Refused before the embedded engine opened it: no lock or file of a run left behind.
      expect(readdirSync(path.join(dataDir, 'db')).sort()).toEqual(before);
      expect(before).toContain(MOVED_MARKER);
    },
    NEW_CLUSTER_MS,
  );
});
