// What `npm start` prints for a DATABASE_URL whose password holds a character that must be
// percent-encoded ('#', '/', '+'), as `openssl rand -base64` passwords do: the variable and the
// fix, never the password, and never a bare "Invalid URL".
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from './helpers/server-process';

describe('the server process with a DATABASE_URL postgres.js cannot read', () => {
  it('exits 1 naming DATABASE_URL and how to encode the password, without the password', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ptlog-unreadable-db-url-'));
    try {
      const server = startServerProcess({
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        APP_SECRET: 'process-test-secret-that-is-long-enough',
        DATABASE_URL: 'postgres://ptlogbook:Zx#9q/Lw+@127.0.0.1:5432/ptlogbook',
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      });
      expect(await server.exit).toBe(1);
      const output = server.output();
      expect(output).toMatch(/DATABASE_URL: .*percent-encode/);
      expect(output).toContain('# → %23');
      expect(output).not.toContain('Zx#9q');
      expect(output).not.toContain('Lw+');
      expect(output).not.toMatch(/^Invalid URL/m);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
