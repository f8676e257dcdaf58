// DATA_DIR holds the embedded database (password hashes in its tables and WAL), the uploads and
// the app secret: only the user running PT Logbook may enter it (security audit 2, finding 1).
// PGlite writes its files 0666 whatever the umask, so the folders' modes are what keep them.
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { readOrCreateAppSecret } from '../src/lib/app-secret';

// initdb takes seconds on an idle machine and much more on a busy one.
const NEW_CLUSTER_MS = 120_000;

let scratch: string;
let umaskBefore: number;
beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'ptlog-data-dir-modes-'));
  // The usual umask of a service or a login shell, under which mkdir makes 0755 folders.
  umaskBefore = process.umask(0o022);
});
afterAll(() => {
  process.umask(umaskBefore);
  rmSync(scratch, { recursive: true, force: true });
});

const modeOf = (file: string) => statSync(file).mode & 0o777;

/** Files and folders under `dir` that another user could read, write or enter. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const stats = lstatSync(file);
    if (stats.isSymbolicLink()) continue;
    if (stats.mode & 0o077)
      found.push(`${path.relative(dir, file)} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) found.push(...openToOthers(file).map((inner) => `${name}/${inner}`));
  }
  return found;
}

async function openAndCheck(dataDir: string): Promise<void> {
  const databaseDir = path.join(dataDir, 'db');
  const handle = await openDatabase({ database: { kind: 'pglite', dataDir: databaseDir } });
  try {
    await handle.migrate();
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(databaseDir)).toBe(0o700);
    expect(openToOthers(databaseDir)).toEqual([]);
  } finally {
    await handle.close();
  }
}

describe('the modes of DATA_DIR', () => {
  const dataDir = () => path.join(scratch, 'data');

  it(
    'makes a new DATA_DIR and its embedded database private to the owner',
    async () => {
      await openAndCheck(dataDir());
    },
    NEW_CLUSTER_MS,
  );

  it('tightens an existing DATA_DIR and database left open to other users', async () => {
    const databaseDir = path.join(dataDir(), 'db');
    // As an earlier version left them: folders 0755, PGlite's files 0666.
    chmodSync(dataDir(), 0o755);
    chmodSync(databaseDir, 0o755);
    chmodSync(path.join(databaseDir, 'base'), 0o755);
    chmodSync(path.join(databaseDir, 'PG_VERSION'), 0o666);
    chmodSync(path.join(databaseDir, 'global', 'pg_control'), 0o666);
    await openAndCheck(dataDir());
  });

  it('makes the folder of a generated app secret private too, and tightens an open one', () => {
    const fresh = path.join(scratch, 'secret-only');
    readOrCreateAppSecret(fresh);
    expect(modeOf(fresh)).toBe(0o700);
    const open = path.join(scratch, 'secret-open');
    mkdirSync(open, { mode: 0o755 });
    readOrCreateAppSecret(open);
    expect(modeOf(open)).toBe(0o700);
    // Read again from a folder opened since: tightened on every start, not only the first.
    chmodSync(open, 0o755);
    readOrCreateAppSecret(open);
    expect(modeOf(open)).toBe(0o700);
  });
});
