// A misspelt variable (DATABSE_URL) must not be ignored in silence: the server says so at start.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/build-test-app';

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
