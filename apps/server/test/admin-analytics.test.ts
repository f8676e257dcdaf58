import { beforeAll, describe, expect, it } from 'vitest';
import {
  aiUsageLogs,
  dailyReports,
  paymentTransactions,
  tokenLedger,
  weeklyReports,
} from '../src/db/schema';
import { eatMidnight, lastEatDays } from '../src/lib/eat-day';
import {
  ADMIN_API,
  buildAdminApp,
  expectStaffOnly,
  NOW,
  signedInStaff,
  signedInUser,
  student,
  type TSignedIn,
} from './helpers/admin';
import { perSuite } from './helpers/per-suite';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

const testApp = perSuite(buildAdminApp);
let staff: TSignedIn;
let s1: { id: number; username: string };
let s2: { id: number; username: string };
let s3: { id: number; username: string };

beforeAll(async () => {
  staff = await signedInStaff(testApp);
  const db = testApp.db;
  s1 = await student(
    db,
    { firstName: 'Asha', lastName: 'One', dateJoined: ago(HOUR) },
    { program: 'CIVIL' },
  );
  s2 = await student(
    db,
    { firstName: 'Bakari', lastName: 'Two', dateJoined: ago(2 * HOUR) },
    { program: 'MECHANICAL' },
  );
  s3 = await student(
    db,
    { firstName: 'Chiku', lastName: 'Three', dateJoined: ago(10 * DAY) },
    { program: 'CIVIL' },
  );
  const ai = (userId: number, tokens: number, at: Date, kind: 'weekly' | 'text') => ({
    userId,
    contentType: kind,
    enhancementType: kind === 'weekly' ? 'full_report' : 'text',
    usageType: 'FULLFILLED' as const,
    tokensConsumed: tokens,
    provider: 'local',
    model: 'm',
    durationMs: 1,
    createdAt: at,
  });
  await db
    .insert(aiUsageLogs)
    .values([
      ai(s1.id, 300, ago(HOUR), 'weekly'),
      ai(s2.id, 10, ago(2 * DAY), 'text'),
      ai(s1.id, 300, ago(40 * DAY), 'weekly'),
    ]);
  await db.insert(tokenLedger).values([
    { userId: s1.id, amount: -300, kind: 'ai_debit', reference: 'ai:a', createdAt: ago(HOUR) },
    { userId: s2.id, amount: -10, kind: 'ai_debit', reference: 'ai:b', createdAt: ago(2 * DAY) },
    { userId: s1.id, amount: -300, kind: 'ai_debit', reference: 'ai:c', createdAt: ago(40 * DAY) },
  ]);
  await db.insert(weeklyReports).values([
    { studentId: s1.id, weekNumber: 1, status: 'SUBMITTED', createdAt: ago(DAY) },
    { studentId: s2.id, weekNumber: 1, status: 'DRAFT', createdAt: ago(DAY) },
    { studentId: s3.id, weekNumber: 1, status: 'APPROVED', createdAt: ago(60 * DAY) },
  ]);
  const day = (studentId: number, date: string, hours: number, createdAt: Date) => ({
    studentId,
    date,
    weekNumber: 1,
    description: 'Work',
    hoursSpent: hours,
    createdAt,
  });
  await db
    .insert(dailyReports)
    .values([
      day(s1.id, '2026-03-16', 8, ago(2 * DAY)),
      day(s1.id, '2026-03-17', 6.5, ago(DAY)),
      day(s2.id, '2026-03-17', 4, ago(HOUR)),
      day(s3.id, '2026-01-05', 8, ago(70 * DAY)),
    ]);
  const unban = await staff.send('POST', `${ADMIN_API}/users/actions/`, {
    user_ids: [s3.id],
    action: 'UNBAN',
    reason: 'Checked',
  });
  expect(unban.statusCode, unban.body).toBe(200);
});

