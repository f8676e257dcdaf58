// `npm run disable-staff` / `enable-staff` / `demote-staff`, run for real as separate processes
// against a database of their own (the embedded one in a fresh DATA_DIR, as create-staff.test.ts
// does, or with TEST_DATABASE_URL a new PostgreSQL database), with the app opened on the same
// database between runs to see what the accounts can do. The API refuses every action on staff
// accounts (admin-staff-accounts.test.ts): these commands are the operator's way.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { adminUserActions, auditLogs, users } from '../src/db/schema';
import { bearer, REFRESH_IN_BODY } from './helpers/accounts';
import { testEnv } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import { createTestDatabase, type TTestDatabase } from './helpers/test-database';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const STATS = '/api/admin-dashboard/api/dashboard/stats/';
const ACTIONS = '/api/admin-dashboard/api/users/actions/';

let dataDir: string;
let database: TTestDatabase | undefined;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'ptlog-staff-status-'));
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

/** The first line of every run: the database it acts on, never the URL's password. */
function databaseLine(): string {
  if (!database)
    return `Database: the embedded database in ${path.join(dataDir, 'db')} (DATABASE_URL is not set)\n`;
  const url = new URL(database.url);
  return `Database: PostgreSQL database ${url.pathname.slice(1)} at ${url.hostname}:${url.port || '5432'} (DATABASE_URL)\n`;
}

/** The npm script's command line: `node --import tsx apps/server/src/cli/change-staff.ts <change> …`. */
function changeStaff(change: string, args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/change-staff.ts', change, ...args],
      {
        cwd: root,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: database?.url ?? '',
          NODE_ENV: 'development',
        },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

/** The app on the same database for the length of `use` (the embedded one is one process's). */
async function withApp<T>(use: (app: ReturnType<typeof buildApp>) => Promise<T>): Promise<T> {
  const config = loadConfig(
    testEnv({ DATA_DIR: dataDir, DATABASE_URL: database?.url, RATE_LIMIT_MAX: '100000' }),
  );
  const app = buildApp(config, { print: () => undefined });
  try {
    await app.ready();
    return await use(app);
  } finally {
    await app.close();
  }
}

type TApp = ReturnType<typeof buildApp>;

function login(app: TApp, username: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    headers: REFRESH_IN_BODY,
    payload: { username, password },
  });
}

function get(app: TApp, url: string, access: string) {
  return app.inject({ method: 'GET', url, headers: bearer(access) });
}

