import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, weeklyReports } from '../src/db/schema';
import { bearer, register } from './helpers/accounts';
import { buildLogbookApp, dayOf, signedInStudent, type TStudentClient } from './helpers/logbook';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildLogbookApp);

const URL = '/api/billing/dashboard/dashboard_data/';

async function logDay(student: TStudentClient, date: string, hours = 8) {
  const response = await student.call('POST', '/api/reports/daily/', {
    date,
    hours_spent: hours,
    description: `Work of ${date}`,
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function createWeek(student: TStudentClient, week: number, summary = '') {
  const response = await student.call('POST', '/api/reports/weekly/', {
    week_number: week,
    summary,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

describe('GET /api/billing/dashboard/dashboard_data/', () => {
  it('needs a signed-in, verified user', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const unverified = await signedInStudent(testApp, { emailVerified: false });
    const response = await unverified.call('GET', URL);
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(MESSAGES.access.emailNotVerified);
  });

  it('answers zero counts for a new student', async () => {
    const student = await signedInStudent(testApp, {
      firstName: 'Baraka',
      lastName: 'Juma',
      email: 'baraka.juma@example.test',
    });
    const response = await student.call('GET', URL);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: student.id,
        first_name: 'Baraka',
        last_name: 'Juma',
        email: 'baraka.juma@example.test',
      },
      stats: {
        daily_reports: 0,
        weekly_reports: 0,
        submitted_weekly_reports: 0,
        general_report_status: 'pending',
      },
      profile_complete: false,
      current_week: 3,
      recent_daily_reports: [],
      recent_weekly_reports: [],
    });
  });

  it('counts my reports only and lists the 3 newest of each', async () => {
    const student = await signedInStudent(testApp);
    await logDay(student, dayOf(1, 0));
    await logDay(student, dayOf(2, 3), 6);
    await logDay(student, dayOf(1, 4));
    await logDay(student, dayOf(3, 1), 7.5);
    for (const week of [1, 2, 3, 4]) await createWeek(student, week, `Summary of week ${week}`);
    const approvedId = await createWeek(student, 5);
    await testApp.db
      .update(weeklyReports)
      .set({ status: 'APPROVED' })
      .where(eq(weeklyReports.id, approvedId));
    expect((await student.call('PATCH', '/api/reports/weekly/week/2/submit/')).statusCode).toBe(
      200,
    );

    const other = await signedInStudent(testApp);
    await logDay(other, dayOf(3, 2));
    await createWeek(other, 6);

    const body = (await student.call('GET', URL)).json();
    expect(body.stats).toEqual({
      daily_reports: 4,
      weekly_reports: 5,
      submitted_weekly_reports: 2,
      general_report_status: 'pending',
    });
    expect(body.recent_daily_reports.map((report: { date: string }) => report.date)).toEqual([
      '2026-03-17',
      '2026-03-12',
      '2026-03-06',
    ]);
    expect(body.recent_daily_reports[0]).toMatchObject({ hours_spent: 7.5, is_editable: true });
    expect(body.recent_daily_reports[1]).toMatchObject({ is_submitted: true, is_editable: false });
    expect(
      body.recent_weekly_reports.map((report: { week_number: number; status: string }) => [
        report.week_number,
        report.status,
      ]),
    ).toEqual([
      [5, 'APPROVED'],
      [4, 'DRAFT'],
      [3, 'DRAFT'],
    ]);
    expect(body.recent_weekly_reports[2]).toMatchObject({
      summary: 'Summary of week 3',
      total_hours: 7.5,
      start_date: '2026-03-16',
    });
  });

  it('says whether the profile is complete', async () => {
    const { answer } = await register(testApp.app);
    await testApp.db.update(users).set({ emailVerified: true }).where(eq(users.id, answer.user.id));
    const headers = bearer(answer.access);
    const complete = await testApp.app.inject({ method: 'GET', url: URL, headers });
    expect(complete.json().profile_complete).toBe(true);

    const cleared = await testApp.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/',
      headers,
      payload: { first_name: 'Neema', last_name: 'Kweka', supervisor_email: '' },
    });
    expect(cleared.statusCode).toBe(200);
    const incomplete = await testApp.app.inject({ method: 'GET', url: URL, headers });
    expect(incomplete.json().profile_complete).toBe(false);
  });
});
