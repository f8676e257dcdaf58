// The staff figures' "this week" and "last N days" count East Africa dates, today included, as
// Analytics and Token Usage do beside them (periodStart): not a rolling 7 × 24 hours (audit
// calendar, finding 3).
import { beforeAll, describe, expect, it } from 'vitest';
import { aiUsageLogs, tokenLedger, weeklyReports } from '../src/db/schema';
import { ADMIN_API, signedInUser, student, type TSignedIn } from './helpers/admin';
import { buildTestApp } from './helpers/build-test-app';
import { perSuite } from './helpers/per-suite';

// Wednesday 11 November 2026, 10:00 East Africa Time. Its last 7 dates begin on Thursday 5
// November, its last 30 on Tuesday 13 October.
const NOW = new Date('2026-11-11T07:00:00Z');
// Wednesday 4 November, 11:00 EAT: 6 days and 23 hours ago, yet 8 dates back.
const ROLLING_WEEK_ONLY = new Date('2026-11-04T08:00:00Z');
// Thursday 5 November, 00:30 EAT: the first of the last 7 dates.
const FIRST_OF_7_DATES = new Date('2026-11-04T21:30:00Z');
// Monday 12 October, 23:30 EAT: 29 days and 10.5 hours ago, yet 31 dates back.
const ROLLING_MONTH_ONLY = new Date('2026-10-12T20:30:00Z');

const testApp = perSuite(() =>
  buildTestApp({ RATE_LIMIT_MAX: '100000' }, { deps: { now: () => NOW, print: () => undefined } }),
);
let staff: TSignedIn;

beforeAll(async () => {
  staff = await signedInUser(testApp, {
    isStaff: true,
    firstName: 'Grace',
    dateJoined: new Date('2025-01-06T06:00:00Z'),
  });
  const joined = async (lastName: string, dateJoined: Date) =>
    student(testApp.db, { firstName: 'Wkfig', lastName, dateJoined });
  const early = await joined('Early', ROLLING_WEEK_ONLY);
  const first = await joined('First', FIRST_OF_7_DATES);
  await joined('Month', ROLLING_MONTH_ONLY);
  await testApp.db.insert(tokenLedger).values([
    {
      userId: early.id,
      amount: -300,
      kind: 'ai_debit',
      reference: 'ai:w1',
      createdAt: ROLLING_WEEK_ONLY,
    },
    {
      userId: first.id,
      amount: -10,
      kind: 'ai_debit',
      reference: 'ai:w2',
      createdAt: FIRST_OF_7_DATES,
    },
  ]);
  const aiUse = (userId: number, tokens: number, createdAt: Date) => ({
    userId,
    contentType: 'weekly' as const,
    enhancementType: 'full_report',
    usageType: 'FULLFILLED' as const,
    tokensConsumed: tokens,
    provider: 'local',
    model: 'm',
    durationMs: 1,
    createdAt,
  });
  await testApp.db
    .insert(aiUsageLogs)
    .values([aiUse(early.id, 300, ROLLING_WEEK_ONLY), aiUse(first.id, 10, FIRST_OF_7_DATES)]);
  await testApp.db.insert(weeklyReports).values([
    { studentId: early.id, weekNumber: 1, status: 'DRAFT', createdAt: ROLLING_WEEK_ONLY },
    { studentId: first.id, weekNumber: 1, status: 'DRAFT', createdAt: FIRST_OF_7_DATES },
  ]);
});

async function read(url: string) {
  const response = await staff.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the staff figures of the last days', () => {
  it('the dashboard’s week is the 7 dates Analytics counts', async () => {
    const dashboard = await read(`${ADMIN_API}/dashboard/stats/`);
    const analytics = await read(`${ADMIN_API}/tokens/analytics/?days=7`);
    expect(analytics.period_tokens).toBe(10);
    expect(dashboard).toMatchObject({
      tokens_this_week: 10,
      reports_this_week: 1,
      new_users_this_week: 1,
    });
  });

  it('the users list’s week, month and year filters and totals count dates too', async () => {
    const names = async (date: string) =>
      (await read(`${ADMIN_API}/users/?search=Wkfig&date=${date}`)).users.map(
        (user: { last_name: string }) => user.last_name,
      );
    expect(await names('today')).toEqual([]);
    expect(await names('week')).toEqual(['First']);
    expect(await names('month')).toEqual(['First', 'Early']);
    expect(await names('year')).toEqual(['First', 'Early', 'Month']);
    const totals = await read(`${ADMIN_API}/users/`);
    expect(totals).toMatchObject({ new_users_today: 0, new_users_week: 1 });
  });
});