describe('the staff account commands', () => {
  it('disable ends the sessions at once and keeps the account out; enable lets it back in', async () => {
    const before = await withApp(async (app) => {
      const head = await createUser(app.db, { isStaff: true, email: 'head@udsm.ac.tz' });
      const other = await createUser(app.db, { isStaff: true, email: 'other@udsm.ac.tz' });
      const signedIn = (await login(app, head.email, head.password)).json();
      expect((await get(app, STATS, signedIn.access)).statusCode).toBe(200);
      const colleague = (await login(app, other.email, other.password)).json();
      return { head, signedIn, colleague };
    });
    const { head, signedIn, colleague } = before;

    const disabled = await changeStaff('disable', ['--email', 'Head@UDSM.ac.tz']);
    expect(disabled, disabled.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(disabled.stdout).toBe(
      `${databaseLine()}` +
        'Disabled staff account head@udsm.ac.tz: it cannot sign in, 1 session(s) ended.\n',
    );
    const again = await changeStaff('disable', ['--email', 'head@udsm.ac.tz']);
    expect(again.stdout).toBe(
      `${databaseLine()}Staff account head@udsm.ac.tz was already disabled: nothing changed.\n`,
    );

    await withApp(async (app) => {
      // The session it had is over: the access token and the refresh token both stop.
      expect((await get(app, STATS, signedIn.access)).statusCode).toBe(401);
      const refresh = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh/',
        headers: REFRESH_IN_BODY,
        payload: { refresh: signedIn.refresh },
      });
      expect(refresh.statusCode).toBe(401);
      const signIn = await login(app, head.email, head.password);
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json().detail).toBe(MESSAGES.login.accountInactive);
      // No colleague can turn it back on.
      const unban = await app.inject({
        method: 'POST',
        url: ACTIONS,
        headers: bearer(colleague.access),
        payload: { user_ids: [head.id], action: 'UNBAN' },
      });
      expect(unban.statusCode).toBe(409);
      // The staff area's history of the account shows the operator's ban, and the audit log too.
      const history = await app.db
        .select()
        .from(adminUserActions)
        .where(eq(adminUserActions.targetUserId, head.id));
      expect(history).toMatchObject([
        { adminUserId: null, action: 'BAN', reason: 'npm run disable-staff' },
      ]);
      const audited = (await app.db.select().from(auditLogs)).filter(
        (row) => row.action === 'staff.disable' && row.targetId === String(head.id),
      );
      expect(audited).toMatchObject([{ actorId: null, details: { via: 'npm run disable-staff' } }]);
    });

    const enabled = await changeStaff('enable', ['--email', 'head@udsm.ac.tz']);
    expect(enabled).toMatchObject({
      code: 0,
      stdout: `${databaseLine()}Enabled staff account head@udsm.ac.tz: they can sign in again.\n`,
    });
    await withApp(async (app) => {
      const signIn = await login(app, head.email, head.password);
      expect(signIn.statusCode).toBe(200);
      expect((await get(app, STATS, signIn.json().access)).statusCode).toBe(200);
    });

    // Each run starts Node with tsx and opens the database: tens of seconds each on a busy machine.
  }, 480_000);

  it('refuses an unknown e-mail, a student account, and a command line without an e-mail', async () => {
    const { student, other } = await withApp(async (app) => ({
      student: await createUser(app.db, { email: 'student@udsm.ac.tz' }),
      other: await createUser(app.db, { isStaff: true, email: 'third@udsm.ac.tz' }),
    }));
    const unknown = await changeStaff('disable', ['--email', 'nobody@udsm.ac.tz']);
    expect(unknown).toMatchObject({
      code: 1,
      // Which database had no such account: the server's, or one the command was not meant for.
      stdout: databaseLine(),
      stderr: 'disable-staff: no account has the e-mail nobody@udsm.ac.tz.\n',
    });
    const notStaff = await changeStaff('disable', ['--email', student.email]);
    expect(notStaff.code).toBe(1);
    expect(notStaff.stderr).toContain(`${student.email} is not a staff account`);
    const noEmail = await changeStaff('enable', []);
    expect(noEmail.code).toBe(2);
    expect(noEmail.stderr).toContain('enable-staff: --email is required');
    expect(noEmail.stderr).toContain('Usage: npm run disable-staff -- --email');
    const wrongChange = await changeStaff('promote', ['--email', other.email]);
    expect(wrongChange.code).toBe(2);
    expect(wrongChange.stderr).toContain('expected one of disable, enable, demote');
    await withApp(async (app) => {
      const [row] = await app.db.select().from(users).where(eq(users.id, student.id));
      expect(row).toMatchObject({ isActive: true, isStaff: false });
    });
  }, 480_000);

  it('demote makes a student account, ends its staff sessions, and warns when no staff is left', async () => {
    const { lead, signedIn } = await withApp(async (app) => {
      // The only other staff accounts are the first test's: disabled here, so that none is left.
      await app.db.update(users).set({ isActive: false }).where(eq(users.isStaff, true));
      const lead = await createUser(app.db, { isStaff: true, email: 'lead@udsm.ac.tz' });
      const signedIn = (await login(app, lead.email, lead.password)).json();
      return { lead, signedIn };
    });

    const demoted = await changeStaff('demote', ['--email', 'lead@udsm.ac.tz']);
    expect(demoted).toMatchObject({
      code: 0,
      stderr: '',
      stdout:
        `${databaseLine()}` +
        'lead@udsm.ac.tz is a student account now, no longer staff: 1 session(s) ended.\n' +
        'No active staff account is left: `npm run create-staff -- --email …` makes one.\n',
    });
    await withApp(async (app) => {
      expect((await get(app, STATS, signedIn.access)).statusCode).toBe(401);
      const signIn = await login(app, lead.email, lead.password);
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json().user.is_staff).toBe(false);
      // A student now: the staff area is closed, the student's own pages open.
      expect((await get(app, STATS, signIn.json().access)).statusCode).toBe(403);
      expect(
        (await get(app, '/api/billing/balance/my_balance/', signIn.json().access)).statusCode,
      ).toBe(200);
      const [row] = await app.db.select().from(users).where(eq(users.id, lead.id));
      expect(row).toMatchObject({ isStaff: false, isActive: true });
    });
    // A student account is no longer the commands' business.
    const again = await changeStaff('enable', ['--email', 'lead@udsm.ac.tz']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('is not a staff account');
  }, 480_000);
});
