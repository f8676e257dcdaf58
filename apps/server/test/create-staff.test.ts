import { execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { verifyPassword } from '../src/features/auth/password';
import { testEnv } from './helpers/build-test-app';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../..', import.meta.url));

async function createStaff(dataDir: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/create-staff.ts', ...args],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The script with the password on stdin (piped) or in the environment, never in its arguments. */
function createStaffWith(
  dataDir: string,
  args: string[],
  source: { stdin?: string; env?: Record<string, string> },
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/create-staff.ts', ...args],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        NODE_ENV: 'development',
        ...source.env,
      },
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  child.stdin.end(source.stdin ?? '');
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function openEmbedded(dataDir: string) {
  return openDatabase(loadConfig(testEnv({ DATA_DIR: dataDir, DATABASE_URL: undefined })));
}

describe('npm run create-staff', () => {
  it('refuses bad input with a clear message and a non-zero exit', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ptlog-staff-'));
    const noEmail = await createStaff(dataDir, ['--password', 'Long-enough-1']);
    expect(noEmail.code).toBe(2);
    expect(noEmail.stderr).toContain('--email is required');
    const short = await createStaff(dataDir, ['--email', 'a@b.tz', '--password', 'short']);
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('A staff password must be at least 10 characters');
    const pipedWeak = await createStaffWith(dataDir, ['--email', 'a@b.tz'], {
      stdin: 'aaaaaaaaaaaa\n',
    });
    expect(pipedWeak.code).toBe(2);
    expect(pipedWeak.stderr).toContain('at least 5 different characters');
    const none = await createStaffWith(dataDir, ['--email', 'a@b.tz'], { stdin: '' });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('a password is required');
    const unknown = await createStaff(dataDir, [
      '--email',
      'a@b.tz',
      '--password',
      'Long-enough-1',
      '--admin',
    ]);
    expect(unknown.code).toBe(2);
    // Each run starts Node with tsx: seconds each on a busy machine.
  }, 120_000);

  it('takes the password from STAFF_PASSWORD or stdin, and warns when it is an argument', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ptlog-staff-'));
    const fromEnv = await createStaffWith(dataDir, ['--email', 'env@udsm.ac.tz'], {
      env: { STAFF_PASSWORD: 'From-the-env-1' },
    });
    expect(fromEnv.stdout).toContain('Created staff user env@udsm.ac.tz');
    expect(fromEnv.stderr).not.toContain('warning');
    const fromArgument = await createStaff(dataDir, [
      '--email',
      'env@udsm.ac.tz',
      '--password',
      'From-the-argument-2',
    ]);
    expect(fromArgument.code).toBe(0);
    expect(fromArgument.stderr).toContain(
      'warning: --password leaves the password in the shell history',
    );
    // Spaces inside and at the ends are part of the password; only the line ending goes.
    const fromStdin = await createStaffWith(dataDir, ['--email', 'env@udsm.ac.tz'], {
      stdin: ' From stdin 3 \r\nignored second line\n',
    });
    expect(fromStdin.code).toBe(0);
    expect(fromStdin.stdout).toContain('Promoted staff user env@udsm.ac.tz');
    const database = await openEmbedded(dataDir);
    const [user] = await database.db.select().from(users).where(eq(users.email, 'env@udsm.ac.tz'));
    expect(await verifyPassword(' From stdin 3 ', user!.passwordHash)).toBe(true);
    await database.close();
  }, 180_000);

  it('creates a verified staff user on a fresh database, then promotes with a new password', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ptlog-staff-'));
    const created = await createStaff(dataDir, [
      '--email',
      'Head@UDSM.ac.tz',
      '--password',
      'First-Pass-1',
    ]);
    expect(created.stdout).toContain('Created staff user head@udsm.ac.tz');
    expect(created.code).toBe(0);

    // While a server holds the embedded database, the script refuses instead of corrupting it.
    const held = await openEmbedded(dataDir);
    const locked = await createStaff(dataDir, [
      '--email',
      'head@udsm.ac.tz',
      '--password',
      'Second-Pass-2',
    ]);
    expect(locked.code).toBe(1);
    expect(locked.stderr).toContain('already in use');
    const [user] = await held.db.select().from(users).where(eq(users.email, 'head@udsm.ac.tz'));
    expect(user).toMatchObject({ isStaff: true, emailVerified: true, isActive: true });
    expect(await verifyPassword('First-Pass-1', user!.passwordHash)).toBe(true);
    await held.db.update(users).set({ isStaff: false }).where(eq(users.id, user!.id));
    await held.close();

    const promoted = await createStaff(dataDir, [
      '--email',
      'head@udsm.ac.tz',
      '--password',
      'Second-Pass-2',
    ]);
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toContain('Promoted');
    const reopened = await openEmbedded(dataDir);
    const [after] = await reopened.db
      .select()
      .from(users)
      .where(eq(users.email, 'head@udsm.ac.tz'));
    expect(after?.isStaff).toBe(true);
    expect(await verifyPassword('Second-Pass-2', after!.passwordHash)).toBe(true);
    await reopened.close();
    // Three processes each start the embedded database (the first also creates it): on a busy
    // 2-core machine that took over a minute.
  }, 180_000);
});
