// Issue 19, faults 5, 6 and 7: verify-email-otp does not tell verified addresses from unknown
// ones; strangers' wrong passwords do not lock the owner's known browser out; the refresh token
// stays out of JSON unless a client asks for it.
import { LIMITS, MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { bearer, REFRESH_IN_BODY, register } from './helpers/accounts';
import { buildTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import { perSuite } from './helpers/per-suite';
import { otpIn, startSmtpServer } from './helpers/smtp';

const smtp = perSuite(startSmtpServer);
const testApp = perSuite(() => buildTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_MAX: '100000' }));

function post(url: string, payload: object, extra: { ip?: string; cookies?: object } = {}) {
  return testApp.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: extra.ip ?? '10.7.0.1',
    cookies: extra.cookies as Record<string, string> | undefined,
  });
}

describe('verify-email-otp does not enumerate accounts', () => {
  it('answers a verified address like an unknown one unless the code is its own', async () => {
    const { payload } = await register(testApp.app);
    await testApp.app.mail.flush();
    const code = otpIn(smtp.mailsTo(payload.email).at(-1));
    const verify = (email: string, guess: string) =>
      post('/api/auth/verify-email-otp/', { email, code: guess, purpose: 'register' });
    expect((await verify(payload.email, code)).statusCode).toBe(200);
    const wrong = code === '123456' ? '654321' : '123456';
    const verified = await verify(payload.email, wrong);
    const unknown = await verify('nobody.here@students.example.tz', wrong);
    expect(verified.statusCode).toBe(400);
    expect(verified.json()).toEqual(unknown.json());
    expect(verified.json().detail).toBe(MESSAGES.activation.invalidCode);
    // The same mail's code entered again still says "already verified".
    const again = await verify(payload.email, code);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      email_verified: true,
      detail: MESSAGES.account.alreadyVerified,
    });
  });
});

describe('lockout by strangers', () => {
  it('lets the owner in from a browser that signed in before; strangers stay locked out', async () => {
    const owner = await createUser(testApp.db);
    const other = await createUser(testApp.db);
    const login = (password: string, ip: string, cookies?: object, username = owner.email) =>
      post('/api/auth/login/', { username, password }, { ip, cookies });
    const first = await login(owner.password, '10.8.0.1');
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((cookie) => cookie.name === 'ptlog_device');
    expect(device?.httpOnly).toBe(true);
    const otherDevice = (
      await login(other.password, '10.8.0.2', undefined, other.email)
    ).cookies.find((cookie) => cookie.name === 'ptlog_device');
    // Ten wrong passwords from ten addresses use up the account's tries.
    for (let index = 0; index < 10; index++) {
      expect((await login('Wrong-Passw0rd!', `10.9.0.${index + 1}`)).statusCode).toBe(401);
    }
    // A stranger with the right password (or another account's device cookie) is refused…
    expect((await login(owner.password, '10.8.0.3')).statusCode).toBe(429);
    const borrowed = { ptlog_device: otherDevice?.value };
    expect((await login(owner.password, '10.8.0.3', borrowed)).statusCode).toBe(429);
    const forged = { ptlog_device: `${owner.id}.made-up.not-a-signature` };
    expect((await login(owner.password, '10.8.0.3', forged)).statusCode).toBe(429);
    // …and so is a wrong password from the owner's browser (no guessing through the cookie).
    const known = { ptlog_device: device?.value };
    expect((await login('Wrong-Passw0rd!', '10.8.0.1', known)).statusCode).toBe(401);
    // The owner's browser with the right password signs in.
    expect((await login(owner.password, '10.8.0.1', known)).statusCode).toBe(200);
  });
});

describe('many students behind one address (a campus or mobile network)', () => {
  it("one student's typos do not lock the others out; a flood over many accounts is refused", async () => {
    const ip = '10.44.0.1';
    const login = (username: string, password: string) =>
      post('/api/auth/login/', { username, password }, { ip });
    for (let index = 0; index < LIMITS.LOGIN_MAX_TRIES; index++) {
      expect((await login(`typo${index}@students.example.tz`, 'Wrong-Passw0rd!')).statusCode).toBe(
        401,
      );
    }
    const classmate = await createUser(testApp.db);
    expect((await login(classmate.email, classmate.password)).statusCode).toBe(200);

    // Still a ceiling for the address: LOGIN_ADDRESS_MAX_TRIES wrong passwords in the window.
    for (let index = LIMITS.LOGIN_MAX_TRIES; index < LIMITS.LOGIN_ADDRESS_MAX_TRIES; index++) {
      expect((await login(`guess${index}@students.example.tz`, 'Wrong-Passw0rd!')).statusCode).toBe(
        401,
      );
    }
    const late = await createUser(testApp.db);
    expect((await login(late.email, late.password)).statusCode).toBe(429);
  });
});

describe('the refresh token in JSON answers', () => {
  it('change-password and refresh answer it only to a client that keeps it itself', async () => {
    const user = await createUser(testApp.db);
    const signedIn = await post('/api/auth/login/', {
      username: user.email,
      password: user.password,
    });
    const changePassword = (access: string, current: string, next: string, asks: boolean) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/user/change-password/',
        headers: { ...bearer(access), ...(asks ? REFRESH_IN_BODY : {}) },
        payload: { current_password: current, new_password: next },
      });
    const second = 'Another-Passw0rd-2026';
    const browser = await changePassword(signedIn.json().access, user.password, second, false);
    expect(browser.statusCode).toBe(200);
    expect(Object.keys(browser.json()).sort()).toEqual(['access', 'detail']);
    const cookie = browser.cookies.find((entry) => entry.name === 'ptlog_refresh');
    expect(cookie?.httpOnly).toBe(true);
    // Asked for with the cookie (a script in the page can send the header): still cookie only.
    const refreshed = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/refresh/',
      headers: REFRESH_IN_BODY,
      cookies: { ptlog_refresh: cookie?.value ?? '' },
      payload: {},
    });
    expect(refreshed.statusCode).toBe(200);
    expect(Object.keys(refreshed.json()).sort()).toEqual(['access']);
    // A client without cookies asks, and refreshes with the token from the body.
    const app = await changePassword(refreshed.json().access, second, 'Third-Passw0rd-2026', true);
    expect(app.statusCode).toBe(200);
    expect(Object.keys(app.json()).sort()).toEqual(['access', 'detail', 'refresh']);
    const next = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/refresh/',
      headers: REFRESH_IN_BODY,
      payload: { refresh: app.json().refresh },
    });
    expect(next.statusCode).toBe(200);
    expect(Object.keys(next.json()).sort()).toEqual(['access', 'refresh']);
  });
});
