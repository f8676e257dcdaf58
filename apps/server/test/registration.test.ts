import { MESSAGES } from '@ptlog/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  companies,
  mailOutbox,
  oneTimeCodes,
  profiles,
  throttleCounters,
  users,
} from '../src/db/schema';
import { bearer, register, registrationPayload } from './helpers/accounts';
import { buildTestApp } from './helpers/build-test-app';
import { perSuite } from './helpers/per-suite';
import { otpIn, startSmtpServer } from './helpers/smtp';

const smtp = perSuite(startSmtpServer);
const testApp = perSuite(() => buildTestApp({ SMTP_URL: smtp.url }));

async function userCount() {
  const [row] = await testApp.db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

async function latestCodeFor(email: string) {
  await testApp.app.mail.flush();
  return otpIn(smtp.mailsTo(email).at(-1));
}

function post(url: string, payload: unknown) {
  return testApp.app.inject({ method: 'POST', url, payload: payload as object });
}

describe('check-phone', () => {
  it('answers 400 with the spec message for a malformed number', async () => {
    const response = await testApp.app.inject({
      url: '/api/auth/check-phone/?phone_number=12345',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(MESSAGES.register.phoneFormatInvalid);
  });

  it('says available for a free number and taken (either spelling) once registered', async () => {
    const free = await testApp.app.inject({
      url: '/api/auth/check-phone/?phone_number=0655000111',
    });
    expect(free.json()).toEqual({ available: true, message: MESSAGES.register.phoneAvailable });
    await register(testApp.app, { phone_number: '0655000111' });
    const taken = await testApp.app.inject({
      url: `/api/auth/check-phone/?phone_number=${encodeURIComponent('+255655000111')}`,
    });
    expect(taken.json()).toEqual({
      available: false,
      message: MESSAGES.register.phoneTaken('+255655000111'),
    });
  });
});

describe('register', () => {
  it('creates the account, signs it in, stores the profile and e-mails a code', async () => {
    const payload = registrationPayload({ email: 'Asha.Mollel@Example.TZ' });
    const response = await post('/api/auth/register/', { ...payload, is_staff: true });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer.user).toMatchObject({
      email: 'asha.mollel@example.tz',
      username: 'asha.mollel@example.tz',
      first_name: 'Neema',
      is_staff: false,
    });
    // The refresh token only as the HttpOnly cookie: never within JavaScript's reach.
    expect(Object.keys(answer).sort()).toEqual(['access', 'user']);
    expect(response.cookies.find((cookie) => cookie.name === 'ptlog_refresh')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
    });

    const profile = await testApp.app.inject({
      url: '/api/auth/profile/',
      headers: bearer(answer.access),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      email_verified: false,
      program: 'CIVIL',
      pt_phase: 'PT2',
      year_of_study: 3,
      department: 'Civil Engineering Department',
      phone_number: `+255${payload.phone_number.slice(1)}`,
      company_name: 'Tanzania Roads Agency',
      company_region: 'Dodoma',
    });
    const [stored] = await testApp.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, answer.user.id));
    expect(stored?.deviceInfo).toMatchObject({
      timezone: 'Africa/Dar_es_Salaam',
      fingerprint: 'fp-test',
    });

    const code = await latestCodeFor('asha.mollel@example.tz');
    expect(code).toMatch(/^\d{6}$/);
    // Only a hash is stored, and the sent mail's body is erased from the outbox.
    const codes = await testApp.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, answer.user.id));
    expect(codes.map((row) => row.codeHash)).not.toContain(code);
    const outbox = await testApp.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'asha.mollel@example.tz'));
    expect(outbox).toEqual([expect.objectContaining({ status: 'sent', text: '' })]);
  });

  it('shares one company between students who spell it differently', async () => {
    await register(testApp.app, { company_name: 'Dar Rapid Transit' });
    await register(testApp.app, { company_name: '  dar   RAPID transit ' });
    const rows = await testApp.db
      .select()
      .from(companies)
      .where(eq(companies.nameKey, 'dar rapid transit'));
    expect(rows).toHaveLength(1);
  });

  it('answers 409 with the spec message for a duplicate e-mail, nothing written', async () => {
    const { payload } = await register(testApp.app);
    const before = await userCount();
    const again = await post(
      '/api/auth/register/',
      registrationPayload({ email: payload.email.toUpperCase() }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', detail: MESSAGES.register.emailTaken });
    expect(await userCount()).toBe(before);
  });

  it('answers 409 for a phone already registered under its other spelling', async () => {
    await register(testApp.app, { phone_number: '0766123456' });
    const before = await userCount();
    const again = await post(
      '/api/auth/register/',
      registrationPayload({ phone_number: '+255766123456' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(MESSAGES.register.phoneTaken('+255766123456'));
    expect(await userCount()).toBe(before);
  });

  it('answers 400 with each field message for bad input', async () => {
    const before = await userCount();
    const response = await post('/api/auth/register/', {
      ...registrationPayload(),
      first_name: ' ',
      phone_number: '12345',
      email: 'not-an-email',
      password: 'short',
      password_confirm: 'short',
      pt_phase: 'PT9',
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors.first_name).toEqual([MESSAGES.register.firstNameRequired]);
    expect(errors.phone_number).toEqual([MESSAGES.register.phoneInvalid]);
    expect(errors.email).toEqual([MESSAGES.register.emailInvalid]);
    expect(errors.password).toEqual([MESSAGES.register.passwordTooShort]);
    expect(errors.pt_phase).toEqual([MESSAGES.register.ptPhaseRequired]);
    expect(await userCount()).toBe(before);
  });
});

describe('e-mail verification', () => {
  it('verifies with the mailed code and marks the code used', async () => {
    const { payload, answer } = await register(testApp.app);
    const blocked = await testApp.app.inject({
      url: '/api/user/settings/',
      headers: bearer(answer.access),
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('email_not_verified');

    const code = await latestCodeFor(payload.email);
    const verify = await post('/api/auth/verify-email-otp/', {
      email: payload.email,
      code,
      purpose: 'register',
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({
      email_verified: true,
      detail: MESSAGES.activation.success,
    });
    const allowed = await testApp.app.inject({
      url: '/api/user/settings/',
      headers: bearer(answer.access),
    });
    expect(allowed.statusCode).toBe(200);

    const [row] = await testApp.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, answer.user.id));
    expect(row?.usedAt).not.toBeNull();
    const consumed = await testApp.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, answer.user.id));
    expect(consumed.every((entry) => entry.usedAt !== null)).toBe(true);
  });

  it('rejects a wrong code, and after 5 wrong tries even the right one', async () => {
    const { payload, answer } = await register(testApp.app);
    const code = await latestCodeFor(payload.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await post('/api/auth/verify-email-otp/', {
        email: payload.email,
        code: wrong,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'invalid_otp',
        detail: MESSAGES.activation.invalidCode,
      });
    }
    const right = await post('/api/auth/verify-email-otp/', { email: payload.email, code });
    expect(right.statusCode).toBe(400);
    const [user] = await testApp.db.select().from(users).where(eq(users.id, answer.user.id));
    expect(user?.emailVerified).toBe(false);
  });

  it('rejects an expired code', async () => {
    const { payload, answer } = await register(testApp.app);
    const code = await latestCodeFor(payload.email);
    await testApp.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, answer.user.id));
    const response = await post('/api/auth/verify-email-otp/', { email: payload.email, code });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_otp');
  });

  it('does not accept a code issued for another purpose', async () => {
    const { payload } = await register(testApp.app);
    const registerCode = await latestCodeFor(payload.email);
    const asReset = await post('/api/auth/verify-email-otp/', {
      email: payload.email,
      code: registerCode,
      purpose: 'password_reset',
    });
    expect(asReset.statusCode).toBe(400);

    // A password_reset code mailed later does not verify the e-mail either.
    await testApp.db.delete(throttleCounters);
    const sent = await post('/api/auth/send-email-otp/', {
      email: payload.email,
      purpose: 'password_reset',
    });
    expect(sent.statusCode).toBe(200);
    const resetCode = await latestCodeFor(payload.email);
    const asRegister = await post('/api/auth/verify-email-otp/', {
      email: payload.email,
      code: resetCode,
    });
    expect(asRegister.statusCode).toBe(400);
  });

  it('limits resends to one a minute and answers the same for unknown e-mails', async () => {
    const { payload } = await register(testApp.app);
    const first = await post('/api/auth/resend-verification/', { email: payload.email });
    expect(first.statusCode).toBe(200);
    expect(first.json().detail).toBe(MESSAGES.activation.resendSuccess);
    const second = await post('/api/auth/resend-verification/', { email: payload.email });
    expect(second.statusCode).toBe(429);
    expect(second.json().detail).toBe(MESSAGES.account.resendTooSoon);

    const unknown = await post('/api/auth/resend-verification/', { email: 'nobody@example.tz' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().detail).toBe(MESSAGES.activation.resendSuccess);
    await testApp.app.mail.flush();
    expect(smtp.mailsTo('nobody@example.tz')).toHaveLength(0);
  });

  it('only the newest code works after a resend', async () => {
    const { payload } = await register(testApp.app);
    const oldCode = await latestCodeFor(payload.email);
    await post('/api/auth/resend-verification/', { email: payload.email });
    const newCode = await latestCodeFor(payload.email);
    if (oldCode !== newCode) {
      const stale = await post('/api/auth/verify-email-otp/', {
        email: payload.email,
        code: oldCode,
      });
      expect(stale.statusCode).toBe(400);
    }
    const fresh = await post('/api/auth/verify-email-otp/', {
      email: payload.email,
      code: newCode,
    });
    expect(fresh.statusCode).toBe(200);
  });
});
