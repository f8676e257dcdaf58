// Standing suite (issue 19): every throttle under a burst of 50 parallel requests lets at most its
// limit through. Each throttle is one atomic check-and-count (lib/throttle.ts, and the OTP's own
// attempt counter), so a burst cannot slip between a check and its record.
import { randomBytes } from 'node:crypto';
import { LIMITS, MESSAGES } from '@ptlog/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox, oneTimeCodes, users } from '../src/db/schema';
import { bearer, login, register } from './helpers/accounts';
import { buildAiApp, grantTokens } from './helpers/ai';
import { buildTestApp, type TTestApp } from './helpers/build-test-app';
import { createUser, FACTORY_PASSWORD } from './helpers/factories';
import { perSuite } from './helpers/per-suite';
import { otpIn, startSmtpServer } from './helpers/smtp';

const BURST = 50;
const AI_LIMIT = 5;

const smtp = perSuite(startSmtpServer);
const testApp = perSuite(() =>
  buildAiApp({ SMTP_URL: smtp.url, AI_RATE_LIMIT_MAX: String(AI_LIMIT) }),
);

let ipSequence = 0;
/** A fresh client address per test, so the per-IP counters of one test do not reach another. */
function freshIp(): string {
  ipSequence += 1;
  return `10.19.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
}

/** Sends 50 requests at once, each from its own address unless the request names one. */
async function burst(
  app: FastifyInstance,
  request: (index: number) => InjectOptions,
): Promise<number[]> {
  const responses = await Promise.all(
    Array.from({ length: BURST }, (_, index) =>
      app.inject({ remoteAddress: freshIp(), ...request(index) }),
    ),
  );
  const unexpected = responses.find(
    (response) => ![200, 201, 400, 401, 429].includes(response.statusCode),
  );
  if (unexpected) throw new Error(`unexpected answer: ${unexpected.statusCode} ${unexpected.body}`);
  return responses.map((response) => response.statusCode);
}

async function signedInStudent() {
  const user = await createUser(testApp.db);
  const { access } = await login(testApp.app, user.email, user.password);
  return { id: user.id, access };
}

const tally = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

function loginBurst(app: FastifyInstance, username: string, ip: string, right?: number) {
  return burst(app, (index) => ({
    method: 'POST',
    url: '/api/auth/login/',
    remoteAddress: ip,
    payload: { username, password: index === right ? FACTORY_PASSWORD : 'Wrong-Passw0rd!' },
  }));
}

describe('login under a burst of 50', () => {
  it('answers at most LOGIN_MAX_TRIES with 401 and refuses the rest with 429', async () => {
    const user = await createUser(testApp.db);
    const statuses = await loginBurst(testApp.app, user.email, freshIp());
    expect(tally(statuses, 401)).toBe(LIMITS.LOGIN_MAX_TRIES);
    expect(tally(statuses, 429)).toBe(BURST - LIMITS.LOGIN_MAX_TRIES);
  });

  it('checks only LOGIN_MAX_TRIES passwords of a burst, the right one at position 15 included', async () => {
    const user = await createUser(testApp.db);
    const statuses = await loginBurst(testApp.app, user.email, freshIp(), 15);
    // The database may take the burst in any order: the right password signs in only when it is
    // among the first ten counted; every password after those is refused unchecked.
    // (A sign-in gives its tries back, so one more wrong password may then be checked.)
    expect(tally(statuses, 401)).toBeLessThanOrEqual(LIMITS.LOGIN_MAX_TRIES);
    expect(tally(statuses, 200)).toBeLessThanOrEqual(1);
    expect(tally(statuses, 429)).toBeGreaterThanOrEqual(BURST - LIMITS.LOGIN_MAX_TRIES - 1);
  });
});

describe('e-mail codes under a burst of 50', () => {
  it('counts every guess of a burst: after OTP_MAX_WRONG_TRIES the right code no longer works', async () => {
    const { payload } = await register(testApp.app);
    await testApp.app.mail.flush();
    const code = otpIn(smtp.mailsTo(payload.email).at(-1));
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (guess: string) => ({
      method: 'POST' as const,
      url: '/api/auth/verify-email-otp/',
      payload: { email: payload.email, code: guess, purpose: 'register' },
    });
    const statuses = await burst(testApp.app, () => verify(wrong));
    expect(tally(statuses, 400)).toBe(BURST);
    const [user] = await testApp.db.select().from(users).where(eq(users.email, payload.email));
    const [row] = await testApp.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, user!.id), eq(oneTimeCodes.purpose, 'register')));
    // Only five guesses were compared; the code is dead for the right one too.
    expect(row?.attempts).toBe(LIMITS.OTP_MAX_WRONG_TRIES);
    const right = await testApp.app.inject({ ...verify(code), remoteAddress: freshIp() });
    expect(right.statusCode).toBe(400);
    const [after] = await testApp.db.select().from(users).where(eq(users.email, payload.email));
    expect(after?.emailVerified).toBe(false);
  });

  it('sends one code a minute however many resends arrive at once', async () => {
    const { payload } = await register(testApp.app);
    // The registration's own code was mailed without the resend limit; a minute later:
    const statuses = await burst(testApp.app, () => ({
      method: 'POST',
      url: '/api/auth/send-email-otp/',
      payload: { email: payload.email, purpose: 'password_reset' },
    }));
    expect(tally(statuses, 200)).toBe(1);
    expect(tally(statuses, 429)).toBe(BURST - 1);
    const [user] = await testApp.db.select().from(users).where(eq(users.email, payload.email));
    const codes = await testApp.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, user!.id), eq(oneTimeCodes.purpose, 'password_reset')));
    expect(codes).toHaveLength(1);
  });

  it('mails at most 5 reset links an hour to one address', async () => {
    const user = await createUser(testApp.db);
    const statuses = await burst(testApp.app, () => ({
      method: 'POST',
      url: '/api/auth/password-reset/',
      payload: { email: user.email },
    }));
    expect(tally(statuses, 200)).toBe(BURST);
    const queued = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(queued).toHaveLength(5);
  });
});

describe('signed-in throttles under a burst of 50', () => {
  it('feedback: at most FEEDBACK_MAX_PER_HOUR stored', async () => {
    const student = await signedInStudent();
    const statuses = await burst(testApp.app, (index) => ({
      method: 'POST',
      url: '/api/auth/feedback/',
      headers: bearer(student.access),
      payload: { type: 'bug', subject: `Burst ${index}`, message: 'The export hangs.' },
    }));
    expect(tally(statuses, 201)).toBe(LIMITS.FEEDBACK_MAX_PER_HOUR);
    expect(tally(statuses, 429)).toBe(BURST - LIMITS.FEEDBACK_MAX_PER_HOUR);
  });

  it('AI: at most AI_RATE_LIMIT_MAX provider calls a minute', async () => {
    const student = await signedInStudent();
    await grantTokens(testApp.db, student.id, 10_000);
    const statuses = await burst(testApp.app, () => ({
      method: 'POST',
      url: '/api/ai/enhance/text/',
      headers: bearer(student.access),
      payload: { text: 'i fixd the pump', instructions: 'formal' },
    }));
    expect(tally(statuses, 200)).toBe(AI_LIMIT);
    expect(tally(statuses, 429)).toBe(BURST - AI_LIMIT);
  });

  it('change password: at most LOGIN_MAX_TRIES wrong current passwords are checked', async () => {
    const student = await signedInStudent();
    const statuses = await burst(testApp.app, () => ({
      method: 'POST',
      url: '/api/user/change-password/',
      headers: bearer(student.access),
      payload: {
        current_password: 'Wrong-Passw0rd!',
        new_password: 'Another-Passw0rd-2026',
      },
    }));
    expect(tally(statuses, 400)).toBe(LIMITS.LOGIN_MAX_TRIES);
    expect(tally(statuses, 429)).toBe(BURST - LIMITS.LOGIN_MAX_TRIES);
  });
});

describe('the same throttles counted in Redis (REDIS_URL)', () => {
  const opened: TTestApp[] = [];
  afterAll(() => Promise.all(opened.map((app) => app.close())));

  it('two instances share one login counter: a burst across both lets 10 tries through', async () => {
    const prefix = `ptlog-test:${randomBytes(6).toString('hex')}:`;
    const env = {
      RATE_LIMIT_MAX: '100000',
      REDIS_URL: process.env.REDIS_URL_FOR_TESTS ?? 'redis://127.0.0.1:6379',
    };
    const first = await buildTestApp(env, { deps: { rateLimitKeyPrefix: prefix } });
    opened.push(first);
    const second = await buildTestApp(env, { deps: { rateLimitKeyPrefix: prefix } });
    opened.push(second);
    const user = await createUser(first.db);
    const ip = freshIp();
    const statuses = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        (index % 2 ? second : first).app
          .inject({
            method: 'POST',
            url: '/api/auth/login/',
            remoteAddress: ip,
            payload: { username: user.email, password: 'Wrong-Passw0rd!' },
          })
          .then((response) => response.statusCode),
      ),
    );
    // The second instance has its own database without this user: its tries are 401 too.
    expect(tally(statuses, 401)).toBe(LIMITS.LOGIN_MAX_TRIES);
    expect(tally(statuses, 429)).toBe(BURST - LIMITS.LOGIN_MAX_TRIES);
    const limited = await first.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      remoteAddress: ip,
      payload: { username: user.email, password: FACTORY_PASSWORD },
    });
    expect(limited.json()).toEqual({ detail: MESSAGES.generic.rateLimited, code: 'rate_limited' });
  });
});
