// docs/adr/0012: `npm start` runs the server from its bundle (build/bundle.ts). This builds one,
// runs it as `npm run start:server` would, and goes through what loads files or threads at run
// time: the database's migrations, an export in both formats (the render worker and its fonts),
// and the local writing assistant (its worker).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverCommand } from '../../../scripts/lib/start-server';
import { BUNDLE_ENTRIES, bundleServer } from '../build/bundle';
import { freePort, serverDir, startServerProcess, waitForHealth } from './helpers/server-process';
import { createTestDatabase, type TTestDatabase } from './helpers/test-database';

/** What only some servers or requests need: each loads on first use (issue 21). */
const LAZY_PACKAGES = [
  '@electric-sql/pglite',
  'pdfkit',
  'fontkit',
  'docx',
  'qrcode',
  'nspell',
  'exceljs',
  // Only with a REDIS_URL, an SMTP_URL, in development.
  'ioredis',
  'nodemailer',
  'pino-pretty',
];

/** The npm packages a bundled file imports at its top, so loads whenever it is loaded. */
function staticPackageImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^import\s[^;]*?\sfrom\s"([^".][^"]*)";?$/gms)]
    .map((match) => match[1]!)
    .filter((name) => !name.startsWith('node:'));
}

describe('the server bundle', () => {
  let outdir: string;
  let files: string[];
  let dataDir: string;
  let database: TTestDatabase | undefined;

  beforeAll(async () => {
    outdir = mkdtempSync(path.join(serverDir, '.bundle-test-'));
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ptlog-bundle-'));
    files = await bundleServer(outdir);
    if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  }, 60_000);
  afterAll(async () => {
    rmSync(outdir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it('has a file for the server and each worker, and loads the heavy libraries only when asked', () => {
    const names = files.map((file) => path.basename(file));
    for (const entry of Object.keys(BUNDLE_ENTRIES)) expect(names).toContain(`${entry}.mjs`);
    const eager = staticPackageImports(path.join(outdir, 'server.mjs'));
    expect(eager).toContain('fastify');
    for (const lazy of LAZY_PACKAGES) {
      expect(eager).not.toContain(lazy);
    }
  });

  it("bundles postgres.js with the bounded queue in place of the package's own", () => {
    const sources = files
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(path.join(serverDir, file), 'utf8'))
      .join('\n');
    // esbuild heads each bundled module with its path.
    expect(sources).toContain('// ../../node_modules/postgres/src/connection.js');
    expect(sources).toContain('// src/db/postgres-queue.ts');
    expect(sources).not.toContain('// ../../node_modules/postgres/src/queue.js');
  });

  it('serves exports and the local writing assistant, then stops cleanly', async () => {
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    // Run as `npm run start:server` runs the shipped bundle: its environment and node flags.
    const shipped = serverCommand();
    expect(shipped.args.at(-1)).toBe('apps/server/dist/server.mjs');
    const server = startServerProcess(
      {
        ...shipped.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: database?.url ?? 'pglite://memory',
        DATA_DIR: dataDir,
        APP_SECRET: 'bundle-test-secret-that-is-long-enough',
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
        AI_PROVIDER: 'local',
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      },
      [...shipped.args.slice(0, -1), path.join(outdir, 'server.mjs')],
    );
    try {
      await waitForHealth(`${baseURL}/api/health/`, server);
      const login = await fetch(`${baseURL}/api/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'student@ptlogbook.test', password: 'Student123!' }),
      });
      expect(login.status).toBe(200);
      const { access } = (await login.json()) as { access: string };
      const call = (method: string, route: string, body?: unknown) =>
        fetch(`${baseURL}${route}`, {
          method,
          headers: {
            authorization: `Bearer ${access}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });

      const week = await call('POST', '/api/reports/weekly/', {
        week_number: 1,
        summary: 'Cable installation and testing.',
      });
      expect(week.status).toBe(201);
      // Each format's file starts with its signature: a PDF header, a DOCX's ZIP.
      for (const [format, signature] of [
        ['pdf', '%PDF-'],
        ['docx', 'PK'],
      ] as const) {
        const file = await call('GET', `/api/reports/weekly/week/1/download/${format}/`);
        expect(file.status).toBe(200);
        const start = Buffer.from(await file.arrayBuffer()).subarray(0, signature.length);
        expect(start.toString()).toBe(signature);
      }

      const suggestions = await call('POST', '/api/ai/suggest/improvements/', {
        text: 'i did wiring of the control panel and tested the cables with a multimeter',
      });
      expect(suggestions.status).toBe(200);

      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);
      expect(server.output()).not.toMatch(/"level":(50|60)/);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 90_000);
});
