// Standing suite (issue 19): the whole account life (register, e-mailed code, login, refresh,
// change password, reset link, a failed query) logged at the most verbose level, and not one line
// holds a password, a password hash, a token or a code.
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { bearer, REFRESH_IN_BODY, register } from './helpers/accounts';
import { buildTestApp } from './helpers/build-test-app';
import { perSuite } from './helpers/per-suite';
import { otpIn, resetLinkIn, startSmtpServer } from './helpers/smtp';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, callback) {
    lines.push(chunk.toString());
    callback();
  },
});

const smtp = perSuite(startSmtpServer);
const testApp = perSuite(() =>
  buildTestApp(
    { SMTP_URL: smtp.url, LOG_LEVEL: 'trace', RATE_LIMIT_MAX: '100000' },
    {
      deps: { logStream },
      beforeReady: (app) => {
        app.post('/api/test-only/failing-insert/', async (request) => {
          const { secret } = request.body as { secret: string };
          await app.db.execute(sql`insert into users (id, email) values (${secret}, ${secret})`);
          return {};
        });
      },
    },
  ),
);

describe('the log', () => {
  it('holds no password, hash, token or code through a whole account life', async () => {
    const secrets: string[] = [];
    const { payload, answer } = await register(testApp.app);
    secrets.push(payload.password, answer.access);
    await testApp.app.mail.flush();
    const code = otpIn(smtp.mailsTo(payload.email).at(-1));
    secrets.push(code);
    const post = (url: string, body: object, headers: Record<string, string> = {}) =>
      testApp.app.inject({ method: 'POST', url, payload: body, headers });
    expect(
      (
        await post('/api/auth/verify-email-otp/', {
          email: payload.email,
          code,
          purpose: 'register',
        })
      ).statusCode,
    ).toBe(200);
    // A wrong password, then the right one asking for the refresh token in the body.
    await post('/api/auth/login/', { username: payload.email, password: 'Wrong-Passw0rd!' });
    const signedIn = await post(
      '/api/auth/login/',
      { username: payload.email, password: payload.password },
      REFRESH_IN_BODY,
    );
    const tokens = signedIn.json();
    secrets.push(tokens.access, tokens.refresh);
    const refreshed = await post(
      '/api/auth/refresh/',
      { refresh: tokens.refresh },
      REFRESH_IN_BODY,
    );
    secrets.push(refreshed.json().access, refreshed.json().refresh);
    const newPassword = 'Kilimanjaro-2027!';
    const changed = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/change-password/',
      headers: { ...bearer(refreshed.json().access), ...REFRESH_IN_BODY },
      payload: { current_password: payload.password, new_password: newPassword },
    });
    expect(changed.statusCode).toBe(200);
    secrets.push(newPassword, changed.json().access, changed.json().refresh);
    // A reset link, opened through a URL with its token in the query, then used.
    await post('/api/auth/password-reset/', { email: payload.email });
    await testApp.app.mail.flush();
    const link = resetLinkIn(smtp.mailsTo(payload.email).at(-1));
    const uid = link.searchParams.get('uid') ?? '';
    const token = link.searchParams.get('token') ?? '';
    secrets.push(token);
    await testApp.app.inject({ url: `/api/auth/profile/?token=${token}&code=${code}` });
    const resetPassword = 'Serengeti-2028!';
    secrets.push(resetPassword);
    expect(
      (await post('/api/auth/password-reset-confirm/', { uid, token, password: resetPassword }))
        .statusCode,
    ).toBe(200);
    // A failed insert whose parameters are a password hash.
    const [row] = await testApp.db.select().from(users).where(eq(users.email, payload.email));
    secrets.push(row!.passwordHash);
    const failed = await post('/api/test-only/failing-insert/', { secret: row!.passwordHash });
    expect(failed.statusCode).toBe(500);

    const logged = lines.join('');
    expect(logged.length).toBeGreaterThan(0);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      // A six-digit code turns up by chance inside a request id or a response time ("1633122b-…"
      // once failed CI), so it counts only as a word of its own; longer secrets count anywhere.
      const leaked = /^\d{1,8}$/.test(secret)
        ? new RegExp(`(?<![0-9A-Za-z])${secret}(?![0-9A-Za-z])`).test(logged)
        : logged.includes(secret);
      expect(leaked, `a secret (${secret.slice(0, 4)}…) reached the log`).toBe(false);
    }
    expect(logged).not.toMatch(/\$argon2/);
  });
});
