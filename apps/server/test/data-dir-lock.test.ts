// The embedded database's lock (DATA_DIR/db.lock) under contention. Several processes taking it in
// the same millisecond (two starts, or a start and `npm run create-staff`), on a fresh DATA_DIR and
// over a stale lock left by a kill -9 or a power cut: exactly one of them may hold it, or two would
// open PGlite on one data directory. The rest of its behaviour is in database.test.ts.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DatabaseLockedError } from '../src/db/data-dir-lock';
import { serverDir } from './helpers/server-process';

const CONTENDERS = 3;
const ROUNDS = 25;
const GAP_MS = 60;

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'ptlog-lock-race-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function contender(dir: string): {
  child: ChildProcessWithoutNullStreams;
  lines: string[];
  ready: Promise<void>;
} {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/helpers/lock-contender.ts', dir, String(ROUNDS)],
    { cwd: serverDir, stdio: 'pipe' },
  );
  const lines: string[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`contender exited (${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line === 'ready') resolve();
      else lines.push(line);
    });
  });
  return { child, lines, ready };
}

/** How many contenders took the lock, round by round, and the files each round left beside it. */
async function race(staleLock: boolean): Promise<{ holders: number[]; files: string[][] }> {
  const dir = mkdtempSync(path.join(scratch, staleLock ? 'stale-' : 'fresh-'));
  for (let round = 0; round < ROUNDS; round++) {
    mkdirSync(path.join(dir, String(round)));
    // A lock left by a process that no longer exists (pid_max is at most 4194304).
    if (staleLock) writeFileSync(path.join(dir, String(round), 'db.lock'), '4194305\n');
  }
  const contenders = Array.from({ length: CONTENDERS }, () => contender(dir));
  try {
    await Promise.all(contenders.map(({ ready }) => ready));
    const startAt = Date.now() + 200;
    for (const { child } of contenders) child.stdin.write(`${startAt} ${GAP_MS}\n`);
    const done = startAt + ROUNDS * GAP_MS + 5_000;
    while (contenders.some(({ lines }) => lines.length < ROUNDS) && Date.now() < done) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const rounds = Array.from({ length: ROUNDS }, (_, round) => round);
    return {
      holders: rounds.map(
        (round) => contenders.filter(({ lines }) => lines.includes(`${round} acquired`)).length,
      ),
      files: rounds.map((round) => readdirSync(path.join(dir, String(round)))),
    };
  } finally {
    for (const { child } of contenders) {
      child.removeAllListeners('exit');
      child.stdin.end();
    }
  }
}

describe('the embedded database lock taken by several processes at once', () => {
  // Only the lock itself is left: no temporary or stale copies beside it.
  const oneHolderEachRound = {
    holders: Array(ROUNDS).fill(1),
    files: Array(ROUNDS).fill(['db.lock']),
  };

  it('on a fresh DATA_DIR is given to exactly one', async () => {
    expect(await race(false)).toEqual(oneHolderEachRound);
  }, 30_000);

  it('over a stale lock is given to exactly one', async () => {
    expect(await race(true)).toEqual(oneHolderEachRound);
  }, 30_000);
});

describe('a lock file with no owner in it (an older version writes the pid after creating it)', () => {
  it('is taken for held while it is new, and left alone', () => {
    const databaseDir = path.join(mkdtempSync(path.join(scratch, 'empty-')), 'db');
    writeFileSync(`${databaseDir}.lock`, '');
    expect(() => acquireDataDirLock(databaseDir)).toThrow(DatabaseLockedError);
    expect(() => acquireDataDirLock(databaseDir)).toThrow(/its lock is being written/);
    expect(readdirSync(path.dirname(databaseDir))).toEqual(['db.lock']);
    expect(readFileSync(`${databaseDir}.lock`, 'utf8')).toBe('');
  });

  it('is taken over once it is older than a few seconds (its writer died)', () => {
    const databaseDir = path.join(mkdtempSync(path.join(scratch, 'empty-')), 'db');
    writeFileSync(`${databaseDir}.lock`, '');
    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(`${databaseDir}.lock`, aMinuteAgo, aMinuteAgo);
    const release = acquireDataDirLock(databaseDir);
    expect(readFileSync(`${databaseDir}.lock`, 'utf8').split('\n')[0]).toBe(String(process.pid));
    expect(readdirSync(path.dirname(databaseDir))).toEqual(['db.lock']);
    release();
    expect(readdirSync(path.dirname(databaseDir))).toEqual([]);
  });
});
