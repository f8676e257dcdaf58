// A DATA_DIR the server cannot write, or a full disk, stops start-up with a sentence for the
// operator, never a stack trace or the embedded engine's `ErrnoError { errno: 51 }`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { readOrCreateAppSecret } from '../src/lib/app-secret';
import { DataDirError, dataDirErrorOf } from '../src/lib/data-dir-errors';
import { startServerProcess } from './helpers/server-process';

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'ptlog-data-dir-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A DATA_DIR inside a plain file: nothing can ever be created under it (even by root). */
function unwritableDataDir(): string {
  const file = path.join(scratch, `a-file-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, '');
  return path.join(file, 'data');
}

describe('the wording of DATA_DIR failures', () => {
  const NO_SPACE =
    'No space left in DATA_DIR (/srv/pt). Free some space on that disk or point DATA_DIR at a larger one.';

  it('says "No space left" for a full disk, whoever reports it', () => {
    // What PGlite throws, what its initdb child leaves on stderr, what Node throws, what the
    // embedded database answers when it cannot extend a file.
    const errnoError = Object.assign(new Error(''), { name: 'ErrnoError', errno: 51 });
    const initdbChild = Object.assign(new Error('Command failed: node pglite-initdb.mjs'), {
      stderr: "triggerUncaughtException(\n^\nErrnoError { name: 'ErrnoError', errno: 51 }\n",
    });
    const nodeError = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
    });
    const database = new Error('Failed query', {
      cause: Object.assign(new Error('could not extend file'), { code: '53100' }),
    });
    for (const error of [errnoError, initdbChild, nodeError, database]) {
      expect(dataDirErrorOf(error, '/srv/pt')?.message).toBe(NO_SPACE);
    }
  });

  it('says "not writable" for a folder the server may not write, and nothing for other errors', () => {
    const denied = Object.assign(new Error("EACCES: permission denied, mkdir '/srv/pt'"), {
      code: 'EACCES',
    });
    expect(dataDirErrorOf(denied, '/srv/pt')?.message).toMatch(
      /^DATA_DIR \/srv\/pt is not writable \(EACCES\)\. /,
    );
    expect(dataDirErrorOf(new Error('boom'), '/srv/pt')).toBeUndefined();
  });

  it('the generated app secret: an unwritable DATA_DIR is a DataDirError', () => {
    const dataDir = unwritableDataDir();
    expect(() => readOrCreateAppSecret(dataDir)).toThrow(DataDirError);
    expect(() => readOrCreateAppSecret(dataDir)).toThrow(
      `DATA_DIR ${dataDir} is not writable (ENOTDIR)`,
    );
  });

  it('the embedded database: an unwritable DATA_DIR is a DataDirError', async () => {
    const dataDir = unwritableDataDir();
    await expect(
      openDatabase({ database: { kind: 'pglite', dataDir: path.join(dataDir, 'db') } }),
    ).rejects.toThrow(`DATA_DIR ${dataDir} is not writable (ENOTDIR)`);
  });
});

describe('the server process', () => {
  const env = (dataDir: string, extra: Record<string, string> = {}) => ({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: 'pglite://memory',
    SEED_DEMO: '0',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: path.join(scratch, 'no-web-build'),
    ...extra,
  });

  it('exits 1 with a clear message, no stack, when DATA_DIR is not writable', async () => {
    const dataDir = unwritableDataDir();
    const server = startServerProcess(env(dataDir));
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain(
      `PT Logbook could not start:\nDATA_DIR ${dataDir} is not writable`,
    );
    expect(server.output()).not.toMatch(/\n\s+at /);
  }, 30_000);

  it('checks the uploads folder at start: exits 1 when it cannot be written', async () => {
    const dataDir = mkdtempSync(path.join(scratch, 'uploads-'));
    writeFileSync(path.join(dataDir, 'uploads'), 'not a folder');
    const server = startServerProcess(
      env(dataDir, { APP_SECRET: 'data-dir-test-secret-that-is-long-enough' }),
    );
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain(
      `PT Logbook could not start:\nDATA_DIR ${dataDir} is not writable`,
    );
    expect(server.output()).toContain(
      `Uploads are stored in the folder ${path.join(dataDir, 'uploads')}`,
    );
    expect(server.output()).not.toMatch(/\n\s+at /);
  }, 30_000);
});
