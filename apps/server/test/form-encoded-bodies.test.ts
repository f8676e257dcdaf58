// Login CSRF (security audit): form-encoded bodies were parsed for every route, so an HTML form on
// any site (a "simple" request: no CORS preflight) could post an attacker's username and password
// to /api/auth/login/ or a new account to /api/auth/register/. The answer set ptlog_refresh and
// ptlog_device (a top-level navigation may set SameSite=Strict cookies), and from then on the web
// app restored the ATTACKER's session in the student's browser: the student's days, payments and
// profile went into the attacker's account. Only the routes that take a form now parse one
// (password-reset-confirm, the one-click unsubscribe: reminders.test.ts); the rest answer 415.
import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { register } from './helpers/accounts';
import { buildTestApp } from './helpers/build-test-app';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(() => buildTestApp({ RATE_LIMIT_MAX: '100000' }));

const CROSS_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

function postForm(url: string, fields: Record<string, string>) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...CROSS_SITE },
    payload: new URLSearchParams(fields).toString(),
  });
}

const unsupported = {
  detail: MESSAGES.generic.unsupportedMediaType,
  code: 'unsupported_media_type',
};

describe('a cross-site HTML form', () => {
  it('cannot sign in: login takes JSON only (415, no cookie set)', async () => {
    const { payload } = await register(testApp.app);
    const response = await postForm('/api/auth/login/', {
      username: payload.email,
      password: payload.password,
    });
    expect({
      status: response.statusCode,
      body: response.json(),
      cookies: response.cookies,
    }).toEqual({ status: 415, body: unsupported, cookies: [] });
  });

  it('cannot register (registering signs the new account in)', async () => {
    const response = await postForm('/api/auth/register/', {
      first_name: 'Eve',
      last_name: 'Mallory',
      phone_number: '0755123987',
      email: 'eve.csrf@example.tz',
      password: 'Kilimanjaro-2026',
      password_confirm: 'Kilimanjaro-2026',
      program: 'CIVIL',
      pt_phase: 'PT2',
      year_of_study: '3',
      company_name: 'Tanzania Roads Agency',
    });
    expect({
      status: response.statusCode,
      body: response.json(),
      cookies: response.cookies,
    }).toEqual({ status: 415, body: unsupported, cookies: [] });
  });

  it("nor sign in with a form's other encodings (text/plain, multipart)", async () => {
    const { payload } = await register(testApp.app);
    const plain = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'text/plain', ...CROSS_SITE },
      payload: `{"username":"${payload.email}","password":"${payload.password}"}`,
    });
    const boundary = '----form';
    const multipart = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...CROSS_SITE },
      payload: [
        `--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n\r\n${payload.email}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\n${payload.password}`,
        `--${boundary}--\r\n`,
      ].join('\r\n'),
    });
    for (const response of [plain, multipart]) {
      expect(response.statusCode).toBe(400);
      expect(response.cookies).toEqual([]);
    }
  });

  it('is refused on other routes too, unknown ones included', async () => {
    for (const url of ['/api/auth/password-reset/', '/api/auth/refresh', '/api/nothing-here/']) {
      const response = await postForm(url, { email: 'a@b.tz' });
      expect(response.statusCode, url).toBe(415);
      expect(response.json(), url).toEqual(unsupported);
    }
  });

  it('still reaches password-reset-confirm, whose reset page posts a form', async () => {
    const response = await postForm('/api/auth/password-reset-confirm/', {
      uid: '999999',
      token: 'not-a-real-token',
      password: 'Whatever-Pass-123',
    });
    // The form was read: the link is refused, not the encoding.
    expect(response.statusCode).toBe(400);
    expect(response.json().code).not.toBe('unsupported_media_type');
    // Without its trailing slash too (the router ignores it).
    const noSlash = await postForm('/api/auth/password-reset-confirm', { uid: '1' });
    expect(noSlash.statusCode).toBe(400);
    expect(noSlash.json().code).toBe('validation_error');
  });
});
