// A misspelt variable (DATABSE_URL) must not be ignored in silence: the server says so at start.
// Nor a PT_START_DATE that differs from the start the database already has (operator audit,
// defect 7): it only seeds a new database.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { setPlacementStartDate } from '../src/features/calendar/calendar.repository';
import { buildTestApp, testEnv } from './helpers/build-test-app';
import { createTestDatabase } from './helpers/test-database';

/** A log stream for the app, and the warnings it received. */
function warningsLog() {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      callback();
    },
  });
  const warnings = () =>
    lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level === 40)
      .map((entry) => entry.msg);
  return { logStream, warnings };
}

/** The warnings of a start with PT_START_DATE=`configured` on a database that starts on `stored`. */
async function startWarnings(stored: string, configured: string): Promise<string[]> {
  const database = await createTestDatabase();
  const handle =
    database.handle ?? (await openDatabase({ database: { kind: 'postgres', url: database.url } }));
  const { logStream, warnings } = warningsLog();
  try {
    await handle.migrate();
    await setPlacementStartDate(handle.db, stored);
    const config = loadConfig(
      testEnv({ DATABASE_URL: database.url, LOG_LEVEL: 'warn', PT_START_DATE: configured }),
    );
    const app = buildApp(config, { database: handle, print: () => undefined, logStream });
    await app.ready();
    await app.close();
  } finally {
    await handle.close();
    await database.drop();
  }
  return warnings();
}

describe('start-up warnings', () => {
  it('logs each variable that looks like ours but is not, naming the one meant', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        callback();
      },
    });
    const testApp = await buildTestApp(
      { LOG_LEVEL: 'warn', DATABSE_URL: 'postgres://db.internal/pt' },
      { deps: { logStream } },
    );
    await testApp.close();
    const warning = lines.map((line) => JSON.parse(line)).find((entry) => entry.level === 40);
    expect(warning?.msg).toMatch(
      /^DATABSE_URL is not a PT Logbook setting and is ignored: did you mean DATABASE_URL\?/,
    );
  });
});

describe('PT_START_DATE on a database that already has a start', () => {
  it('warns that it is ignored, and how staff move the start', async () => {
    expect(await startWarnings('2026-11-30', '2026-11-23')).toEqual([
      'PT_START_DATE=2026-11-23 is ignored: it only sets the placement start of a new database, and this one starts on 2026-11-30. Staff move the start in the Admin Dashboard (Placement start date), which moves every entry with it and is refused once a week is handed in (docs/adr/0019); then remove PT_START_DATE from the environment.',
    ]);
  });

  it('says nothing when they agree', async () => {
    expect(await startWarnings('2026-11-30', '2026-11-30')).toEqual([]);
  });
});
