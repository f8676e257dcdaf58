import { LIMITS, MESSAGES } from '@ptlog/shared';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, authSessions, users } from '../src/db/schema';
import { bearer, login, REFRESH_IN_BODY, refreshCookieOf } from './helpers/accounts';
import { buildTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import { perSuite } from './helpers/per-suite';

const logLines: string[] = [];

const testApp = perSuite(() =>
  buildTestApp(
    { LOG_LEVEL: 'info' },
    {
      deps: {
        logStream: {
          write: (line: string) => {
            logLines.push(line);
            return true;
          },
        } as unknown as NodeJS.WritableStream,
      },
    },
  ),
);

function loginRequest(username: string, password: string, ip = '10.0.0.1') {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { username, password },
    remoteAddress: ip,
  });
}

/** A refresh as a cookie-less client (asking for the new token in the body) unless `browser`. */
function refresh(options: {
  cookies?: Record<string, string>;
  body?: object;
  url?: string;
  browser?: boolean;
}) {
  return testApp.app.inject({
    method: 'POST',
    url: options.url ?? '/api/auth/refresh/',
    headers: options.browser ? {} : REFRESH_IN_BODY,
    cookies: options.cookies,
    payload: options.body ?? {},
  });
}

describe('login', () => {
  it('answers {access, user} (the refresh token only as the HttpOnly cookie), and logs no secret', async () => {
    const user = await createUser(testApp.db);
    const response = await loginRequest(user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['access', 'user']);
    const cookie = response.cookies.find((entry) => entry.name === 'ptlog_refresh');
    expect(cookie?.httpOnly).toBe(true);
    // A client without cookies asks for it in the body.
    const asked = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: REFRESH_IN_BODY,
      payload: { username: user.email, password: user.password },
      remoteAddress: '10.0.0.1',
    });
    const answer = asked.json();
    expect(Object.keys(answer).sort()).toEqual(['access', 'refresh', 'user']);
    expect(Object.keys(answer.user).sort()).toEqual(
      [
        'email',
        'first_name',
        'id',
        'is_staff',
        'language',
        'last_name',
        'profile_picture',
        'username',
      ].sort(),
    );
    const logs = logLines.join('\n');
    expect(logs).not.toContain(user.password);
    expect(logs).not.toContain(answer.access);
    expect(logs).not.toContain(answer.refresh);
    expect(logs).not.toContain(user.passwordHash);
  });

  it('gives the same answer, in similar time, for an unknown user and a wrong password', async () => {
    const user = await createUser(testApp.db);
    const timed = async (username: string) => {
      const started = performance.now();
      const response = await loginRequest(username, 'Wrong-password-1', '10.0.0.2');
      return { response, ms: performance.now() - started };
    };
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const a = await timed('nobody@example.tz');
      const b = await timed(user.email);
      expect(a.response.statusCode).toBe(401);
      expect(b.response.statusCode).toBe(401);
      expect(a.response.body).toBe(b.response.body);
      unknown.push(a.ms);
      wrong.push(b.ms);
    }
    expect((await timed('x@example.tz')).response.json()).toEqual({
      code: 'invalid_credentials',
      detail: MESSAGES.login.invalidCredentials,
    });
    const ratio = median(unknown) / median(wrong);
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });

  it('throttles an account after 10 failed tries in 3 minutes, even with the right password', async () => {
    const user = await createUser(testApp.db);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      // Different IPs: the per-account limit alone must trigger.
      const response = await loginRequest(user.email, 'Wrong-password-1', `10.1.0.${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await loginRequest(user.email, user.password, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toBe(MESSAGES.generic.rateLimited);
  });

  it('throttles an IP after LOGIN_ADDRESS_MAX_TRIES failed tries across accounts', async () => {
    for (let attempt = 0; attempt < LIMITS.LOGIN_ADDRESS_MAX_TRIES; attempt += 1) {
      await loginRequest(`guess${attempt}@example.tz`, 'Wrong-password-1', '10.2.0.1');
    }
    const user = await createUser(testApp.db);
    expect((await loginRequest(user.email, user.password, '10.2.0.1')).statusCode).toBe(429);
    expect((await loginRequest(user.email, user.password, '10.2.0.2')).statusCode).toBe(200);
  });

  it('refuses a deactivated user, and stops their live session', async () => {
    const user = await createUser(testApp.db);
    const answer = await login(testApp.app, user.email, user.password);
    await testApp.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const response = await loginRequest(user.email, user.password, '10.3.0.1');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'account_inactive',
      detail: MESSAGES.login.accountInactive,
    });
    const call = await testApp.app.inject({
      url: '/api/auth/profile/',
      headers: bearer(answer.access),
    });
    expect(call.statusCode).toBe(403);
  });

  it('writes audit rows for a login and a failed login', async () => {
    const user = await createUser(testApp.db);
    await loginRequest(user.email, 'Wrong-password-1', '10.4.0.1');
    await loginRequest(user.email, user.password, '10.4.0.1');
    const rows = await testApp.db.select().from(auditLogs).where(eq(auditLogs.actorId, user.id));
    expect(rows.map((row) => row.action)).toEqual(['login_failed', 'login']);
    expect(rows[1]?.ip).toBe('10.4.0.1');
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token from the cookie or the body, with or without the slash', async () => {
    const user = await createUser(testApp.db);
    const signedIn = await loginRequest(user.email, user.password, '10.5.0.1');
    const viaCookie = await refresh({
      cookies: refreshCookieOf(signedIn),
      url: '/api/auth/refresh',
      browser: true,
    });
    expect(viaCookie.statusCode).toBe(200);
    const pair = viaCookie.json();
    expect(Object.keys(pair).sort()).toEqual(['access']);
    const rotated = refreshCookieOf(viaCookie).ptlog_refresh;
    expect(rotated).not.toBe(refreshCookieOf(signedIn).ptlog_refresh);
    const viaBody = await refresh({ body: { refresh: rotated } });
    expect(viaBody.statusCode).toBe(200);
    const profile = await testApp.app.inject({
      url: '/api/auth/profile/',
      headers: bearer(viaBody.json().access),
    });
    expect(profile.statusCode).toBe(200);
  });

  // Audit: the opt-in header was honoured whatever the request authenticated with. A script in the
  // signed-in page (an XSS, a compromised dependency) sent it; the browser added the HttpOnly
  // cookie, and the answer handed the script the next 30-day refresh token (ADR 8).
  it("never puts a cookie session's refresh token in JSON, even when asked", async () => {
    const user = await createUser(testApp.db);
    const signedIn = await loginRequest(user.email, user.password, '10.7.0.1');
    expect(signedIn.json().refresh).toBeUndefined();
    const device = signedIn.cookies.find((cookie) => cookie.name === 'ptlog_device')!;
    const stolen = await refresh({ cookies: refreshCookieOf(signedIn) });
    expect(stolen.statusCode).toBe(200);
    expect(Object.keys(stolen.json())).toEqual(['access']);
    // The rotated token went to the cookie, where the page cannot read it.
    expect(refreshCookieOf(stolen).ptlog_refresh).toEqual(expect.any(String));
    // Nor from a login in a browser that signed in before (its device cookie comes along).
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: REFRESH_IN_BODY,
      cookies: { ptlog_device: device.value },
      payload: { username: user.email, password: user.password },
      remoteAddress: '10.7.0.1',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().refresh).toBeUndefined();
    // A client that keeps its token itself gets the next one, cookies or not.
    const kept = await login(testApp.app, user.email, user.password);
    const viaBody = await refresh({
      body: { refresh: kept.refresh },
      cookies: refreshCookieOf(again),
    });
    expect(viaBody.statusCode).toBe(200);
    expect(viaBody.json().refresh).toEqual(expect.any(String));
  });

  it('treats a replayed refresh token as theft: the whole session is revoked', async () => {
    const user = await createUser(testApp.db);
    const first = await login(testApp.app, user.email, user.password);
    const rotated = (await refresh({ body: { refresh: first.refresh } })).json();
    const replay = await refresh({ body: { refresh: first.refresh } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().detail).toBe(MESSAGES.account.sessionExpired);
    // The thief's replay also kills the legitimate holder's newer tokens.
    expect((await refresh({ body: { refresh: rotated.refresh } })).statusCode).toBe(401);
    const call = await testApp.app.inject({
      url: '/api/auth/profile/',
      headers: bearer(rotated.access),
    });
    expect(call.statusCode).toBe(401);
  });

  it('lets only one of two simultaneous uses of a refresh token win', async () => {
    const user = await createUser(testApp.db);
    const answer = await login(testApp.app, user.email, user.password);
    const results = await Promise.all([
      refresh({ body: { refresh: answer.refresh } }),
      refresh({ body: { refresh: answer.refresh } }),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 401]);
  });

  it('rejects a missing, unknown or expired refresh token', async () => {
    expect((await refresh({})).statusCode).toBe(401);
    expect((await refresh({ body: { refresh: 'made-up' } })).statusCode).toBe(401);
    const user = await createUser(testApp.db);
    const answer = await login(testApp.app, user.email, user.password);
    await testApp.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, user.id));
    expect((await refresh({ body: { refresh: answer.refresh } })).statusCode).toBe(401);
  });

  it('logout revokes the refresh token and the access token, and clears the cookie', async () => {
    const user = await createUser(testApp.db);
    const signedIn = await loginRequest(user.email, user.password, '10.6.0.1');
    const cookies = refreshCookieOf(signedIn);
    const out = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      cookies,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((cookie) => cookie.name === 'ptlog_refresh')?.value).toBe('');
    expect((await refresh({ cookies })).statusCode).toBe(401);
    const call = await testApp.app.inject({
      url: '/api/auth/profile/',
      headers: bearer(signedIn.json().access),
    });
    expect(call.statusCode).toBe(401);
    // Logging out without a session still succeeds (the client ignores failures anyway).
    const again = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout/' });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a tampered or foreign access token', async () => {
    const user = await createUser(testApp.db);
    const answer = await login(testApp.app, user.email, user.password);
    const [head, payload, signature] = answer.access.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')}.${signature}`;
    const call = await testApp.app.inject({ url: '/api/auth/profile/', headers: bearer(forged) });
    expect(call.statusCode).toBe(401);
    const none = await testApp.app.inject({ url: '/api/auth/profile/' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('unauthenticated');
  });
});

describe('active sessions', () => {
  it('records a session as used a minute on, without the request waiting for the write', async () => {
    const [first, second] = [await createUser(testApp.db), await createUser(testApp.db)];
    const sessions = [
      await login(testApp.app, first.email, first.password),
      await login(testApp.app, second.email, second.password),
    ];
    const theirs = inArray(authSessions.userId, [first.id, second.id]);
    const lastUsed = async () =>
      (await testApp.db.select().from(authSessions).where(theirs)).map((row) =>
        row.lastUsedAt.getTime(),
      );
    await testApp.db
      .update(authSessions)
      .set({ lastUsedAt: new Date(Date.now() - 120_000) })
      .where(theirs);
    const before = Date.now();
    for (const session of sessions) {
      const answer = await testApp.app.inject({
        url: '/api/auth/profile/',
        headers: bearer(session.access),
      });
      expect(answer.statusCode).toBe(200);
    }
    // Both wait for one statement, written within a second or at once by a flush.
    await testApp.app.sessionTouches.flush();
    for (const time of await lastUsed()) expect(time).toBeGreaterThanOrEqual(before - 1_000);

    // Within the minute, a request records nothing.
    const recent = new Date(Date.now() - 30_000);
    await testApp.db.update(authSessions).set({ lastUsedAt: recent }).where(theirs);
    await testApp.app.inject({ url: '/api/auth/profile/', headers: bearer(sessions[0]!.access) });
    await testApp.app.sessionTouches.flush();
    expect(await lastUsed()).toEqual([recent.getTime(), recent.getTime()]);
  });

  it('lists the devices and logs out the others', async () => {
    const user = await createUser(testApp.db);
    const phone = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: user.email, password: user.password },
      headers: {
        'x-device-useragent':
          'Mozilla/5.0 (Linux; Android 13; TECNO KI5q) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
        'x-device-platform': 'Linux armv8l',
        'x-device-timezone': 'Africa/Dar_es_Salaam',
      },
    });
    const desk = await login(testApp.app, user.email, user.password);
    const list = await testApp.app.inject({
      url: '/api/auth/sessions/',
      headers: bearer(desk.access),
    });
    expect(list.statusCode).toBe(200);
    const sessions = list.json().results;
    expect(sessions).toHaveLength(2);
    expect(sessions.find((entry: { current: boolean }) => !entry.current)).toMatchObject({
      device: 'Chrome on Android',
      browser: 'Chrome',
      os: 'Android',
      timezone: 'Africa/Dar_es_Salaam',
    });
    // Headers that name no browser or system: the parts are null, the English label says so.
    expect(sessions.find((entry: { current: boolean }) => entry.current)).toMatchObject({
      device: 'Unknown device',
      browser: null,
      os: null,
    });

    const others = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/logout-others/',
      headers: bearer(desk.access),
      payload: {},
    });
    expect(others.json()).toEqual({ detail: MESSAGES.account.otherDevicesLoggedOut, revoked: 1 });
    const phoneCall = await testApp.app.inject({
      url: '/api/auth/profile/',
      headers: bearer(phone.json().access),
    });
    expect(phoneCall.statusCode).toBe(401);
    const after = await testApp.app.inject({
      url: '/api/auth/sessions/',
      headers: bearer(desk.access),
    });
    expect(after.json().results).toHaveLength(1);
  });
});
