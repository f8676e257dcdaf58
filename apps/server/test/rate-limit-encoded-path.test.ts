import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
