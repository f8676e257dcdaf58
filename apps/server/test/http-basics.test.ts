import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from './helpers/build-test-app';
import { perSuite } from './helpers/per-suite';

describe('routing, security headers and request ids', () => {
  const testApp = perSuite(() =>
    buildTestApp(
      {},
      {
        beforeReady: (app) => {
          app.get('/api/test/with-slash/', async () => ({ route: 'with' }));
          app.get('/api/test/without-slash', async () => ({ route: 'without' }));
          app.get(
            '/api/test/user',
            { schema: { response: { 200: z.object({ id: z.number(), email: z.string() }) } } },
            async () => ({ id: 7, email: 'amina@example.test', password_hash: '$argon2id$leak' }),
          );
          app.get(
            '/api/test/misshapen',
            { schema: { response: { 200: z.object({ id: z.number(), email: z.string() }) } } },
            async () => ({ id: 'seven', email: 'amina@example.test' }),
          );
        },
      },
    ),
  );

  it.each([
    ['/api/test/with-slash/', 'with'],
    ['/api/test/with-slash', 'with'],
    ['/api/test/without-slash', 'without'],
    ['/api/test/without-slash/', 'without'],
  ])('serves %s whether or not the trailing slash is given', async (url, route) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ route });
  });

  it('treats response schemas as allowlists: unlisted fields never leave the server', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/user/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 7, email: 'amina@example.test' });
    expect(response.body).not.toContain('argon2id');
  });

  it('never sends an answer that does not fit its schema: a generic 500 instead', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/misshapen' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('seven');
    expect(response.json().code).toBeDefined();
  });

  it('sends pages the strict CSP and every helmet header', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/dashboard' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });

  it('sends JSON answers, errors included, the API set: nothing allowed, no sniffing or framing', async () => {
    for (const url of ['/api/health/', '/api/no-such-route/']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      // The document-only headers stay off the wire.
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(response.headers['x-xss-protection']).toBeUndefined();
    }
  });

  it('echoes a caller-supplied x-request-id', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { 'x-request-id': 'lb-7f3a-0001' },
    });
    expect(response.headers['x-request-id']).toBe('lb-7f3a-0001');
  });

  it('generates a UUID request id when none (or an unsafe one) is sent', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const plain = await testApp.app.inject({ method: 'GET', url: '/api/health/' });
    expect(plain.headers['x-request-id']).toMatch(uuid);
    const unsafe = await testApp.app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { 'x-request-id': 'evil\tvalue with spaces' },
    });
    expect(unsafe.headers['x-request-id']).toMatch(uuid);
  });
});
