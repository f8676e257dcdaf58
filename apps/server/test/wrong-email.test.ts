import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, oneTimeCodes, users } from '../src/db/schema';
import { releaseUnverifiedAccount } from '../src/features/auth/registration.service';
import { bearer, register, registrationPayload } from './helpers/accounts';
import { buildTestApp } from './helpers/build-test-app';
import { perSuite } from './helpers/per-suite';
import { otpIn, startSmtpServer } from './helpers/smtp';

// Issue 15 item 1: Wrong Email? must not keep the phone number (and e-mail) of the abandoned,
// never-verified account, and must never touch a verified one.
const smtp = perSuite(startSmtpServer);
const testApp = perSuite(() => buildTestApp({ SMTP_URL: smtp.url }));

function release(access: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/release-registration/',
    headers: bearer(access),
  });
}

describe('Wrong Email? (release-registration)', () => {
  it('erases the unverified account so its phone and e-mail can register again', async () => {
    const first = await register(testApp.app, { phone_number: '0713222333' });
    const answer = await release(first.answer.access);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ detail: MESSAGES.register.wrongEmailReset });

    const phone = await testApp.app.inject({
      url: '/api/auth/check-phone/?phone_number=0713222333',
    });
    expect(phone.json().available).toBe(true);
    const again = await register(testApp.app, {
      phone_number: '0713222333',
      email: 'right.address@students.example.tz',
    });
    expect(again.answer.user.email).toBe('right.address@students.example.tz');
    // The old address is free too (the student may have typed it right after all).
    await register(testApp.app, { email: first.payload.email });

    const [old] = await testApp.db.select().from(users).where(eq(users.id, first.answer.user.id));
    expect(old).toMatchObject({ isActive: false, emailVerified: false });
    expect(old?.deletedAt).not.toBeNull();
    // Its session is gone with it.
    const after = await testApp.app.inject({
      url: '/api/auth/profile/',
      headers: bearer(first.answer.access),
    });
    expect(after.statusCode).toBe(401);
  });

  it('never touches a verified account (409), and needs a signed-in account (401)', async () => {
    const { payload, answer } = await register(testApp.app);
    await testApp.app.mail.flush();
    const code = otpIn(smtp.mailsTo(payload.email).at(-1));
    const verify = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email-otp/',
      payload: { email: payload.email, code, purpose: 'register' },
    });
    expect(verify.statusCode).toBe(200);

    const refused = await release(answer.access);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(MESSAGES.register.releaseVerified);
    const [row] = await testApp.db.select().from(users).where(eq(users.id, answer.user.id));
    expect(row).toMatchObject({ email: payload.email, isActive: true, deletedAt: null });

    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/release-registration/',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is safe to call twice: a second call after the first is 401, never an error', async () => {
    const { answer } = await register(testApp.app);
    expect((await release(answer.access)).statusCode).toBe(200);
    const again = await release(answer.access);
    expect(again.statusCode).toBe(401);
  });

  it('answers a call that raced the first one (both signed in) as done, not as verified', async () => {
    const { answer } = await register(testApp.app);
    const now = testApp.app.now();
    // Both requests passed the sign-in check; the second's transaction runs after the first's.
    await releaseUnverifiedAccount(testApp.db, answer.user.id, '203.0.113.7', now);
    await expect(
      releaseUnverifiedAccount(testApp.db, answer.user.id, '203.0.113.7', now),
    ).resolves.toBeUndefined();
    const [row] = await testApp.db.select().from(users).where(eq(users.id, answer.user.id));
    expect(row?.deletedAt).not.toBeNull();
  });

  it('keeps no IP address of the erased person in the audit log (ADR 5)', async () => {
    const { answer } = await register(testApp.app);
    expect((await release(answer.access)).statusCode).toBe(200);
    const rows = await testApp.db
      .select({ action: auditLogs.action, ip: auditLogs.ip })
      .from(auditLogs)
      .where(eq(auditLogs.actorId, answer.user.id));
    expect(rows.map((row) => row.action).sort()).toEqual(['register', 'register.release']);
    expect(rows.every((row) => row.ip === null)).toBe(true);
  });

  it('frees the phone and e-mail of a registration left unverified past its code, never sooner', async () => {
    const phone = '0744123456';
    const mistyped = await register(testApp.app, {
      phone_number: phone,
      email: 'zawadi@gmial.example.tz',
    });
    const retry = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/register/',
        payload: registrationPayload({ phone_number: phone, email: 'zawadi@gmail.example.tz' }),
      });
    const checkPhone = async () =>
      (await testApp.app.inject({ url: `/api/auth/check-phone/?phone_number=${phone}` })).json();

    // Still inside the code's lifetime: the number stays with the first registration.
    expect((await retry()).statusCode).toBe(409);
    expect((await checkPhone()).available).toBe(false);

    // Signed out on the activation screen and back after the code expired: the number is free.
    const expired = new Date(Date.now() - 60_000);
    await testApp.db
      .update(oneTimeCodes)
      .set({ expiresAt: expired })
      .where(eq(oneTimeCodes.userId, mistyped.answer.user.id));
    expect((await checkPhone()).available).toBe(true);
    const again = await retry();
    expect(again.statusCode).toBe(201);
    expect(again.json().user.email).toBe('zawadi@gmail.example.tz');
    const [old] = await testApp.db
      .select()
      .from(users)
      .where(eq(users.id, mistyped.answer.user.id));
    expect(old?.deletedAt).not.toBeNull();
  });

  it('never frees the number of a verified account, however old', async () => {
    const { payload, answer } = await register(testApp.app, { phone_number: '0744999888' });
    await testApp.app.mail.flush();
    const code = otpIn(smtp.mailsTo(payload.email).at(-1));
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email-otp/',
      payload: { email: payload.email, code, purpose: 'register' },
    });
    await testApp.db
      .update(users)
      .set({ dateJoined: new Date('2025-01-01T00:00:00Z') })
      .where(eq(users.id, answer.user.id));
    const taken = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: registrationPayload({ phone_number: '0744999888', email: 'other@example.tz' }),
    });
    expect(taken.statusCode).toBe(409);
    const [row] = await testApp.db.select().from(users).where(eq(users.id, answer.user.id));
    expect(row?.deletedAt).toBeNull();
  });
});
