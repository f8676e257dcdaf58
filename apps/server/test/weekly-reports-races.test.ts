import { describe, expect, it } from 'vitest';
import { buildLogbookApp, dayOf, signedInStudent } from './helpers/logbook';
import { expectStatus, logDay } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildLogbookApp);

describe('changes racing a submit', () => {
  it('either land before the submit or are refused with 409, never fail', async () => {
    const student = await signedInStudent(testApp);
    const dailyIds: number[] = [];
    for (const weekday of [0, 1, 2] as const) {
      dailyIds.push((await logDay(student, dayOf(1, weekday), 8, `Day ${weekday} of work.`)).id);
    }
    await expectStatus(await student.call('POST', '/api/reports/weekly/', { week_number: 1 }), 201);
    const job = await expectStatus(
      await student.call('POST', '/api/reports/main-jobs/', {
        title: 'Pump overhaul',
        weekly_report: (
          await expectStatus(await student.call('GET', '/api/reports/weekly/week/1/'), 200)
        ).id,
      }),
      201,
    );
    const responses = await Promise.all([
      ...dailyIds.map((id, n) =>
        student.call('PUT', `/api/reports/daily/${id}/`, { hours_spent: 6 + n }),
      ),
      student.call('POST', '/api/reports/daily/', {
        date: dayOf(1, 3),
        hours_spent: 5,
        description: 'Thursday work.',
      }),
      student.call('PUT', '/api/reports/weekly/week/1/', { main_job_title: 'Pump repair' }),
      student.call('PUT', `/api/reports/main-jobs/${job.id}/`, { title: 'Pump rebuild' }),
      student.call('POST', `/api/reports/main-jobs/${job.id}/operations/`, {
        operation_description: 'Dismantle the pump',
      }),
      student.call('PATCH', '/api/reports/weekly/week/1/submit/'),
    ]);
    for (const response of responses) {
      expect([200, 201, 409], response.body).toContain(response.statusCode);
    }
    const week = await expectStatus(await student.call('GET', '/api/reports/weekly/week/1/'), 200);
    expect(week.status).toBe('SUBMITTED');
    expect(week.daily_reports.every((daily: { is_submitted: boolean }) => daily.is_submitted)).toBe(
      true,
    );
    expect(week.main_job_title).toBe(week.main_job.title);
  });
});
