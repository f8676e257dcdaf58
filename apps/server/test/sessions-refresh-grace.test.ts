// A refresh answer lost on mobile data must not sign the student out (ADR 0020): a retry of the
// spent token within REFRESH_REUSE_GRACE_MS, from the same browser, while the lost answer's token
// is unused, gets that answer again. Anything else is still a replay that revokes the session.
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authSessions, refreshTokens } from '../src/db/schema';
import { REFRESH_REUSE_GRACE_MS } from '../src/features/auth/refresh-grace';
import { bearer, registrationPayload } from './helpers/accounts';
import { buildTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import { perSuite } from './helpers/per-suite';

const logLines: string[] = [];
let clock = new Date();

const testApp = perSuite(() =>
  buildTestApp(
    { LOG_LEVEL: 'info' },
    {
      deps: {
        now: () => clock,
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

function later(ms: number) {
  clock = new Date(clock.getTime() + ms);
}

function cookieOf(response: LightMyRequestResponse, name: string): string {
  const cookie = response.cookies.find((entry) => entry.name === name);
  if (!cookie?.value) throw new Error(`no ${name} cookie set`);
  return cookie.value;
}

/** A browser: its refresh and device cookies after signing in. */
async function signedInBrowser(user: { email: string; password: string }) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { username: user.email, password: user.password },
  });
  expect(response.statusCode).toBe(200);
  return {
    refresh: cookieOf(response, 'ptlog_refresh'),
    device: cookieOf(response, 'ptlog_device'),
  };
}

/** A browser's refresh call: the two cookies it holds (either may be missing). */
function refresh(cookies: { refresh: string; device?: string | undefined }) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/refresh/',
    cookies: {
      ptlog_refresh: cookies.refresh,
      ...(cookies.device ? { ptlog_device: cookies.device } : {}),
    },
    payload: {},
  });
}

async function profileStatus(response: LightMyRequestResponse): Promise<number> {
  const call = await testApp.app.inject({
    url: '/api/auth/profile/',
    headers: bearer(response.json().access),
  });
  return call.statusCode;
}

async function sessionOf(userId: number) {
  const [session] = await testApp.db
    .select()
    .from(authSessions)
    .where(eq(authSessions.userId, userId));
  if (!session) throw new Error('no session');
  const live = await testApp.db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, session.id), isNull(refreshTokens.usedAt)));
  return { revoked: session.revokedAt !== null, liveTokens: live.length };
}

/** Signs in, then spends the first token: the answer (`lost`) never reaches the browser. */
async function answerLost() {
  const user = await createUser(testApp.db);
  const browser = await signedInBrowser(user);
  const lost = await refresh(browser);
  expect(lost.statusCode).toBe(200);
  return { user, browser, lost: cookieOf(lost, 'ptlog_refresh') };
}

describe('a refresh answer lost on the way', () => {
  it('is answered again when the browser retries within the window: the session goes on', async () => {
    const { user, browser, lost } = await answerLost();
    later(20_000);
    const retry = await refresh(browser);
    expect(retry.statusCode).toBe(200);
    // The same token the lost answer carried: still exactly one live token in the family.
    expect(cookieOf(retry, 'ptlog_refresh')).toBe(lost);
    expect(await profileStatus(retry)).toBe(200);
    expect(await sessionOf(user.id)).toEqual({ revoked: false, liveTokens: 1 });
    // It rotates as usual from there on.
    later(15 * 60_000);
    const next = await refresh({ refresh: lost, device: browser.device });
    expect(next.statusCode).toBe(200);
    expect(cookieOf(next, 'ptlog_refresh')).not.toBe(lost);
    expect(await profileStatus(next)).toBe(200);
    expect(await sessionOf(user.id)).toEqual({ revoked: false, liveTokens: 1 });
  });

  it('works for a browser that registered (and so signed in) without a login', async () => {
    const registered = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: registrationPayload(),
    });
    expect(registered.statusCode).toBe(201);
    const browser = {
      refresh: cookieOf(registered, 'ptlog_refresh'),
      device: cookieOf(registered, 'ptlog_device'),
    };
    const lost = await refresh(browser);
    expect(lost.statusCode).toBe(200);
    const retry = await refresh(browser);
    expect(retry.statusCode).toBe(200);
    expect(cookieOf(retry, 'ptlog_refresh')).toBe(cookieOf(lost, 'ptlog_refresh'));
  });

  it('answers two racing retries with the one same token', async () => {
    const { user, browser, lost } = await answerLost();
    later(5_000);
    const retries = await Promise.all([refresh(browser), refresh(browser)]);
    expect(retries.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(retries.map((response) => cookieOf(response, 'ptlog_refresh'))).toEqual([lost, lost]);
    expect(await sessionOf(user.id)).toEqual({ revoked: false, liveTokens: 1 });
  });

  it('lets two tabs that refresh at the same moment both stay signed in', async () => {
    const user = await createUser(testApp.db);
    const browser = await signedInBrowser(user);
    const tabs = await Promise.all([refresh(browser), refresh(browser)]);
    expect(tabs.map((response) => response.statusCode)).toEqual([200, 200]);
    const [first, second] = tabs.map((response) => cookieOf(response, 'ptlog_refresh'));
    expect(first).toBe(second);
    expect(await sessionOf(user.id)).toEqual({ revoked: false, liveTokens: 1 });
  });

  it('lets the tab that read the clock first but waited for the token row stay signed in', async () => {
    const user = await createUser(testApp.db);
    const browser = await signedInBrowser(user);
    const t0 = clock.getTime();
    // Tab A's request read the clock 5 ms after tab B's but won the row lock and spent the token;
    // tab B then finds it spent at a time a few ms after its own clock reading.
    clock = new Date(t0 + 5);
    const tabA = await refresh(browser);
    clock = new Date(t0);
    const tabB = await refresh(browser);
    expect([tabA.statusCode, tabB.statusCode]).toEqual([200, 200]);
    expect(cookieOf(tabB, 'ptlog_refresh')).toBe(cookieOf(tabA, 'ptlog_refresh'));
    expect(await profileStatus(tabB)).toBe(200);
    expect(await sessionOf(user.id)).toEqual({ revoked: false, liveTokens: 1 });
    clock = new Date(t0 + 5);
  });
});

