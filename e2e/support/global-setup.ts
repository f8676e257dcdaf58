import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, eatDateOf, mondayOnOrBefore } from '@ptlog/shared';
import type { TestProject } from 'vitest/node';
import { startSmtpServer, type TSmtpServer } from '../../apps/server/test/helpers/smtp';
import { type StartedServer, startServer } from '../../scripts/lib/start-server';

let server: StartedServer | undefined;
let smtp: TSmtpServer | undefined;
let databaseDir: string | undefined;

const repoRoot = new URL('../..', import.meta.url).pathname;
/** A staff account, made with `npm run create-staff` before the server starts (approvals). */
const STAFF = { email: 'officer@e2e.example.tz', password: 'Staff-Approves-2026' };
/** The mobile-money numbers the billing screen must show (from the server's configuration). */
const E2E_PAYMENT_NUMBERS = ['M-Pesa 0754 111 222', 'Airtel Money 0784 333 444'];

function createStaff(dataDir: string) {
  const result = spawnSync(
    'node',
    [
      '--import',
      'tsx',
      'apps/server/src/cli/create-staff.ts',
      '--email',
      STAFF.email,
      '--first-name',
      'Neema',
      '--last-name',
      'Kimaro',
    ],
    {
      cwd: repoRoot,
      // The password travels as an operator's script would pass it: not on the command line.
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STAFF_PASSWORD: STAFF.password },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(`create-staff failed:\n${result.stdout}${result.stderr}`);
}

// A real SMTP server receives the product's mails (codes, reset links); tests read them from
// `mailDir`, where each received mail is a JSON file. The embedded database lives in a folder so
// that the staff account can be made before the server opens it.
export async function setup(project: TestProject) {
  const mailDir = mkdtempSync(join(tmpdir(), 'ptlog-e2e-mail-'));
  smtp = await startSmtpServer({ saveDir: mailDir });
  databaseDir = mkdtempSync(join(tmpdir(), 'ptlog-e2e-db-'));
  createStaff(databaseDir);
  // The placement started last Monday but one: week 1 lies wholly in the past, so a test can log
  // Monday to Friday of it whatever day the suite runs.
  const placementStart = addDays(mondayOnOrBefore(eatDateOf(new Date())), -7);
  server = await startServer({
    SMTP_URL: smtp.url,
    PT_START_DATE: placementStart,
    DATA_DIR: databaseDir,
    DATABASE_URL: '',
    PAYMENT_NUMBERS: E2E_PAYMENT_NUMBERS.join(','),
    SUPPORT_WHATSAPP: '+255754555666',
    // Reminder mails on the real clock would land in the specs' mailboxes.
    REMINDERS_ENABLED: '0',
  });
  project.provide('baseURL', server.baseURL);
  project.provide('mailDir', mailDir);
  project.provide('placementStart', placementStart);
  project.provide('staff', STAFF);
}

export async function teardown() {
  await server?.stop();
  await smtp?.close();
  if (databaseDir) rmSync(databaseDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    mailDir: string;
    placementStart: string;
    staff: { email: string; password: string };
  }
}
