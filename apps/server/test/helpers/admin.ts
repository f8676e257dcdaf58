// Shared set-up of the admin-*.test.ts files: a staff client, students with profiles.
import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TDb } from '../../src/db/client';
import { profiles, type TNewUserRow } from '../../src/db/schema';
import { bearer, callWith, login } from './accounts';
import { buildTestApp, type TTestApp } from './build-test-app';
import { createUser } from './factories';

export const ADMIN_API = '/api/admin-dashboard/api';
/** Wednesday 18 March 2026, 10:00 local time. */
export const NOW = new Date(2026, 2, 18, 10, 0, 0);

export async function buildAdminApp(overrides: Record<string, string> = {}): Promise<TTestApp> {
  // Many requests per file: the per-minute API limit is not what these tests are about.
  return buildTestApp(
    { RATE_LIMIT_MAX: '100000', ...overrides },
    { deps: { now: () => NOW, print: () => undefined } },
  );
}

export interface TSignedIn {
  id: number;
  email: string;
  password: string;
  access: string;
  refresh: string;
  get(url: string): Promise<LightMyRequestResponse>;
  send(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
}

export async function signedInUser(
  testApp: TTestApp,
  columns: Partial<TNewUserRow> = {},
): Promise<TSignedIn> {
  const user = await createUser(testApp.db, columns);
  const { access, refresh } = await login(testApp.app, user.email, user.password);
  const call = callWith(testApp.app, access);
  return {
    id: user.id,
    email: user.email,
    password: user.password,
    access,
    refresh,
    get: (url) => call('GET', url),
    send: call,
  };
}

export function signedInStaff(testApp: TTestApp) {
  return signedInUser(testApp, { isStaff: true, firstName: 'Grace', lastName: 'Staff' });
}

/** A student account with a profile (not signed in). */
export async function student(
  db: TDb,
  columns: Partial<TNewUserRow> = {},
  profile: Partial<typeof profiles.$inferInsert> = {},
) {
  const user = await createUser(db, columns);
  await db.insert(profiles).values({ userId: user.id, program: 'CIVIL', ...profile });
  return user;
}

export async function profileOf(db: TDb, userId: number) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}

/** One call of an access check: the method, the URL and a body (checked after the access). */
export type TRouteCall = readonly [
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
];

/** Every route answers 401 without a token, and 403 "staff only" to the (student) `access`. */
export async function expectStaffOnly(
  testApp: TTestApp,
  access: string,
  routes: readonly TRouteCall[],
) {
  for (const [method, url, payload] of routes) {
    const options = { method, url, ...(payload === undefined ? {} : { payload }) };
    expect((await testApp.app.inject(options)).statusCode, url).toBe(401);
    const refused = await testApp.app.inject({ ...options, headers: bearer(access) });
    expect(refused.statusCode, url).toBe(403);
    expect(refused.json(), url).toEqual({ detail: MESSAGES.access.staffOnly, code: 'forbidden' });
  }
}
