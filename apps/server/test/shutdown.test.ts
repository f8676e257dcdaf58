import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface TRunningServer {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

function startServer(env: Record<string, string>): TRunningServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

async function waitForHealth(url: string, server: TRunningServer): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

describe('the server process', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ptlog-process-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const baseEnv = () => ({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATABASE_URL: 'pglite://memory',
    DATA_DIR: dataDir,
    APP_SECRET: 'process-test-secret-that-is-long-enough',
    SEED_DEMO: '0',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  });

  it('serves, then on SIGTERM finishes cleanly and exits 0', async () => {
    const port = await freePort();
    const server = startServer({ ...baseEnv(), PORT: String(port) });
    try {
      await waitForHealth(`http://127.0.0.1:${port}/api/health/`, server);
      expect(server.output()).toContain(`PT Logbook listening on http://127.0.0.1:${port}`);
      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);
      expect(server.output()).toContain('Shutting down');
      await expect(fetch(`http://127.0.0.1:${port}/api/health/`)).rejects.toThrow();
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  });

  it('exits 1 with a clear message when the configuration is invalid', async () => {
    const server = startServer({ ...baseEnv(), PORT: 'eighty', PT_START_DATE: '2026-03-10' });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('PT Logbook could not start');
    expect(server.output()).toMatch(/- PORT: /);
    expect(server.output()).toMatch(/- PT_START_DATE: must be a Monday/);
  });
});
