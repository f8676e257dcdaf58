import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ERROR_CODES } from '@ptlog/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationPayload } from './helpers/accounts';
import { freePort, startServerProcess, waitForHealth } from './helpers/server-process';
import { createTestDatabase, type TTestDatabase } from './helpers/test-database';

/** GET /api/health/ on a fresh connection of its own (no agent): status, Connection, code. */
function healthOnNewConnection(port: number) {
  return new Promise<{ status: number; connection?: string; code?: string }>((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/api/health/', agent: false },
      (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            code: (JSON.parse(body) as { code?: string }).code,
          }),
        );
      },
    );
    request.on('error', reject);
  });
}

/**
 * Asks /api/health/ on fresh connections until an answer is not 200 (the first ones may arrive
 * before the signal is handled): the answer of a request that came in during the drain. A
 * connection opened just as the drain starts is closed as idle; that client tries again.
 */
async function answerWhileDraining(port: number) {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const answer = await healthOnNewConnection(port).catch(() => null);
    if (answer && answer.status !== 200) return answer;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('no request was answered during the drain');
}

describe('the server process', () => {
  let dataDir: string;
  // On PostgreSQL (TEST_DATABASE_URL) the server gets a database of its own on that server.
  let database: TTestDatabase | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ptlog-process-'));
    if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  const baseEnv = () => ({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATABASE_URL: database?.url ?? 'pglite://memory',
    DATA_DIR: dataDir,
    APP_SECRET: 'process-test-secret-that-is-long-enough',
    SEED_DEMO: '0',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  });

  it('serves, then on SIGTERM finishes cleanly and exits 0', async () => {
    const port = await freePort();
    const server = startServerProcess({ ...baseEnv(), PORT: String(port) });
    try {
      await waitForHealth(`http://127.0.0.1:${port}/api/health/`, server);
      // Logged once listen() has resolved, which a health answer can beat on a busy machine.
      await expect
        .poll(() => server.output())
        .toContain(`PT Logbook listening on http://127.0.0.1:${port}`);
      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);
      expect(server.output()).toContain('Shutting down');
      await expect(fetch(`http://127.0.0.1:${port}/api/health/`)).rejects.toThrow();
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
    // As long as waitForHealth may wait for a start on a loaded machine, and then some.
  }, 60_000);

  it('SIGTERM during 50 kept-alive in-flight requests: all 50 answered, exit 0 within 10 s', async () => {
    const port = await freePort();
    const server = startServerProcess({
      ...baseEnv(),
      PORT: String(port),
      RATE_LIMIT_MAX: '100000',
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 60 });
    try {
      await waitForHealth(`http://127.0.0.1:${port}/api/health/`, server);
      const send = (method: string, urlPath: string, body?: object) =>
        new Promise<{ status: number; connection?: string; at: number }>((resolve, reject) => {
          const payload = body ? JSON.stringify(body) : undefined;
          const request = http.request(
            {
              host: '127.0.0.1',
              port,
              method,
              path: urlPath,
              agent,
              headers: payload ? { 'content-type': 'application/json' } : {},
            },
            (response) => {
              response.resume();
              response.on('end', () =>
                resolve({
                  status: response.statusCode ?? 0,
                  connection: response.headers.connection,
                  at: Date.now(),
                }),
              );
            },
          );
          request.on('error', reject);
          request.end(payload);
        });
      // 50 kept-alive connections, warmed up, plus one that stays idle.
      await Promise.all(Array.from({ length: 51 }, () => send('GET', '/api/health/')));
      expect(agent.freeSockets[`127.0.0.1:${port}:`]?.length).toBe(51);
      // Registrations hash a password: slow enough to be in flight when SIGTERM arrives.
      const inFlight = Array.from({ length: 50 }, () =>
        send('POST', '/api/auth/register/', registrationPayload()),
      );
      // SIGTERM once the server has read them all (the first answer comes after the last read).
      await Promise.race(inFlight);
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      // A request that arrives while the 50 drain is told 503, on a connection that then closes.
      const late = await answerWhileDraining(port);
      expect(late).toEqual({
        status: 503,
        connection: 'close',
        code: ERROR_CODES.SERVICE_UNAVAILABLE,
      });
      // The server was draining before it wrote that 503. (A fixed delay after the kill was not a
      // safe line: on a loaded machine the signal can take longer to be handled, and an answer
      // written before it then arrived after the delay.)
      const drainSeen = Date.now();
      const answers = await Promise.all(inFlight);
      expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
      // Each answer after the drain began told its client the connection is closing: none is
      // reused.
      const afterSignal = answers.filter((answer) => answer.at > drainSeen);
      expect(afterSignal.length).toBeGreaterThan(0);
      expect(afterSignal.filter((answer) => answer.connection !== 'close')).toEqual([]);
      expect(await server.exit).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect(server.output()).not.toContain('Shutdown took too long');
    } finally {
      agent.destroy();
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 60_000);

  it('a connection opened before SIGTERM whose request comes after gets 503, not a reset', async () => {
    const port = await freePort();
    const server = startServerProcess({ ...baseEnv(), PORT: String(port) });
    try {
      await waitForHealth(`http://127.0.0.1:${port}/api/health/`, server);
      // Connected, nothing sent yet: what a client looks like the moment it arrives.
      const socket = net.connect(port, '127.0.0.1');
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('error', reject);
      });
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk;
      });
      const ended = new Promise<string | null>((resolve) => {
        socket.once('close', () => resolve(received));
        socket.once('error', () => resolve(null));
      });
      server.child.kill('SIGTERM');
      await expect.poll(() => server.output()).toContain('Shutting down');
      socket.write('GET /api/health/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      const answer = await ended;
      expect(answer).toMatch(/^HTTP\/1\.1 503 /);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(answer).toContain(ERROR_CODES.SERVICE_UNAVAILABLE);
      expect(await server.exit).toBe(0);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 60_000);

  it('exits 1 with a clear message when the configuration is invalid', async () => {
    const server = startServerProcess({
      ...baseEnv(),
      PORT: 'eighty',
      PT_START_DATE: '2026-03-10',
    });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('PT Logbook could not start');
    expect(server.output()).toMatch(/- PORT: /);
    expect(server.output()).toMatch(/- PT_START_DATE: must be a Monday/);
  });
});