describe('a spent refresh token is still taken for theft', () => {
  it('once the lost answer’s token was used: 401 and the session is revoked', async () => {
    const { user, browser, lost } = await answerLost();
    const used = await refresh({ refresh: lost, device: browser.device });
    expect(used.statusCode).toBe(200);
    later(10_000);
    const replay = await refresh(browser);
    expect(replay.statusCode).toBe(401);
    expect(replay.cookies.find((cookie) => cookie.name === 'ptlog_refresh')?.value).toBe('');
    expect(await profileStatus(used)).toBe(401);
    expect((await refresh({ refresh: cookieOf(used, 'ptlog_refresh') })).statusCode).toBe(401);
    expect((await sessionOf(user.id)).revoked).toBe(true);
  });

  it('after the window: 401 and the session is revoked', async () => {
    const { user, browser, lost } = await answerLost();
    later(REFRESH_REUSE_GRACE_MS + 1_000);
    expect((await refresh(browser)).statusCode).toBe(401);
    expect((await refresh({ refresh: lost, device: browser.device })).statusCode).toBe(401);
    expect((await sessionOf(user.id)).revoked).toBe(true);
  });

  it('when it was spent more than the window after the request read the clock: 401, revoked', async () => {
    const user = await createUser(testApp.db);
    const browser = await signedInBrowser(user);
    const t0 = clock.getTime();
    // A clock set back by more than the window must not open a longer one on the other side.
    clock = new Date(t0 + REFRESH_REUSE_GRACE_MS + 1_000);
    expect((await refresh(browser)).statusCode).toBe(200);
    clock = new Date(t0);
    expect((await refresh(browser)).statusCode).toBe(401);
    expect((await sessionOf(user.id)).revoked).toBe(true);
    clock = new Date(t0 + REFRESH_REUSE_GRACE_MS + 1_000);
  });

  it('without the device cookie, or with another one of the same user: 401 and revoked', async () => {
    const { user, browser } = await answerLost();
    expect((await refresh({ refresh: browser.refresh })).statusCode).toBe(401);
    expect((await sessionOf(user.id)).revoked).toBe(true);

    // The user's other browser holds a genuine device cookie, but not this browser's.
    const other = await createUser(testApp.db);
    const phone = await signedInBrowser(other);
    const laptop = await signedInBrowser(other);
    expect((await refresh(phone)).statusCode).toBe(200);
    const borrowed = await refresh({ refresh: phone.refresh, device: laptop.device });
    expect(borrowed.statusCode).toBe(401);
    const sessions = await testApp.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, other.id));
    expect(sessions.map((session) => session.revokedAt !== null).sort()).toEqual([false, true]);
    // Only the phone's session ended: the laptop's goes on.
    expect((await refresh(laptop)).statusCode).toBe(200);
  });

  it('with a device cookie the server never signed, even sent both times: 401 and revoked', async () => {
    const user = await createUser(testApp.db);
    const { refresh: token } = await signedInBrowser(user);
    const madeUp = { refresh: token, device: `${user.id}.made-up.not-a-signature` };
    expect((await refresh(madeUp)).statusCode).toBe(200);
    expect((await refresh(madeUp)).statusCode).toBe(401);
    expect((await sessionOf(user.id)).revoked).toBe(true);
  });

  it('logs no token or cookie value', async () => {
    const { browser, lost } = await answerLost();
    await refresh(browser);
    later(REFRESH_REUSE_GRACE_MS + 1_000);
    await refresh(browser);
    const logs = logLines.join('\n');
    expect(logs).toContain('grace window');
    expect(logs).toContain('replayed');
    for (const secret of [browser.refresh, browser.device, lost]) {
      expect(logs).not.toContain(secret);
    }
  });
});
