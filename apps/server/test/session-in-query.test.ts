// The hottest log book routes (weekly read, week's daily list, daily POST) and the student's other
// paged lists (transactions, token usage history, main jobs) check the session in the same
// statement that reads their data (plugins/auth.ts, requireTokenThenSession). They must
// answer exactly as requireAuth does: a revoked or expired session 401, an inactive or unverified
// user 403, and nothing read or written for them.
import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, authSessions, users } from '../src/db/schema';
import { setPlacementStartDate } from '../src/features/calendar/calendar.repository';
import { claimsOf } from '../src/plugins/auth';
import { bearer, login } from './helpers/accounts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import {
  buildLogbookApp,
  dayOf,
  logbookSnapshot,
  NOW,
  PLACEMENT_START,
  signedInStudent,
  type TStudentClient,
} from './helpers/logbook';
import { expectStatus, logDay, mainJob } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildLogbookApp);

const HOT_CALLS: [name: string, method: 'GET' | 'POST', url: string, body?: object][] = [
  ['weekly read of a week with a report', 'GET', '/api/reports/weekly/week/1/'],
  ['weekly read of a week without one', 'GET', '/api/reports/weekly/week/5/'],
  ['daily list of a week with days', 'GET', '/api/reports/daily/week/?week_number=1'],
  ['daily list of an empty week', 'GET', '/api/reports/daily/week/?week_number=2'],
  ['paged daily list', 'GET', '/api/reports/daily/?week_number=1'],
  ['paged daily list past its end', 'GET', '/api/reports/daily/?page=5&page_size=10'],
  ['transactions list', 'GET', '/api/billing/transactions/'],
  ['transactions of one status', 'GET', '/api/billing/transactions/?status=PENDING'],
  ['transactions list past its end', 'GET', '/api/billing/transactions/?page=4&page_size=5'],
  ['user-transactions list', 'GET', '/api/billing/user-transactions/'],
  ['token usage history', 'GET', '/api/billing/token-usage/usage_history/'],
  ['token usage history past its end', 'GET', '/api/billing/token-usage/usage_history/?page=9'],
  ['main jobs list', 'GET', '/api/reports/main-jobs/'],
  ['main jobs of a missing report', 'GET', '/api/reports/main-jobs/?weekly_report=999999'],
  ['main jobs list past its end', 'GET', '/api/reports/main-jobs/?page=3&page_size=5'],
  [
    'daily POST',
    'POST',
    '/api/reports/daily/',
    { date: dayOf(2, 0), hours_spent: 6, description: 'Wired the control panel.' },
  ],
];

/**
 * A student with a logged Monday, a week-1 report with its main job and a payment, so the reads
 * have data to withhold.
 */
async function studentWithWeekOne(): Promise<TStudentClient> {
  const student = await signedInStudent(testApp);
  await logDay(student, dayOf(1, 0), 7, 'Replaced the pump seal.');
  await mainJob(student, 1, 'Overhaul of the pump seal');
  expectStatus(
    await student.call('POST', '/api/billing/transactions/', {
      user_phone_number: '0712345678',
      sender_name: 'Paid for the pump seal',
      payment_method: 'DIRECT',
      amount: 2000,
    }),
    201,
  );
  return student;
}

