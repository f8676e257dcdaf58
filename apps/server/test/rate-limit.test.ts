import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, login } from './helpers/accounts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';

const RATE_LIMITED = {
  detail: 'Rate limit exceeded. Please try again later.',
  code: 'rate_limited',
};

describe('rate limiting of /api', () => {
  const opened: TTestApp[] = [];
  afterAll(() => Promise.all(opened.map((testApp) => testApp.close())));

  async function open(env: Record<string, string>, keyPrefix?: string) {
    const testApp = await buildTestApp(env, { deps: { rateLimitKeyPrefix: keyPrefix } });
    opened.push(testApp);
    return testApp;
  }

  it('answers 429 with the spec message past RATE_LIMIT_MAX per minute (in memory)', async () => {
    const { app } = await open({ RATE_LIMIT_MAX: '3' });
    for (let i = 0; i < 3; i++) {
      const response = await app.inject({ method: 'GET', url: '/api/health/' });
      expect(response.statusCode).toBe(200);
    }
    const limited = await app.inject({ method: 'GET', url: '/api/auth/health/' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(RATE_LIMITED);
    expect(limited.headers['retry-after']).toBeDefined();
    // Unknown API paths count too, and are refused the same way.
    const unknown = await app.inject({ method: 'GET', url: '/api/nothing-here/' });
    expect(unknown.statusCode).toBe(429);
    // Without TRUST_PROXY a client cannot dodge the limit by inventing X-Forwarded-For.
    const spoofed = await app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(spoofed.statusCode).toBe(429);
    // Pages are not limited.
    const page = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.statusCode).not.toBe(429);
    // Another client has its own counter.
    const other = await app.inject({
      method: 'GET',
      url: '/api/health/',
      remoteAddress: '10.9.8.7',
    });
    expect(other.statusCode).toBe(200);
  });

  it('counts each signed-in student on their own, however many share one address', async () => {
    const testApp = await open({ RATE_LIMIT_MAX: '3' });
    const { app } = testApp;
    const tokens = [];
    for (const _ of [1, 2]) {
      const user = await createUser(testApp.db);
      // Signing in is itself an API call from the shared address: 2 of its 3.
      tokens.push((await login(app, user.email, user.password)).access);
    }
    for (const access of tokens) {
      for (let i = 0; i < 3; i++) {
        const read = await app.inject({ url: '/api/auth/profile/', headers: bearer(access) });
        expect(read.statusCode).toBe(200);
      }
      const fourth = await app.inject({ url: '/api/auth/profile/', headers: bearer(access) });
      expect(fourth.statusCode).toBe(429);
    }
    // A made-up token does not get a counter of its own: it counts against the address.
    const forged = { authorization: `Bearer ${tokens[0]?.slice(0, -4)}AAAA` };
    expect((await app.inject({ url: '/api/health/', headers: forged })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/health/', headers: forged })).statusCode).toBe(429);
  });

  it('counts per forwarded client address when TRUST_PROXY is set', async () => {
    const { app } = await open({ RATE_LIMIT_MAX: '1', TRUST_PROXY: 'true' });
    const from = (ip: string) =>
      app.inject({ method: 'GET', url: '/api/health/', headers: { 'x-forwarded-for': ip } });
    expect((await from('203.0.113.1')).statusCode).toBe(200);
    expect((await from('203.0.113.1')).statusCode).toBe(429);
    expect((await from('203.0.113.2')).statusCode).toBe(200);
  });

  it('shares one counter between instances through Redis', async () => {
    const prefix = `ptlog-test:${randomBytes(6).toString('hex')}:`;
    const env = {
      RATE_LIMIT_MAX: '4',
      REDIS_URL: process.env.REDIS_URL_FOR_TESTS ?? 'redis://127.0.0.1:6379',
    };
    const first = await open(env, prefix);
    const second = await open(env, prefix);
    const statuses: number[] = [];
    for (const { app } of [first, second, first, second, first]) {
      const response = await app.inject({ method: 'GET', url: '/api/health/' });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const limited = await second.app.inject({ method: 'GET', url: '/api/health/' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(RATE_LIMITED);
  });
});
