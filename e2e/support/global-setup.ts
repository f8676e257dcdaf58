import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, mondayOnOrBefore, todayIso } from '@ptlog/shared';
import type { TestProject } from 'vitest/node';
import { startSmtpServer, type TSmtpServer } from '../../apps/server/test/helpers/smtp';
import { type StartedServer, startServer } from '../../scripts/lib/start-server';

let server: StartedServer | undefined;
let smtp: TSmtpServer | undefined;

// A real SMTP server receives the product's mails (codes, reset links); tests read them from
// `mailDir`, where each received mail is a JSON file.
export async function setup(project: TestProject) {
  const mailDir = mkdtempSync(join(tmpdir(), 'ptlog-e2e-mail-'));
  smtp = await startSmtpServer({ saveDir: mailDir });
  // The placement started last Monday but one: week 1 lies wholly in the past, so a test can log
  // Monday to Friday of it whatever day the suite runs.
  const placementStart = addDays(mondayOnOrBefore(todayIso(new Date())), -7);
  server = await startServer({ SMTP_URL: smtp.url, PT_START_DATE: placementStart });
  project.provide('baseURL', server.baseURL);
  project.provide('dataDir', server.dataDir);
  project.provide('mailDir', mailDir);
  project.provide('placementStart', placementStart);
}

export async function teardown() {
  await server?.stop();
  await smtp?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    mailDir: string;
    placementStart: string;
  }
}