async function read(url: string) {
  const response = await staff.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('dashboard stats', () => {
  it('counts users, weekly reports and tokens; lists the 5 newest users and AI uses', async () => {
    // Two payments wait for staff, one was decided: the Billing tile says "2 waiting".
    const payment = (userId: number, status: 'PENDING' | 'APPROVED') => ({
      userId,
      amountTsh: 1_000,
      tokens: 300,
      paymentMethod: 'DIRECT' as const,
      payerType: 'own' as const,
      phoneNumber: '0712345678',
      senderName: 'Sender',
      status,
    });
    await testApp.db
      .insert(paymentTransactions)
      .values([payment(s1.id, 'PENDING'), payment(s2.id, 'PENDING'), payment(s3.id, 'APPROVED')]);
    const body = await read(`${ADMIN_API}/dashboard/stats/`);
    expect(body).toMatchObject({
      total_users: 4,
      active_users: 4,
      // The staff account joined "now" by the database clock (after NOW), s1 and s2 today.
      new_users_this_week: 3,
      total_weekly_reports: 3,
      reports_this_week: 2,
      total_tokens_used: 610,
      tokens_this_week: 310,
      pending_payments: 2,
      user: { id: staff.id, first_name: 'Grace', is_staff: true },
    });
    expect(body.recent_users.map((user: { id: number }) => user.id)).toEqual([
      staff.id,
      s1.id,
      s2.id,
      s3.id,
    ]);
    expect(body.recent_ai_logs).toHaveLength(3);
    expect(body.recent_ai_logs[0]).toEqual({
      user__first_name: 'Asha',
      user__last_name: 'One',
      enhancement_type: 'full_report',
      tokens_consumed: 300,
      content_type: 'weekly',
      created_at: ago(HOUR).toISOString(),
    });
  });
});

describe('token analytics', () => {
  it('totals, the period (default 30 days), 14 chart days, types and top users', async () => {
    const body = await read(`${ADMIN_API}/tokens/analytics/`);
    expect(body).toMatchObject({
      days: 30,
      total_tokens: 610,
      period_tokens: 310,
      total_enhancements: 3,
      period_enhancements: 2,
      enhancement_usage: [
        { enhancement_type: 'full_report', count: 1, tokens: 300 },
        { enhancement_type: 'text', count: 1, tokens: 10 },
      ],
      content_usage: [
        { content_type: 'weekly', count: 1, tokens: 300 },
        { content_type: 'text', count: 1, tokens: 10 },
      ],
      user_usage: [
        { user_id: s1.id, first_name: 'Asha', tokens: 300, enhancements: 1 },
        { user_id: s2.id, first_name: 'Bakari', tokens: 10, enhancements: 1 },
      ],
    });
    expect(body.daily_usage).toHaveLength(14);
    expect(body.daily_usage[0]).toEqual({ date: '2026-03-05', tokens: 0, enhancements: 0 });
    expect(body.daily_usage[13]).toEqual({ date: '2026-03-18', tokens: 300, enhancements: 1 });
    expect(body.daily_usage[11]).toEqual({ date: '2026-03-16', tokens: 10, enhancements: 1 });
    const year = await read(`${ADMIN_API}/tokens/analytics/?days=90`);
    expect(year.period_tokens).toBe(610);
    expect(year.user_usage[0]).toMatchObject({ user_id: s1.id, tokens: 600, enhancements: 2 });
  });

  it('accepts only 7, 30, 90 or 365 days', async () => {
    expect((await staff.get(`${ADMIN_API}/tokens/analytics/?days=14`)).statusCode).toBe(400);
    expect((await staff.get(`${ADMIN_API}/reports/analytics/?days=abc`)).statusCode).toBe(400);
    expect((await read(`${ADMIN_API}/tokens/analytics/?days=365`)).days).toBe(365);
  });
});

describe('report analytics', () => {
  it('counts, completion rate, 14 chart days, programs and the most active students', async () => {
    const body = await read(`${ADMIN_API}/reports/analytics/?days=30`);
    expect(body).toMatchObject({
      days: 30,
      total_weekly_reports: 3,
      period_weekly_reports: 2,
      total_daily_reports: 4,
      period_daily_reports: 3,
      completion_rate: 50,
      program_stats: [
        { program: 'CIVIL', count: 2 },
        { program: 'MECHANICAL', count: 1 },
      ],
      user_report_activity: [
        { user_id: s1.id, username: s1.username, report_count: 2, total_hours: 14.5 },
        { user_id: s2.id, report_count: 1, total_hours: 4 },
      ],
    });
    expect(body.daily_reports_stats).toHaveLength(14);
    expect(body.daily_reports_stats[12]).toEqual({
      date: '2026-03-17',
      count: 2,
      total_hours: 10.5,
    });
    expect(body.daily_reports_stats[11]).toEqual({ date: '2026-03-16', count: 1, total_hours: 8 });
    const quarter = await read(`${ADMIN_API}/reports/analytics/?days=90`);
    expect(quarter.completion_rate).toBe(66.7);
    expect(quarter.period_daily_reports).toBe(4);
    expect(quarter.program_stats[0]).toEqual({ program: 'CIVIL', count: 3 });
  });

  it('answers staff who ask at the same moment alike, each period on its own', async () => {
    const urls = [7, 30, 30, 30, 90, 90].map(
      (days) => `${ADMIN_API}/reports/analytics/?days=${days}`,
    );
    const [week, ...rest] = await Promise.all(urls.map(read));
    expect(week.days).toBe(7);
    expect(rest.map((body) => [body.days, body.period_daily_reports])).toEqual([
      [30, 3],
      [30, 3],
      [30, 3],
      [90, 4],
      [90, 4],
    ]);
  });
});

describe('report analytics period', () => {
  const fresh = perSuite(buildAdminApp);
  it('counts the last 7 dates for 7 days, today included, as the users list does', async () => {
    const staff = await signedInStaff(fresh);
    const s = await student(fresh.db, { firstName: 'Period', lastName: 'Probe' });
    // One report on each of the 10 East Africa Time dates ending today.
    const dates = lastEatDays(NOW, 10);
    await fresh.db.insert(dailyReports).values(
      dates.map((date) => ({
        studentId: s.id,
        date,
        weekNumber: 1,
        description: 'Work',
        hoursSpent: 1,
      })),
    );
    const body = (await staff.get(`${ADMIN_API}/reports/analytics/?days=7`)).json();
    // It counted 8: the date 7 × 24 h ago, then every date since.
    expect(body.period_daily_reports).toBe(7);
    expect(body.user_report_activity[0]).toMatchObject({ report_count: 7, total_hours: 7 });
  });
});

describe('token analytics period', () => {
  const fresh = perSuite(buildAdminApp);
  it('counts the last 7 dates for 7 days, as report analytics beside it do', async () => {
    const staff = await signedInStaff(fresh);
    const s = await student(fresh.db, { firstName: 'Token', lastName: 'Probe' });
    // One enhancement a minute before the end (EAT) of each of the 10 dates ending today.
    const moments = lastEatDays(NOW, 10).map(
      (date) => new Date(eatMidnight(date, 1).getTime() - 60_000),
    );
    await fresh.db.insert(aiUsageLogs).values(
      moments.map((createdAt) => ({
        userId: s.id,
        contentType: 'text' as const,
        enhancementType: 'text',
        usageType: 'FULLFILLED' as const,
        tokensConsumed: 10,
        provider: 'local',
        model: 'm',
        durationMs: 1,
        createdAt,
      })),
    );
    await fresh.db.insert(tokenLedger).values(
      moments.map((createdAt, index) => ({
        userId: s.id,
        amount: -10,
        kind: 'ai_debit' as const,
        reference: `ai:period-${index}`,
        createdAt,
      })),
    );
    const body = (await staff.get(`${ADMIN_API}/tokens/analytics/?days=7`)).json();
    // A rolling 7 × 24 h window counted 8: the use late on the date 7 × 24 h ago as well.
    expect(body.period_enhancements).toBe(7);
    expect(body.period_tokens).toBe(70);
    const staffUsage = await staff.get('/api/billing/staff/token_usage/?days=7');
    expect(staffUsage.statusCode, staffUsage.body).toBe(200);
    expect(staffUsage.json().data).toMatchObject({ total_tokens_used: 70, enhancements: 7 });
  });
});

describe('top AI users', () => {
  const fresh = perSuite(buildAdminApp);
  it('leaves out an erased account, whose uses still count in the totals', async () => {
    const staff = await signedInStaff(fresh);
    const gone = await student(fresh.db, { firstName: 'Gone', lastName: 'Soon' });
    const kept = await student(fresh.db, { firstName: 'Still', lastName: 'Here' });
    const use = (userId: number, tokens: number) => ({
      userId,
      contentType: 'text' as const,
      enhancementType: 'text',
      usageType: 'FULLFILLED' as const,
      tokensConsumed: tokens,
      provider: 'local',
      model: 'm',
      durationMs: 1,
      createdAt: ago(HOUR),
    });
    await fresh.db.insert(aiUsageLogs).values([use(gone.id, 5000), use(kept.id, 10)]);
    const erase = await staff.send('POST', `${ADMIN_API}/users/actions/`, {
      user_ids: [gone.id],
      action: 'DELETE',
    });
    expect(erase.statusCode, erase.body).toBe(200);
    const body = (await staff.get(`${ADMIN_API}/tokens/analytics/?days=7`)).json();
    expect(body.user_usage.map((row: { user_id: number }) => row.user_id)).toEqual([kept.id]);
    expect(body.period_tokens).toBe(5010);
  });
});

describe('recent activity', () => {
  it('answers the four panels and the program distribution', async () => {
    const body = await read(`${ADMIN_API}/recent-activity/`);
    expect(body.recent_users[1]).toEqual({
      id: s1.id,
      first_name: 'Asha',
      last_name: 'One',
      username: s1.username,
      date_joined: ago(HOUR).toISOString(),
    });
    expect(body.recent_ai_logs).toHaveLength(3);
    expect(body.recent_actions).toEqual([
      {
        admin_user: 'Grace Staff',
        target_user: 'Chiku Three',
        action: 'UNBAN',
        reason: 'Checked',
        created_at: NOW.toISOString(),
      },
    ]);
    expect(body.recent_reports[0]).toEqual({
      student__first_name: 'Bakari',
      student__last_name: 'Two',
      student__username: s2.username,
      hours_spent: 4,
      date: '2026-03-17',
      created_at: ago(HOUR).toISOString(),
    });
    expect(body.recent_reports).toHaveLength(4);
    expect(body.program_stats).toEqual([
      { program: 'CIVIL', count: 2 },
      { program: 'MECHANICAL', count: 1 },
    ]);
    expect(body.industry_stats).toEqual([]);
    expect(body.generated_at).toBe(NOW.toISOString());
  });
});

// Last: the student it signs in would change the counts above.
describe('access', () => {
  it('401 without a token, 403 to a student on stats, analytics and activity', async () => {
    const learner = await signedInUser(testApp);
    await expectStaffOnly(testApp, learner.access, [
      ['GET', `${ADMIN_API}/dashboard/stats/`],
      ['GET', `${ADMIN_API}/tokens/analytics/`],
      ['GET', `${ADMIN_API}/reports/analytics/?days=7`],
      ['GET', `${ADMIN_API}/recent-activity/`],
    ]);
  });
});
