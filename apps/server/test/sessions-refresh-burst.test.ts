// Tabs of one browser refreshing at the same moment on the real clock (ADR 0020): each request
// reads the clock before it waits for the token's row, so the one that spends the token may have
// read a later time than the ones that then find it spent. They must all be answered with the one
// successor, never taken for a replay. Run it on PostgreSQL (TEST_DATABASE_URL) to race for real.
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { authSessions, refreshTokens } from '../src/db/schema';
import { buildTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import { perSuite } from './helpers/per-suite';

const TABS = 10;
const ROUNDS = 8;

const testApp = perSuite(() => buildTestApp());

function cookieOf(response: LightMyRequestResponse, name: string): string {
  const cookie = response.cookies.find((entry) => entry.name === name);
  if (!cookie?.value) throw new Error(`no ${name} cookie set`);
  return cookie.value;
}

it('keeps every tab of a burst of simultaneous refreshes signed in, round after round', async () => {
  const user = await createUser(testApp.db);
  const login = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { username: user.email, password: user.password },
  });
  const device = cookieOf(login, 'ptlog_device');
  let refresh = cookieOf(login, 'ptlog_refresh');
  for (let round = 0; round < ROUNDS; round += 1) {
    const tabs = await Promise.all(
      Array.from({ length: TABS }, () =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/auth/refresh/',
          cookies: { ptlog_refresh: refresh, ptlog_device: device },
          payload: {},
        }),
      ),
    );
    expect(tabs.map((response) => response.statusCode)).toEqual(Array(TABS).fill(200));
    const tokens = new Set(tabs.map((response) => cookieOf(response, 'ptlog_refresh')));
    expect(tokens.size).toBe(1);
    [refresh] = [...tokens] as [string];
  }
  const [session] = await testApp.db
    .select()
    .from(authSessions)
    .where(eq(authSessions.userId, user.id));
  expect(session?.revokedAt).toBeNull();
  const live = await testApp.db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, session?.id ?? ''), isNull(refreshTokens.usedAt)));
  expect(live).toHaveLength(1);
});
