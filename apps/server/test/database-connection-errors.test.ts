// A PostgreSQL server that cannot be reached: start-up waits for it for a while, and the error that
// finally ends start-up (or create-staff) names the database and its address, never the password.
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { waitForDatabase } from '../src/db/wait-for-database';
import { freePort } from './helpers/server-process';

/** A DATABASE_URL on a local port nothing listens on (connections are refused at once). */
async function unreachableUrl() {
  const port = await freePort();
  return { port, url: `postgres://ptlog:s3cret-pw@127.0.0.1:${port}/ptlog` };
}

function recordingLog() {
  const lines: string[] = [];
  return { lines, log: { warn: (_object: object, message: string) => lines.push(message) } };
}

/** What migrating (start-up, create-staff) on a database that cannot be reached throws. */
async function migrateFailure(url: string): Promise<string | undefined> {
  const handle = await openDatabase({ database: { kind: 'postgres', url } });
  try {
    return await handle.migrate().then(
      () => undefined,
      (caught: Error) => caught.message,
    );
  } finally {
    await handle.close();
  }
}

describe('connection errors name the database', () => {
  it('migrate (start-up, create-staff) says which database it could not connect to', async () => {
    const { port, url } = await unreachableUrl();
    const message = await migrateFailure(url);
    expect(message).toMatch(
      new RegExp(
        `^Could not connect to the database at 127\\.0\\.0\\.1:${port} \\(DATABASE_URL\\): .*ECONNREFUSED`,
      ),
    );
    expect(message).not.toContain('s3cret-pw');
  });

  it('names the Unix socket file when DATABASE_URL names a socket directory', async () => {
    const url = `postgresql://ptlog:s3cret-pw@/ptlog?host=${encodeURIComponent(os.tmpdir())}`;
    const message = await migrateFailure(url);
    expect(message).toMatch(
      new RegExp(
        `^Could not connect to the database at ${os.tmpdir()}/\\.s\\.PGSQL\\.5432 \\(DATABASE_URL\\): .*ENOENT`,
      ),
    );
    expect(message).not.toContain('s3cret-pw');
  });
});

describe('waiting for the database at start-up', () => {
  it('tries again with a growing delay, logging each wait, then gives up with a clear error', async () => {
    const { port, url } = await unreachableUrl();
    const handle = await openDatabase({ database: { kind: 'postgres', url } });
    const { lines, log } = recordingLog();
    const delays: number[] = [];
    try {
      const error = await waitForDatabase({
        url,
        probe: () => handle.db.execute('select 1'),
        log,
        waitMs: 2_000,
        sleep: async (ms) => {
          delays.push(ms);
          await new Promise((resolve) => setTimeout(resolve, 10));
        },
      }).then(
        () => null,
        (caught: Error) => caught,
      );
      expect(delays).toEqual([500, 1_000]);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(
        new RegExp(`^Waiting for the database at 127\\.0\\.0\\.1:${port} \\(DATABASE_URL\\): `),
      );
      expect(error?.message).toMatch(/^Could not connect to the database at 127\.0\.0\.1:/);
      expect(`${lines.join('\n')}${error?.message}`).not.toContain('s3cret-pw');
    } finally {
      await handle.close();
    }
  }, 20_000);

  it('goes on as soon as the database answers', async () => {
    const { url } = await unreachableUrl();
    const { lines, log } = recordingLog();
    let attempts = 0;
    await waitForDatabase({
      url,
      probe: async () => {
        attempts += 1;
        if (attempts < 3)
          throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      },
      log,
      sleep: async () => undefined,
    });
    expect(attempts).toBe(3);
    expect(lines).toHaveLength(2);
  });

  it('does not wait on an error that waiting cannot cure (a wrong password)', async () => {
    const { url } = await unreachableUrl();
    const { lines, log } = recordingLog();
    const refused = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    await expect(waitForDatabase({ url, probe: () => Promise.reject(refused), log })).rejects.toBe(
      refused,
    );
    expect(lines).toEqual([]);
  });
});
