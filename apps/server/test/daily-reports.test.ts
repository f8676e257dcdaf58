import { MESSAGES } from '@ptlog/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildLogbookApp,
  dayOf,
  logbookSnapshot,
  signedInStudent,
  TODAY,
  type TStudentClient,
} from './helpers/logbook';
import { expectRefused } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildLogbookApp);

const entry = (
  date: string,
  hours = 8,
  description = 'Installed a new cable tray in the workshop.',
) => ({
  date,
  hours_spent: hours,
  description,
});

async function createDaily(student: TStudentClient, body: object) {
  const response = await student.call('POST', '/api/reports/daily/', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; [key: string]: unknown };
}

describe('POST /api/reports/daily/', () => {
  it('needs a signed-in user', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/reports/daily/',
      payload: entry(dayOf(1, 0)),
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 201 with the report, filed under the week of its date', async () => {
    const student = await signedInStudent(testApp, { firstName: 'Neema', lastName: 'Kweka' });
    const created = await createDaily(student, {
      ...entry(dayOf(2, 1), 7.5, "  Replaced the motor's belt & tested R&D rig <ok>  "),
      week_number: 7,
    });
    expect(created).toMatchObject({
      date: '2026-03-10',
      week_number: 2,
      hours_spent: 7.5,
      description: "Replaced the motor's belt & tested R&D rig <ok>",
      is_submitted: false,
      is_editable: true,
      student_name: 'Neema Kweka',
      skills_learned: '',
      challenges_faced: '',
      supervisor_feedback: '',
    });
    expect(Object.keys(created).sort()).toEqual(
      [
        'id',
        'date',
        'week_number',
        'description',
        'hours_spent',
        'is_submitted',
        'is_editable',
        'student_name',
        'skills_learned',
        'challenges_faced',
        'supervisor_feedback',
        'created_at',
        'updated_at',
      ].sort(),
    );
    expect(new Date(created.created_at as string).toISOString()).toBe(created.created_at);
  });

  it('accepts today and a day of week 1, without a trailing slash too', async () => {
    const student = await signedInStudent(testApp);
    await createDaily(student, entry(TODAY));
    const response = await student.call('POST', '/api/reports/daily', entry(dayOf(1, 0), 0));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ week_number: 1, hours_spent: 0 });
  });

  it("logs the placement's today when no date is sent (spec 1 §3)", async () => {
    const student = await signedInStudent(testApp);
    const created = await createDaily(student, { hours_spent: 6, description: 'Fitted a relay.' });
    expect(created).toMatchObject({ date: TODAY, week_number: 3, hours_spent: 6 });
  });

  it('logs 0 hours when none are sent (spec 1 §3: hours_spent defaults to 0)', async () => {
    const student = await signedInStudent(testApp);
    const { hours_spent: _hours, ...unhoured } = entry(dayOf(1, 3));
    const created = await createDaily(student, unhoured);
    expect(created).toMatchObject({ date: unhoured.date, hours_spent: 0 });
    const week = await student.call('GET', '/api/reports/daily/week/?week_number=1');
    expect(week.json()).toMatchObject({ total_hours: 0, results: [{ hours_spent: 0 }] });
  });

  it.each([
    ['hours above 12', { hours_spent: 12.5 }, 'hours_spent', MESSAGES.daily.hoursTooMany],
    ['negative hours', { hours_spent: -1 }, 'hours_spent', MESSAGES.daily.hoursPositive],
    [
      'hours off the half-hour step',
      { hours_spent: 7.25 },
      'hours_spent',
      MESSAGES.daily.hoursStep,
    ],
    ['null hours', { hours_spent: null }, 'hours_spent', MESSAGES.daily.hoursRequired],
    ['a blank description', { description: '   ' }, 'description', MESSAGES.daily.descriptionEmpty],
    [
      'a wordless description',
      { description: '!!! ...' },
      'description',
      MESSAGES.daily.descriptionNoWord,
    ],
    [
      'an over-long description',
      { description: 'x'.repeat(1001) },
      'description',
      MESSAGES.daily.descriptionTooLong,
    ],
    ['a blank date', { date: ' ' }, 'date', MESSAGES.daily.dateRequired],
    ['an impossible date', { date: '2026-02-30' }, 'date', MESSAGES.daily.dateInvalid],
  ])('refuses %s with 400 and the field message', async (_name, change, field, message) => {
    const student = await signedInStudent(testApp);
    const before = await logbookSnapshot(testApp.db);
    const response = await student.call('POST', '/api/reports/daily/', {
      ...entry(dayOf(1, 2)),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      errors: { [field]: [message] },
    });
    expect(await logbookSnapshot(testApp.db)).toEqual(before);
  });

  it.each([
    ['before the placement', '2026-02-27', MESSAGES.daily.dateOutsidePlacement],
    // A weekend inside the weeks is no date outside them: the message says what can be logged.
    ['on a Saturday of week 1', '2026-03-07', MESSAGES.daily.weekendDate],
    ['on a Sunday of week 3', '2026-03-15', MESSAGES.daily.weekendDate],
    ['after week 8', '2026-04-27', MESSAGES.daily.dateOutsidePlacement],
    ['on a Saturday after week 8', '2026-05-02', MESSAGES.daily.dateOutsidePlacement],
  ])('refuses a date %s', async (_name, date, message) => {
    const student = await signedInStudent(testApp);
    const error = await expectRefused(
      testApp.db,
      student,
      ['POST', '/api/reports/daily/', entry(date)],
      400,
      message,
    );
    expect(error).toMatchObject({ code: 'validation_error', errors: { date: [message] } });
  });

  it('refuses a future day of the current week', async () => {
    const student = await signedInStudent(testApp);
    const error = await expectRefused(
      testApp.db,
      student,
      ['POST', '/api/reports/daily/', entry(dayOf(3, 3))],
      400,
      MESSAGES.daily.futureDate,
    );
    expect(error.errors).toEqual({ date: [MESSAGES.daily.futureDate] });
  });

  it('refuses a second report for the same date with 409', async () => {
    const student = await signedInStudent(testApp);
    await createDaily(student, entry(dayOf(1, 1)));
    const error = await expectRefused(
      testApp.db,
      student,
      ['POST', '/api/reports/daily/', entry(dayOf(1, 1), 4, 'Another try at the same day.')],
      409,
      MESSAGES.daily.duplicateDate,
    );
    expect(error.code).toBe('conflict');
  });

  it('lets exactly one of two simultaneous reports for a date through', async () => {
    const student = await signedInStudent(testApp);
    const responses = await Promise.all(
      [1, 2, 3].map((n) =>
        student.call('POST', '/api/reports/daily/', entry(dayOf(2, 4), n, `Attempt number ${n}`)),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().detail).toBe(MESSAGES.daily.duplicateDate);
    }
    const list = await student.call('GET', '/api/reports/daily/?week_number=2');
    expect(list.json().count).toBe(1);
  });

  it('lets two students log the same date', async () => {
    const first = await signedInStudent(testApp);
    const second = await signedInStudent(testApp);
    await createDaily(first, entry(dayOf(1, 3)));
    await createDaily(second, entry(dayOf(1, 3)));
  });
});

