import { LIMITS, MESSAGES } from '@ptlog/shared';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { oneTimeCodes, throttleCounters } from '../src/db/schema';
import { WRONG_CODES_PER_DAY } from '../src/features/auth/email-verification.service';
import { bearer, login } from './helpers/accounts';
import { createUser } from './helpers/factories';
import { mailingAppAhead } from './helpers/mailing-app-ahead';
import { otpIn, resetLinkIn } from './helpers/smtp';

// Audit of the password-reset codes: a code e-mailed before the password changed must not reset
// it afterwards, and strangers must not be able to kill the owner's reset link.
// The app's clock runs with the real one (passwords are set at the database's now()), moved on
// by `later` to pass the resend limits and the daily cap's window.
const { smtp, testApp, later } = mailingAppAhead();
beforeEach(async () => {
  await testApp.db.delete(throttleCounters);
});

let address = 0;
/** A new client address per request, as a stranger spreading guesses would use. */
const freshIp = () => `10.66.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

function post(url: string, payload: object) {
  return testApp.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });
}

async function mailedResetCode(email: string): Promise<string> {
  const sent = await post('/api/auth/send-email-otp/', { email, purpose: 'password_reset' });
  expect(sent.statusCode).toBe(200);
  await testApp.app.mail.flush();
  return otpIn(smtp.mailsTo(email).at(-1));
}

async function mailedResetLink(email: string): Promise<URL> {
  await post('/api/auth/password-reset/', { email });
  await testApp.app.mail.flush();
  return resetLinkIn(smtp.mailsTo(email).at(-1));
}

function verifyResetCode(email: string, code: string) {
  return post('/api/auth/verify-email-otp/', { email, code, purpose: 'password_reset' });
}

function confirmReset(uid: string | null, token: string | null, password: string) {
  return post('/api/auth/password-reset-confirm/', { uid, token, password });
}

async function changePassword(email: string, current: string, next: string) {
  const session = await login(testApp.app, email, current);
  const changed = await testApp.app.inject({
    method: 'POST',
    url: '/api/user/change-password/',
    headers: bearer(session.access),
    payload: { current_password: current, new_password: next },
  });
  expect(changed.statusCode).toBe(200);
}

describe('a reset code e-mailed before the password was set', () => {
  it('no longer opens a reset once the owner changed the password', async () => {
    const user = await createUser(testApp.db);
    const code = await mailedResetCode(user.email);
    await changePassword(user.email, user.password, 'Owner-New-Pass-1');
    const late = await verifyResetCode(user.email, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toBe(MESSAGES.activation.invalidCode);
  });

  it('no longer opens a reset once the owner reset it by link', async () => {
    const user = await createUser(testApp.db);
    const code = await mailedResetCode(user.email);
    later(LIMITS.OTP_RESEND_INTERVAL_MS + 1_000);
    const link = await mailedResetLink(user.email);
    const reset = await confirmReset(
      link.searchParams.get('uid'),
      link.searchParams.get('token'),
      'Owner-New-Pass-2',
    );
    expect(reset.statusCode).toBe(200);
    expect((await verifyResetCode(user.email, code)).statusCode).toBe(400);
  });

  it('is marked used by the change, in the same transaction', async () => {
    const user = await createUser(testApp.db);
    await mailedResetCode(user.email);
    await changePassword(user.email, user.password, 'Owner-New-Pass-3');
    const codes = await testApp.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'password_reset')));
    expect(codes).toHaveLength(1);
    expect(codes[0]?.usedAt).not.toBeNull();
  });

  it('still opens a reset when the password has not changed since', async () => {
    const user = await createUser(testApp.db);
    const code = await mailedResetCode(user.email);
    const opened = await verifyResetCode(user.email, code);
    expect(opened.statusCode).toBe(200);
    const { uid, token } = opened.json();
    expect((await confirmReset(uid, token, 'Owner-New-Pass-4')).statusCode).toBe(200);
  });
});

describe("a stranger's wrong reset tokens", () => {
  it("never kill the owner's link (uids are sequential, so anyone can aim at one)", async () => {
    const user = await createUser(testApp.db);
    const link = await mailedResetLink(user.email);
    for (let i = 0; i < LIMITS.OTP_MAX_WRONG_TRIES + 2; i++) {
      const junk = await confirmReset(String(user.id), `junk-${i}`, 'Stranger-Pass-1');
      expect(junk.statusCode).toBe(400);
    }
    const owner = await confirmReset(
      link.searchParams.get('uid'),
      link.searchParams.get('token'),
      'Owner-Real-New-1',
    );
    expect(owner.statusCode).toBe(200);
  });

  it('survive a burst of 50 in parallel, and the link still works once only', async () => {
    const user = await createUser(testApp.db);
    const link = await mailedResetLink(user.email);
    const junk = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        confirmReset(String(user.id), `bad-${i}`, 'Stranger-Pass-1'),
      ),
    );
    expect(junk.every((response) => response.statusCode === 400)).toBe(true);
    const uid = link.searchParams.get('uid');
    const token = link.searchParams.get('token');
    expect((await confirmReset(uid, token, 'Owner-Real-New-2')).statusCode).toBe(200);
    expect((await confirmReset(uid, token, 'Owner-Real-New-3')).statusCode).toBe(400);
  });
});

describe('wrong codes at one address', () => {
  it('are capped a day across successive codes (429), and the cap ends after a day', async () => {
    const user = await createUser(testApp.db);
    const statuses: number[] = [];
    let code = '';
    // New codes as often as the resend limits allow, each tried with wrong guesses to its limit.
    for (let issued = 0; issued < 6; issued++) {
      code = await mailedResetCode(user.email);
      for (let guess = 0; guess < LIMITS.OTP_MAX_WRONG_TRIES; guess++) {
        const wrong = String((Number(code) + 1 + guess) % 1_000_000).padStart(6, '0');
        statuses.push((await verifyResetCode(user.email, wrong)).statusCode);
      }
      later(15 * 60_000);
    }
    const budget = WRONG_CODES_PER_DAY.max;
    expect(statuses.filter((status) => status === 400)).toHaveLength(budget);
    expect(statuses.filter((status) => status === 429)).toHaveLength(statuses.length - budget);
    // Even the right code waits for the next day: it is never compared meanwhile.
    code = await mailedResetCode(user.email);
    const right = await verifyResetCode(user.email, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().detail).toBe(MESSAGES.generic.rateLimited);
    later(24 * 3_600_000);
    code = await mailedResetCode(user.email);
    expect((await verifyResetCode(user.email, code)).statusCode).toBe(200);
  });

  it('answer the same 429 for an address without an account', async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess <= WRONG_CODES_PER_DAY.max; guess++) {
      const response = await verifyResetCode('nobody@example.tz', String(100000 + guess));
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(WRONG_CODES_PER_DAY.max);
    expect(statuses.at(-1)).toBe(429);
  });

  it('do not count a right code against the day', async () => {
    const user = await createUser(testApp.db);
    for (let round = 0; round <= WRONG_CODES_PER_DAY.max; round++) {
      const code = await mailedResetCode(user.email);
      expect((await verifyResetCode(user.email, code)).statusCode).toBe(200);
      later(15 * 60_000);
    }
  });
});

describe('the reset code itself', () => {
  it('comes in a mail about resetting the password, in the account language', async () => {
    for (const language of ['en', 'sw'] as const) {
      const user = await createUser(testApp.db, { language });
      const code = await mailedResetCode(user.email);
      const mail = smtp.mailsTo(user.email).at(-1);
      expect(mail?.text).toContain(code);
      // Not the registration mail: its "did not create an account" line misleads a reset.
      expect(mail?.text).not.toMatch(/create a PT Logbook account|hukufungua akaunti/);
      if (language === 'en') {
        expect(mail?.subject).toBe(`PT Logbook password reset code: ${code}`);
        expect(mail?.text).toContain('Never share this code with anyone');
        expect(mail?.text).toContain('If you did not ask to reset your password');
      } else {
        expect(mail?.subject).toBe(`Msimbo wa kubadilisha nenosiri la PT Logbook: ${code}`);
        expect(mail?.text).toContain('Usimpe mtu yeyote msimbo huu');
        expect(mail?.text).toContain('Kama hukuomba kubadilisha nenosiri');
        expect(mail?.text.startsWith('Habari Test,')).toBe(true);
      }
    }
  });

  it('is answered with a reset detail, not the activation one', async () => {
    const user = await createUser(testApp.db);
    const code = await mailedResetCode(user.email);
    const opened = await verifyResetCode(user.email, code);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().detail).toBe(MESSAGES.account.resetCodeAccepted);
    expect(opened.json().detail).not.toBe(MESSAGES.activation.success);
  });
});
