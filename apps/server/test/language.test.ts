// The account's language (issue 20): chosen at registration, changed from the web, answered with
// the user, and followed by every e-mail to the account.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { bearer, login, register } from './helpers/accounts';
import { buildTestApp } from './helpers/build-test-app';
import { perSuite } from './helpers/per-suite';
import { otpIn, resetLinkIn, startSmtpServer } from './helpers/smtp';

const smtp = perSuite(startSmtpServer);
const testApp = perSuite(() => buildTestApp({ SMTP_URL: smtp.url }));

async function lastMailTo(email: string) {
  await testApp.app.mail.flush();
  return smtp.mailsTo(email).at(-1);
}

function putLanguage(access: string | undefined, payload: unknown) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/user/language/',
    headers: access ? bearer(access) : {},
    payload: payload as Record<string, unknown>,
  });
}

describe('the account language', () => {
  it('starts in the language of the registration, and the code comes in Kiswahili', async () => {
    const { payload, answer } = await register(testApp.app, {
      email: 'zawadi.sw@example.tz',
      phone_number: '0713000101',
      language: 'sw',
    });
    expect(answer.user.language).toBe('sw');
    const mail = await lastMailTo(payload.email);
    expect(mail?.subject).toMatch(/^Msimbo wa uthibitisho wa PT Logbook: \d{6}$/);
    expect(mail?.text).toContain('Habari Neema,');
    expect(otpIn(mail)).toMatch(/^\d{6}$/);
  });

  it('is English when the registration names none', async () => {
    const { payload, answer } = await register(testApp.app, {
      email: 'baraka.en@example.tz',
      phone_number: '0713000102',
    });
    expect(answer.user.language).toBe('en');
    expect((await lastMailTo(payload.email))?.subject).toMatch(/^PT Logbook verification code/);
  });

  it('is changed by PUT /api/user/language/, answered at login, and the reset mail follows', async () => {
    const { payload, answer } = await register(testApp.app, {
      email: 'upendo.switch@example.tz',
      phone_number: '0713000103',
    });
    const changed = await putLanguage(answer.access, { language: 'sw' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ language: 'sw' });
    const [row] = await testApp.db.select().from(users).where(eq(users.email, payload.email));
    expect(row?.language).toBe('sw');
    expect((await login(testApp.app, payload.email, payload.password)).user.language).toBe('sw');

    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/',
      payload: { email: payload.email },
    });
    expect(reset.statusCode).toBe(200);
    const mail = await lastMailTo(payload.email);
    expect(mail?.subject).toBe('Badilisha nenosiri lako la PT Logbook');
    expect(resetLinkIn(mail).pathname).toBe('/reset-password');
  });

  it('refuses an unknown language with a field message, and a visitor without a token', async () => {
    const { answer } = await register(testApp.app, {
      email: 'juma.bad@example.tz',
      phone_number: '0713000104',
    });
    const bad = await putLanguage(answer.access, { language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_error' });
    expect(bad.json().errors.language).toHaveLength(1);
    expect((await putLanguage(undefined, { language: 'sw' })).statusCode).toBe(401);
  });
});
