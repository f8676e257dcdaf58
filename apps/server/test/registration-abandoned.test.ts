import { LIMITS, MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { register, registrationPayload } from './helpers/accounts';
import { mailingAppAhead } from './helpers/mailing-app-ahead';
import { otpIn } from './helpers/smtp';

// Audit: an unverified registration is "abandoned" (its phone and e-mail freed for someone else)
// only once it holds no live code, however long ago it registered: one that just had its code
// resent is in the middle of activating.
const { smtp, testApp, later } = mailingAppAhead();

function checkPhone(phone: string) {
  return testApp.app.inject({ url: `/api/auth/check-phone/?phone_number=${phone}` });
}

function registerAgain(phone: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/register/',
    payload: registrationPayload({ phone_number: phone }),
  });
}

describe('an unverified registration whose code was resent', () => {
  it('keeps its phone number from a new registration, and can still activate', async () => {
    const { payload, answer } = await register(testApp.app);
    later(LIMITS.OTP_TTL_MS + 60_000);
    const resent = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification/',
      payload: { email: payload.email },
    });
    expect(resent.statusCode).toBe(200);
    await testApp.app.mail.flush();
    const code = otpIn(smtp.mailsTo(payload.email).at(-1));
    later(60_000);

    const check = await checkPhone(payload.phone_number);
    expect(check.json()).toEqual({
      available: false,
      message: MESSAGES.register.phoneTaken(payload.phone_number),
    });
    expect((await registerAgain(payload.phone_number)).statusCode).toBe(409);
    const [kept] = await testApp.db.select().from(users).where(eq(users.id, answer.user.id));
    expect(kept?.deletedAt).toBeNull();

    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email-otp/',
      payload: { email: payload.email, code, purpose: 'register' },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('is freed once that code has expired too, for check-phone and register alike', async () => {
    const { payload, answer } = await register(testApp.app);
    later(LIMITS.OTP_TTL_MS + 60_000);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification/',
      payload: { email: payload.email },
    });
    later(LIMITS.OTP_TTL_MS + 60_000);
    expect((await checkPhone(payload.phone_number)).json().available).toBe(true);
    expect((await registerAgain(payload.phone_number)).statusCode).toBe(201);
    const [erased] = await testApp.db.select().from(users).where(eq(users.id, answer.user.id));
    expect(erased?.deletedAt).not.toBeNull();
  });
});
