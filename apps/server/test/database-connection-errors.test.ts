// A PostgreSQL server that cannot be reached: start-up waits for it for a while, and the error that
// finally ends start-up (or create-staff) names the database and its address, never the password.
import os from 'node:os';
import { DrizzleQueryError, sql } from 'drizzle-orm';
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
      // The driver's reason, not drizzle's "Failed query: select 1 params:" around it.
      expect(lines[0]).toBe(
        `Waiting for the database at 127.0.0.1:${port} (DATABASE_URL): connect ECONNREFUSED 127.0.0.1:${port}`,
      );
      expect(error?.message).toBe(
        `Could not connect to the database at 127.0.0.1:${port} (DATABASE_URL): connect ECONNREFUSED 127.0.0.1:${port}`,
      );
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
    const { port, url } = await unreachableUrl();
    const { lines, log } = recordingLog();
    const refused = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    const error = await waitForDatabase({
      url,
      probe: () => Promise.reject(new DrizzleQueryError('select 1', [], refused)),
      log,
    }).then(
      () => new Error('expected a failure'),
      (caught: Error) => caught,
    );
    expect(error.message).toBe(
      `Could not connect to the database at 127.0.0.1:${port} (DATABASE_URL): password authentication failed`,
    );
    expect((error.cause as Error).cause).toBe(refused);
    expect(lines).toEqual([]);
  });
});

/** What start-up says when the first query (`select 1`) fails with this driver error. */
async function startUpFailure(url: string, driverError: Error): Promise<string | undefined> {
  const { log } = recordingLog();
  return waitForDatabase({
    url,
    probe: () => Promise.reject(new DrizzleQueryError('select 1', [], driverError)),
    log,
  }).then(
    () => undefined,
    (caught: Error) => caught.message,
  );
}

// On PostgreSQL (TEST_DATABASE_URL) the refusals below are also asked of the real server.
const adminUrl = process.env.TEST_DATABASE_URL;

/** The URL of the test server with another user and database. */
function urlWith(user: string, database: string): string {
  const url = new URL(adminUrl!);
  url.username = user;
  url.pathname = `/${database}`;
  return url.toString();
}

/** What start-up says when the real server refuses its first query at `url`. */
async function firstQueryFailure(url: string): Promise<string | undefined> {
  const handle = await openDatabase({ database: { kind: 'postgres', url } });
  try {
    return await waitForDatabase({
      url,
      probe: () => handle.db.execute(sql`select 1`),
      log: recordingLog().log,
    }).then(
      () => undefined,
      (caught: Error) => caught.message,
    );
  } finally {
    await handle.close();
  }
}

describe("PostgreSQL's refusals at start-up, in its own words with what to do", () => {
  const missingDatabase = Object.assign(new Error('database "ptlogbook" does not exist'), {
    code: '3D000',
  });
  const missingRole = Object.assign(new Error('role "ptlogbook" does not exist'), {
    code: '28000',
  });

  it("a missing database: createdb, owned by the URL's user", async () => {
    expect(
      await startUpFailure('postgres://ptlogbook:pw@127.0.0.1:5432/ptlogbook', missingDatabase),
    ).toBe(
      'Could not connect to the database at 127.0.0.1:5432 (DATABASE_URL): database "ptlogbook" does not exist. ' +
        `Create it as PostgreSQL's superuser: sudo -u postgres createdb -O ptlogbook ptlogbook (docs/operations.md, "Install")`,
    );
    if (!adminUrl) return;
    const server = new URL(adminUrl);
    const address = `${server.hostname}:${server.port || '5432'}`;
    const user = decodeURIComponent(server.username);
    expect(await firstQueryFailure(urlWith(user, 'ptlog_no_such_database'))).toBe(
      `Could not connect to the database at ${address} (DATABASE_URL): database "ptlog_no_such_database" does not exist. ` +
        `Create it as PostgreSQL's superuser: sudo -u postgres createdb -O ${user} ptlog_no_such_database (docs/operations.md, "Install")`,
    );
  });

  it('a missing role: createuser, with a password or for peer authentication', async () => {
    expect(
      await startUpFailure(
        'postgresql://ptlogbook@/ptlogbook?host=/var/run/postgresql',
        missingRole,
      ),
    ).toBe(
      'Could not connect to the database at /var/run/postgresql/.s.PGSQL.5432 (DATABASE_URL): role "ptlogbook" does not exist. ' +
        `Create it as PostgreSQL's superuser: sudo -u postgres createuser --pwprompt ptlogbook (without --pwprompt for peer authentication over the Unix socket; docs/operations.md, "Install")`,
    );
    if (!adminUrl) return;
    expect(await firstQueryFailure(urlWith('ptlog_no_such_role', 'postgres'))).toMatch(
      /\(DATABASE_URL\): role "ptlog_no_such_role" does not exist\. Create it as PostgreSQL's superuser: sudo -u postgres createuser --pwprompt ptlog_no_such_role /,
    );
  });

  it('any other refusal as PostgreSQL words it, without a hint', async () => {
    const noEntry = Object.assign(new Error('no pg_hba.conf entry for host "10.0.0.5"'), {
      code: '28000',
    });
    expect(await startUpFailure('postgres://pt@db:5432/pt', noEntry)).toBe(
      'Could not connect to the database at db:5432 (DATABASE_URL): no pg_hba.conf entry for host "10.0.0.5"',
    );
  });
});
