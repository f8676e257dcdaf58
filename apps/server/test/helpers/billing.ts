import type { TStudentTransactionPayload } from '@ptlog/shared';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import type { TDb } from '../../src/db/client';
import { auditLogs, profiles, type TNewUserRow, tokenLedger, users } from '../../src/db/schema';
import { callWith, login, register, type TCall } from './accounts';
import { buildTestApp, type TTestApp } from './build-test-app';
import { createUser } from './factories';

/** True when the suite runs on a PostgreSQL server: races then really run in parallel. */
export const REAL_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

/** The numbers the billing tests' server is seeded with (PAYMENT_NUMBERS). */
export const BILLING_PAYMENT_NUMBERS = ['M-Pesa 0754 111 222', 'Airtel Money 0784 333 444'];

export function buildBillingApp(): Promise<TTestApp> {
  // Many requests per file: the per-minute API limit is not what these tests are about.
  return buildTestApp(
    {
      RATE_LIMIT_MAX: '100000',
      PAYMENT_NUMBERS: BILLING_PAYMENT_NUMBERS.join(','),
      SUPPORT_WHATSAPP: '+255754111222',
    },
    { deps: { print: () => undefined } },
  );
}

export interface TClient {
  id: number;
  email: string;
  access: string;
  call: TCall;
}

function clientOf(testApp: TTestApp, user: { id: number; email: string }, access: string) {
  return {
    id: user.id,
    email: user.email,
    access,
    call: callWith(testApp.app, access),
  } satisfies TClient;
}

/**
 * A verified user made by the factory (no welcome bonus: it did not register), signed in.
 * `phone` gives them a profile with that phone number.
 */
export async function signedIn(
  testApp: TTestApp,
  options: Partial<TNewUserRow> & { phone?: string } = {},
): Promise<TClient> {
  const { phone, ...columns } = options;
  const user = await createUser(testApp.db, columns);
  if (phone) await testApp.db.insert(profiles).values({ userId: user.id, phoneNumber: phone });
  const { access } = await login(testApp.app, user.email, user.password);
  return clientOf(testApp, user, access);
}

export function signedInStaff(testApp: TTestApp): Promise<TClient> {
  return signedIn(testApp, { isStaff: true, firstName: 'Grace', lastName: 'Staff' });
}

/** A student who signed up through the API (profile, welcome bonus), e-mail verified. */
export async function registeredStudent(testApp: TTestApp) {
  const { payload, answer } = await register(testApp.app);
  await testApp.db.update(users).set({ emailVerified: true }).where(eq(users.id, answer.user.id));
  return { ...clientOf(testApp, answer.user, answer.access), payload };
}

export function payment(
  overrides: Partial<TStudentTransactionPayload> = {},
): TStudentTransactionPayload {
  return {
    payer_type: 'different',
    payment_method: 'DIRECT',
    user_phone_number: '0712345678',
    sender_name: 'Amina Mushi',
    amount: 2000,
    ...overrides,
  };
}

export async function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

/** The field errors of a 400 answer. */
export async function fieldErrorsOf(response: LightMyRequestResponse) {
  const body = await expectStatus(response, 400);
  expect(body.code).toBe('validation_error');
  return body.errors as Record<string, string[]>;
}

export function ledgerOf(db: TDb, userId: number) {
  return db
    .select()
    .from(tokenLedger)
    .where(eq(tokenLedger.userId, userId))
    .orderBy(asc(tokenLedger.id));
}

export function auditRows(db: TDb, action: string, targetId: number) {
  return db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.action, action))
    .then((rows) => rows.filter((row) => row.targetId === String(targetId)));
}

/**
 * On PostgreSQL: holds a row lock from a separate connection while `start()` launches the racing
 * work, waits until `waiters` sessions are blocked on it (so they provably run at the same time),
 * then lets them go. Answers the racers' results and the most sessions seen waiting at once.
 */
export async function raceBehindRowLock<T>(
  testApp: TTestApp,
  lockSql: { text: string; values: unknown[] },
  waiters: number,
  start: () => Promise<T>,
): Promise<{ result: T; maxWaiting: number }> {
  const target = testApp.config.database;
  if (target.kind !== 'postgres') throw new Error('raceBehindRowLock needs PostgreSQL');
  const holder = new pg.Client({ connectionString: target.url });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query(lockSql.text, lockSql.values);
    const racing = start();
    // Awaited below; until then a failure must not count as unhandled.
    racing.catch(() => undefined);
    let maxWaiting = 0;
    const deadline = Date.now() + 20_000;
    while (maxWaiting < waiters && Date.now() < deadline) {
      // Inside a transaction the statistics views are a snapshot taken at first use.
      await holder.query('select pg_stat_clear_snapshot()');
      const { rows } = await holder.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock'`,
      );
      maxWaiting = Math.max(maxWaiting, rows[0]?.waiting ?? 0);
      if (maxWaiting < waiters) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await holder.query('commit');
    return { result: await racing, maxWaiting };
  } finally {
    await holder.end();
  }
}

export const STAFF_BILLING = '/api/billing/staff';

/**
 * The ids a staff list (`transactions/`, `transactions/pending_transactions/`) finds for a search,
 * in ascending order; the count must match what one page of 100 shows.
 */
export async function staffSearchIds(
  staff: TClient,
  list: string,
  search: string,
): Promise<number[]> {
  const query = new URLSearchParams({ search, page_size: '100' }).toString();
  const body = await expectStatus(
    await staff.call('GET', `${STAFF_BILLING}/${list}?${query}`),
    200,
  );
  expect(body.count, search).toBe(body.results.length);
  return body.results
    .map((entry: { id: number }) => entry.id)
    .sort((a: number, b: number) => a - b);
}

/** A PENDING payment the student submitted (answer body). */
export function pendingOf(student: TClient, amount = 2000) {
  return createdBy(student, payment({ amount }));
}

export const approve = (client: TClient, id: number) =>
  client.call('POST', `${STAFF_BILLING}/transactions/${id}/approve_transaction/`);
export const reject = (client: TClient, id: number, body?: unknown) =>
  client.call('POST', `${STAFF_BILLING}/transactions/${id}/reject_transaction/`, body);

export const TRANSACTIONS = '/api/billing/transactions/';

/** A student's Submit Transaction call. */
export function submit(student: TClient, body: unknown) {
  return student.call('POST', TRANSACTIONS, body);
}

/** A transaction the student submitted (201), as answered. */
export async function createdBy(student: TClient, body: unknown) {
  return expectStatus(await submit(student, body), 201);
}