describe('GET /api/reports/daily/ and /daily/week/', () => {
  let student: TStudentClient;
  beforeAll(async () => {
    student = await signedInStudent(testApp);
    await createDaily(student, entry(dayOf(2, 2), 6));
    await createDaily(student, entry(dayOf(1, 4), 8));
    await createDaily(student, entry(dayOf(2, 0), 7.5));
    // Someone else's report never shows up.
    const other = await signedInStudent(testApp);
    await createDaily(other, entry(dayOf(2, 1), 5));
  });

  it('lists my reports by date as {count, results}', async () => {
    const response = await student.call('GET', '/api/reports/daily/');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(3);
    expect(body.results.map((report: { date: string }) => report.date)).toEqual([
      '2026-03-06',
      '2026-03-09',
      '2026-03-11',
    ]);
  });

  it('filters by week and paginates', async () => {
    const week = await student.call('GET', '/api/reports/daily/?week_number=2');
    expect(week.json().count).toBe(2);
    expect(
      week.json().results.map((report: { week_number: number }) => report.week_number),
    ).toEqual([2, 2]);
    const page = await student.call('GET', '/api/reports/daily/?page=2&page_size=2');
    expect(page.json()).toMatchObject({ count: 3, results: [{ date: '2026-03-11' }] });
    // A page past the end still says how many there are.
    const beyond = await student.call('GET', '/api/reports/daily/?page=3&page_size=2');
    expect(beyond.json()).toEqual({ count: 3, results: [] });
  });

  it('refuses a week outside 1..8', async () => {
    for (const week of ['0', '9', 'abc']) {
      const response = await student.call('GET', `/api/reports/daily/?week_number=${week}`);
      expect(response.statusCode, week).toBe(400);
      expect(response.json().errors.week_number).toEqual([MESSAGES.weekly.weekNotFound]);
    }
  });

  it("answers a week's reports with its dates and total hours", async () => {
    const response = await student.call('GET', '/api/reports/daily/week/?week_number=2');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      week_number: 2,
      start_date: '2026-03-09',
      end_date: '2026-03-13',
      total_hours: 13.5,
      count: 2,
      results: [
        { date: '2026-03-09', hours_spent: 7.5 },
        { date: '2026-03-11', hours_spent: 6 },
      ],
    });
    const empty = await student.call('GET', '/api/reports/daily/week/?week_number=5');
    expect(empty.json()).toMatchObject({ count: 0, results: [], total_hours: 0 });
    const missing = await student.call('GET', '/api/reports/daily/week/');
    expect(missing.statusCode).toBe(400);
  });
});

