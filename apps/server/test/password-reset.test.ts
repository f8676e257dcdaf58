import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { oneTimeCodes, throttleCounters, users } from '../src/db/schema';
import { bearer, login } from './helpers/accounts';
import { buildTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import { perSuite } from './helpers/per-suite';
import { otpIn, resetLinkIn, startSmtpServer } from './helpers/smtp';

const smtp = perSuite(startSmtpServer);
const testApp = perSuite(() =>
  buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://logbook.example.ac.tz' }),
);
beforeEach(async () => {
  await testApp.db.delete(throttleCounters);
});

async function requestReset(email: string, extra: object = {}) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/',
    payload: { email, ...extra },
  });
  await testApp.app.mail.flush();
  return response;
}

function confirmForm(fields: Record<string, string>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset-confirm/',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

function loginStatus(email: string, password: string) {
  return testApp.app
    .inject({ method: 'POST', url: '/api/auth/login/', payload: { username: email, password } })
    .then((response) => response.statusCode);
}

describe('password reset', () => {
  it('answers the same whether or not the e-mail exists, and mails only real accounts', async () => {
    const user = await createUser(testApp.db);
    const known = await requestReset(user.email);
    const unknown = await requestReset('ghost@example.tz');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().detail).toBe(MESSAGES.forgotPassword.sent);
    expect(smtp.mailsTo('ghost@example.tz')).toHaveLength(0);
    expect(smtp.mailsTo(user.email)).toHaveLength(1);
  });

  it('builds the link from PUBLIC_URL, ignoring the frontend_url a client sends', async () => {
    const user = await createUser(testApp.db);
    await requestReset(user.email, { frontend_url: 'https://evil.example.com' });
    const link = resetLinkIn(smtp.mailsTo(user.email).at(-1));
    expect(link.origin).toBe('https://logbook.example.ac.tz');
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('uid')).toBe(String(user.id));
  });

  it('sets the new password from the form-encoded link; the link then dies, and so do sessions', async () => {
    const user = await createUser(testApp.db);
    const session = await login(testApp.app, user.email, user.password);
    await requestReset(user.email);
    const link = resetLinkIn(smtp.mailsTo(user.email).at(-1));
    const fields = {
      uid: link.searchParams.get('uid')!,
      token: link.searchParams.get('token')!,
      password: 'New-Serengeti-77',
    };
    const confirmed = await confirmForm(fields);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().detail).toBe(MESSAGES.resetPassword.success);
    expect(await loginStatus(user.email, 'New-Serengeti-77')).toBe(200);
    expect(await loginStatus(user.email, user.password)).toBe(401);
    const old = await testApp.app.inject({
      url: '/api/auth/profile/',
      headers: bearer(session.access),
    });
    expect(old.statusCode).toBe(401);

    const reused = await confirmForm({ ...fields, password: 'Another-Pass-88' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().detail).toBe(MESSAGES.resetPassword.invalidLink);
    expect(await loginStatus(user.email, 'Another-Pass-88')).toBe(401);
  });

  it('refuses an expired link, a wrong token, a bad uid and a short password, changing nothing', async () => {
    const user = await createUser(testApp.db);
    await requestReset(user.email);
    const link = resetLinkIn(smtp.mailsTo(user.email).at(-1));
    const uid = link.searchParams.get('uid')!;
    const token = link.searchParams.get('token')!;
    const [before] = await testApp.db.select().from(users).where(eq(users.id, user.id));

    const short = await confirmForm({ uid, token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toEqual([MESSAGES.resetPassword.tooShort]);
    expect(
      (await confirmForm({ uid, token: 'wrong-token', password: 'Good-Password-1' })).statusCode,
    ).toBe(400);
    expect((await confirmForm({ uid: 'abc', token, password: 'Good-Password-1' })).statusCode).toBe(
      400,
    );
    expect(
      (await confirmForm({ uid: '', token: '', password: 'Good-Password-1' })).json().errors.uid,
    ).toEqual([MESSAGES.resetPassword.invalidLink]);

    await testApp.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, user.id));
    const expired = await confirmForm({ uid, token, password: 'Good-Password-1' });
    expect(expired.statusCode).toBe(400);
    const [after] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });

  it('a link dies once the password is changed another way', async () => {
    const user = await createUser(testApp.db);
    await requestReset(user.email);
    const link = resetLinkIn(smtp.mailsTo(user.email).at(-1));
    const session = await login(testApp.app, user.email, user.password);
    const changed = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/change-password/',
      headers: bearer(session.access),
      payload: { current_password: user.password, new_password: 'Changed-Pass-55' },
    });
    expect(changed.statusCode).toBe(200);
    const response = await confirmForm({
      uid: link.searchParams.get('uid')!,
      token: link.searchParams.get('token')!,
      password: 'Via-Old-Link-66',
    });
    expect(response.statusCode).toBe(400);
    expect(await loginStatus(user.email, 'Changed-Pass-55')).toBe(200);
  });

  it('a mailed reset code works once and opens a reset link', async () => {
    const user = await createUser(testApp.db);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/send-email-otp/',
      payload: { email: user.email, purpose: 'password_reset' },
    });
    await testApp.app.mail.flush();
    const code = otpIn(smtp.mailsTo(user.email).at(-1));
    const verify = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email-otp/',
        payload: { email: user.email, code, purpose: 'password_reset' },
      });
    const first = await verify();
    expect(first.statusCode).toBe(200);
    const { uid, token } = first.json();
    expect((await verify()).statusCode).toBe(400);
    const confirmed = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset-confirm/',
      payload: { uid, token, password: 'From-Code-9090' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await loginStatus(user.email, 'From-Code-9090')).toBe(200);
  });
});