describe('routes that check the session in their own query', () => {
  it.each(HOT_CALLS)('answer a signed-in student (%s)', async (_name, method, url, body) => {
    const student = await studentWithWeekOne();
    const response = await student.call(method, url, body);
    expect([200, 201]).toContain(response.statusCode);
    // A week without a report answers its (here empty) days, not a 404 (ADR 9).
    if (url.includes('/week/5/')) {
      expect(response.json()).toMatchObject({ id: null, status: null, daily_reports: [] });
    }
  });

  it.each(HOT_CALLS)(
    'answer 401 once the session is revoked (%s)',
    async (_n, method, url, body) => {
      const student = await studentWithWeekOne();
      await testApp.db
        .update(authSessions)
        .set({ revokedAt: NOW })
        .where(eq(authSessions.userId, student.id));
      const before = await logbookSnapshot(testApp.db);
      const response = await student.call(method, url, body);
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json().detail).toBe(MESSAGES.generic.unauthenticated);
      expect(response.body).not.toContain('pump seal');
      expect(await logbookSnapshot(testApp.db)).toEqual(before);
    },
  );

  it.each(HOT_CALLS)(
    'answer 401 once the session has expired (%s)',
    async (_n, method, url, body) => {
      const student = await studentWithWeekOne();
      await testApp.db
        .update(authSessions)
        .set({ expiresAt: new Date(NOW.getTime() - 1000) })
        .where(eq(authSessions.userId, student.id));
      expect((await student.call(method, url, body)).statusCode).toBe(401);
    },
  );

  it.each(HOT_CALLS)(
    'answer 401 once the account is deleted (%s)',
    async (_n, method, url, body) => {
      const student = await studentWithWeekOne();
      // What staff deletion does to the account: its sessions go, the row stays as a tombstone.
      await testApp.db.delete(authSessions).where(eq(authSessions.userId, student.id));
      await testApp.db
        .update(users)
        .set({ isActive: false, deletedAt: NOW })
        .where(eq(users.id, student.id));
      const before = await logbookSnapshot(testApp.db);
      const response = await student.call(method, url, body);
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('pump seal');
      expect(await logbookSnapshot(testApp.db)).toEqual(before);
    },
  );

  it.each(HOT_CALLS)('answer 403 to a deactivated student (%s)', async (_n, method, url, body) => {
    const student = await studentWithWeekOne();
    await testApp.db.update(users).set({ isActive: false }).where(eq(users.id, student.id));
    const before = await logbookSnapshot(testApp.db);
    const response = await student.call(method, url, body);
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(MESSAGES.login.accountInactive);
    expect(await logbookSnapshot(testApp.db)).toEqual(before);
  });

  it.each(HOT_CALLS)('answer 403 to an unverified e-mail (%s)', async (_n, method, url, body) => {
    const user = await createUser(testApp.db, { emailVerified: false });
    const { access } = await login(testApp.app, user.email, user.password);
    const response = await testApp.app.inject({
      method,
      url,
      headers: bearer(access),
      ...(body ? { payload: body } : {}),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(MESSAGES.access.emailNotVerified);
  });

  it("reads a student's own week only: the token names the student", async () => {
    const owner = await studentWithWeekOne();
    const other = await signedInStudent(testApp);
    const theirs = expectStatus(await other.call('GET', '/api/reports/weekly/week/1/'), 200);
    expect(theirs).toMatchObject({ id: null, daily_reports: [], total_hours: 0 });
    const list = expectStatus(
      await other.call('GET', '/api/reports/daily/week/?week_number=1'),
      200,
    );
    expect(list.count).toBe(0);
    expect(
      expectStatus(await owner.call('GET', '/api/reports/daily/week/?week_number=1'), 200).count,
    ).toBe(1);
  });
});

describe('without a stored placement start (a broken database)', () => {
  it('answers 503 to the week list, and 401 to a revoked session', async () => {
    const student = await studentWithWeekOne();
    const revoked = await studentWithWeekOne();
    await testApp.db
      .update(authSessions)
      .set({ revokedAt: NOW })
      .where(eq(authSessions.userId, revoked.id));
    await testApp.db.delete(appSettings).where(eq(appSettings.key, 'placement_start_date'));
    try {
      for (const week of [1, 2]) {
        const url = `/api/reports/daily/week/?week_number=${week}`;
        const unavailable = await student.call('GET', url);
        expect(unavailable.statusCode).toBe(503);
        expect(unavailable.json().detail).toBe(MESSAGES.generic.serviceUnavailable);
        expect((await revoked.call('GET', url)).statusCode).toBe(401);
      }
    } finally {
      await setPlacementStartDate(testApp.db, PLACEMENT_START);
    }
  });
});

describe('a route that forgets to admit the session', () => {
  let guarded: TTestApp;
  beforeAll(async () => {
    guarded = await buildTestApp(
      {},
      {
        deps: { now: () => NOW, print: () => undefined },
        beforeReady: (app) => {
          app.register(async (scope) => {
            scope.get(
              '/api/test/forgot-session/',
              scope.requireTokenThenSession(),
              async (request) => ({ user: claimsOf(request).userId }),
            );
          });
        },
      },
    );
  });
  afterAll(() => guarded.close());

  it('fails with a 500 instead of answering unchecked data', async () => {
    const student = await signedInStudent(guarded);
    const response = await student.call('GET', '/api/test/forgot-session/');
    expect(response.statusCode).toBe(500);
    expect(response.json().user).toBeUndefined();
  });
});

describe('the daily POST', () => {
  it('derives the week from the start stored now, not the one it saw before', async () => {
    const student = await studentWithWeekOne();
    // Staff move the start one week earlier, after the server has read it.
    await setPlacementStartDate(testApp.db, '2026-02-23');
    try {
      const day = await logDay(student, '2026-03-04', 5, 'Calibrated the pressure gauges.');
      expect(day.week_number).toBe(2);
      // A date that was outside the placement under the old start is inside it now.
      const early = await logDay(student, '2026-02-24', 4, 'Safety induction.');
      expect(early.week_number).toBe(1);
    } finally {
      await setPlacementStartDate(testApp.db, PLACEMENT_START);
    }
  });

  it('answers a duplicate date and a locked week with their messages', async () => {
    const student = await studentWithWeekOne();
    const duplicate = await student.call('POST', '/api/reports/daily/', {
      date: dayOf(1, 0),
      hours_spent: 3,
      description: 'Again.',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().detail).toBe(MESSAGES.daily.duplicateDate);
    expectStatus(await student.call('PATCH', '/api/reports/weekly/week/1/submit/'), 200);
    const locked = await student.call('POST', '/api/reports/daily/', {
      date: dayOf(1, 1),
      hours_spent: 3,
      description: 'Late entry.',
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().detail).toBe(MESSAGES.weekly.locked);
  });
});