describe('PUT /api/reports/daily/{id}/ and PATCH …/submit/', () => {
  it('changes hours and description, only the fields sent', async () => {
    const student = await signedInStudent(testApp);
    const created = await createDaily(student, entry(dayOf(1, 0), 8));
    const hours = await student.call('PUT', `/api/reports/daily/${created.id}/`, {
      hours_spent: 6.5,
    });
    expect(hours.statusCode).toBe(200);
    expect(hours.json()).toMatchObject({ hours_spent: 6.5, description: created.description });
    const text = await student.call('PUT', `/api/reports/daily/${created.id}`, {
      description: '  Wired the control panel.  ',
    });
    expect(text.json()).toMatchObject({
      hours_spent: 6.5,
      description: 'Wired the control panel.',
    });
  });

  it('keeps the stored hours when an update sends none (no default on update)', async () => {
    const student = await signedInStudent(testApp);
    const created = await createDaily(student, entry(dayOf(1, 4), 7.5));
    const updated = await student.call('PUT', `/api/reports/daily/${created.id}/`, {
      description: 'Calibrated the pressure gauges.',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      hours_spent: 7.5,
      description: 'Calibrated the pressure gauges.',
    });
    const listed = await student.call('GET', '/api/reports/daily/?week_number=1');
    expect(listed.json().results).toEqual([
      expect.objectContaining({ id: created.id, hours_spent: 7.5 }),
    ]);
  });

  it('refuses bad input and leaves the report as it was', async () => {
    const student = await signedInStudent(testApp);
    const created = await createDaily(student, entry(dayOf(1, 0)));
    const error = await expectRefused(
      testApp.db,
      student,
      ['PUT', `/api/reports/daily/${created.id}/`, { hours_spent: 13 }],
      400,
      MESSAGES.generic.validationFailed,
    );
    expect(error.errors).toEqual({ hours_spent: [MESSAGES.daily.hoursTooMany] });
  });

  it("answers 404 for another student's report, and for no report", async () => {
    const owner = await signedInStudent(testApp);
    const other = await signedInStudent(testApp);
    const created = await createDaily(owner, entry(dayOf(1, 0)));
    await expectRefused(
      testApp.db,
      other,
      ['PUT', `/api/reports/daily/${created.id}/`, { hours_spent: 1 }],
      404,
      MESSAGES.daily.notFound,
    );
    await expectRefused(
      testApp.db,
      other,
      ['PATCH', `/api/reports/daily/${created.id}/submit/`],
      404,
      MESSAGES.daily.notFound,
    );
    await expectRefused(
      testApp.db,
      owner,
      ['PUT', '/api/reports/daily/2147483647/', { hours_spent: 1 }],
      404,
      MESSAGES.daily.notFound,
    );
    const huge = await owner.call('PUT', '/api/reports/daily/99999999999/', { hours_spent: 1 });
    expect(huge.statusCode).toBe(400);
  });

  it('submits once (idempotent) and then refuses changes with 409', async () => {
    const student = await signedInStudent(testApp);
    const created = await createDaily(student, entry(dayOf(1, 0)));
    const submitted = await student.call('PATCH', `/api/reports/daily/${created.id}/submit/`);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({
      id: created.id,
      is_submitted: true,
      is_editable: false,
    });
    const again = await student.call('PATCH', `/api/reports/daily/${created.id}/submit/`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ is_submitted: true, is_editable: false });
    const error = await expectRefused(
      testApp.db,
      student,
      ['PUT', `/api/reports/daily/${created.id}/`, { hours_spent: 2 }],
      409,
      MESSAGES.daily.submitted,
    );
    expect(error.code).toBe('report_locked');
  });
});
