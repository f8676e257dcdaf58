import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app';

// Audit: the router decodes `%61` to `a`, so `/%61pi/…` reaches the API's routes; the rate limits
// (and the API's JSON 404s) must follow the path the router saw, not the raw URL.
describe('percent-encoded API paths', () => {
  const opened: TTestApp[] = [];
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'ptlog-encoded-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>PT Logbook</title>');
  afterAll(async () => {
    await Promise.all(opened.map((testApp) => testApp.close()));
    rmSync(distDir, { recursive: true, force: true });
  });

  async function open(env: Record<string, string>) {
    const testApp = await buildTestApp({ WEB_DIST_DIR: distDir, ...env });
    opened.push(testApp);
    return testApp.app;
  }

  async function statusesOf(count: number, send: (i: number) => Promise<{ statusCode: number }>) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await send(i)).statusCode);
    return statuses;
  }

  it('count against RATE_LIMIT_MAX like the plain path', async () => {
    const app = await open({ RATE_LIMIT_MAX: '3' });
    const statuses = await statusesOf(5, () => app.inject({ url: '/%61pi/health/' }));
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // One counter for both spellings.
    expect((await app.inject({ url: '/api/health/' })).statusCode).toBe(429);
  });

  it("keep a route's own limit (30 code checks a minute)", async () => {
    const app = await open({ RATE_LIMIT_MAX: '100000' });
    const statuses = await statusesOf(31, (i) =>
      app.inject({
        method: 'POST',
        url: '/%61pi/auth/verify-email-otp/',
        payload: { email: `guess${i}@example.tz`, code: '123456' },
      }),
    );
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("keep the reset routes' limit (20 a minute)", async () => {
    const app = await open({ RATE_LIMIT_MAX: '100000' });
    const statuses = await statusesOf(21, (i) =>
      app.inject({
        method: 'POST',
        url: '/%61pi/auth/password-reset-confirm/',
        payload: { uid: '1', token: `junk-${i}`, password: 'Whatever-123' },
      }),
    );
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('answer an unknown one with the JSON 404, counted, never the web page', async () => {
    const app = await open({ RATE_LIMIT_MAX: '2' });
    const missing = await app.inject({ url: '/%61pi/nothing-here/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
    expect((await app.inject({ url: '/%61pi/nothing-here/' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/%61pi/nothing-here/' })).statusCode).toBe(429);
    // Pages stay unlimited, escapes or not.
    const page = await app.inject({ url: '/d%61shboard' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});

/** One request written to the socket as it is (`target` may be absolute-form): status and body. */
function rawRequest(port: number, target: string, body?: string) {
  return new Promise<{ status: number; contentType: string; body: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', rest = ''] = answer.split('\r\n\r\n', 2);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        contentType: /\r\ncontent-type: ([^\r]*)/i.exec(head)?.[1] ?? '',
        body: rest,
      });
    });
    socket.write(
      body === undefined
        ? `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`
        : `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
            `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  });
}

// Audit: an absolute-form request target (`POST http://host/api/… HTTP/1.1`, which every HTTP/1.1
// server must accept, RFC 9112 §3.2.2) is routed by its path, but `request.url` keeps the scheme
// and authority: the limiter took it for a page and let it through, every limit skipped. Sent
// over a real socket, as light-my-request would not send such a target.
describe('absolute-form API targets', () => {
  const opened: TTestApp[] = [];
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'ptlog-absolute-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>PT Logbook</title>');
  afterAll(async () => {
    await Promise.all(opened.map((testApp) => testApp.close()));
    rmSync(distDir, { recursive: true, force: true });
  });

  async function listening(env: Record<string, string>) {
    const testApp = await buildTestApp({ WEB_DIST_DIR: distDir, ...env });
    opened.push(testApp);
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    return (testApp.app.server.address() as AddressInfo).port;
  }

  async function statusesOf(count: number, send: (i: number) => Promise<{ status: number }>) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await send(i)).status);
    return statuses;
  }

  it("count against RATE_LIMIT_MAX like the plain path, whatever the scheme's case", async () => {
    const port = await listening({ RATE_LIMIT_MAX: '3' });
    const statuses = await statusesOf(4, (i) =>
      rawRequest(port, i % 2 ? 'HTTP://127.0.0.1/api/health/' : 'http://127.0.0.1/api/health/'),
    );
    expect(statuses).toEqual([200, 200, 200, 429]);
    // One counter for both forms.
    expect((await rawRequest(port, '/api/health/')).status).toBe(429);
  });

  it("keep a route's own limit (30 code checks a minute)", async () => {
    const port = await listening({ RATE_LIMIT_MAX: '100000' });
    const statuses = await statusesOf(31, (i) =>
      rawRequest(
        port,
        'http://127.0.0.1/api/auth/verify-email-otp/',
        JSON.stringify({ email: `guess${i}@example.tz`, code: '123456', purpose: 'register' }),
      ),
    );
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  // Without a built web app every miss goes to the SPA fallback, which took the target for a page
  // (503 "not built"); with one, @fastify/static refuses an absolute-form target itself (403).
  it('answer an unknown one with the JSON 404, never the page fallback', async () => {
    const emptyDist = mkdtempSync(path.join(os.tmpdir(), 'ptlog-absolute-unbuilt-'));
    try {
      const port = await listening({ WEB_DIST_DIR: emptyDist, RATE_LIMIT_MAX: '100000' });
      const missing = await rawRequest(port, 'http://127.0.0.1/api/nothing-here/');
      expect({ status: missing.status, contentType: missing.contentType }).toEqual({
        status: 404,
        contentType: 'application/json; charset=utf-8',
      });
      expect(JSON.parse(missing.body).code).toBe('not_found');
      expect((await rawRequest(port, 'http://127.0.0.1/dashboard')).status).toBe(503);
    } finally {
      rmSync(emptyDist, { recursive: true, force: true });
    }
  });
});
