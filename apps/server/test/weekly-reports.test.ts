import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { weeklyReports } from '../src/db/schema';
import { buildLogbookApp, dayOf, signedInStudent, type TStudentClient } from './helpers/logbook';
import { expectRefused, expectStatus, logDay, type TRefusedCall } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildLogbookApp);

describe('creating a weekly report', () => {
  it('answers 201 with dates from the calendar and an empty week', async () => {
    const student = await signedInStudent(testApp);
    const body = await expectStatus(
      await student.call('POST', '/api/reports/weekly/', {
        week_number: 2,
        start_date: '1999-01-01',
        end_date: '1999-01-05',
        summary: '  Wiring week ',
        main_job_title: 'Control panel',
        main_job_description: 'Wiring a DOL starter panel',
      }),
      201,
    );
    expect(body).toEqual({
      id: expect.any(Number),
      week_number: 2,
      start_date: '2026-03-09',
      end_date: '2026-03-13',
      total_hours: 0,
      status: 'DRAFT',
      summary: 'Wiring week',
      main_job_title: 'Control panel',
      main_job_description: 'Wiring a DOL starter panel',
      // The title sent creates the week's main job, so its operations can be written at once.
      main_job: {
        id: expect.any(Number),
        weekly_report: expect.any(Number),
        title: 'Control panel',
        description: 'Wiring a DOL starter panel',
        operations: [],
      },
      daily_reports: [],
      daily_monday: '',
      daily_tuesday: '',
      daily_wednesday: '',
      daily_thursday: '',
      daily_friday: '',
      hours_monday: 0,
      hours_tuesday: 0,
      hours_wednesday: 0,
      hours_thursday: 0,
      hours_friday: 0,
      is_enhanced: false,
      enhancement_date: null,
      completion: 0,
      signoff: {
        state: 'draft',
        sent_at: null,
        sent_to: null,
        expires_at: null,
        approved_by: null,
        approved_position: null,
        approved_at: null,
        approval_comment: null,
        returned_by: null,
        returned_at: null,
        return_comment: null,
      },
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(body.main_job.weekly_report).toBe(body.id);
  });

  it('refuses a second report for the week with 409', async () => {
    const student = await signedInStudent(testApp);
    await expectStatus(await student.call('POST', '/api/reports/weekly/', { week_number: 4 }), 201);
    const error = await expectRefused(
      testApp.db,
      student,
      ['POST', '/api/reports/weekly/', { week_number: 4, summary: 'again' }],
      409,
      MESSAGES.weekly.alreadyExists,
    );
    expect(error.code).toBe('conflict');
  });

  it('refuses bad input', async () => {
    const student = await signedInStudent(testApp);
    for (const week of [0, 9, 2.5, 'x']) {
      const error = await expectRefused(
        testApp.db,
        student,
        ['POST', '/api/reports/weekly/', { week_number: week }],
        400,
        MESSAGES.generic.validationFailed,
      );
      expect(error.errors).toEqual({ week_number: [MESSAGES.weekly.weekNotFound] });
    }
    const error = await expectRefused(
      testApp.db,
      student,
      ['POST', '/api/reports/weekly/', { week_number: 1, summary: 'x'.repeat(5001) }],
      400,
      MESSAGES.generic.validationFailed,
    );
    expect(error.errors).toEqual({ summary: [MESSAGES.weekly.summaryTooLong] });
  });

  it('lets every student have their own report for a week', async () => {
    const first = await signedInStudent(testApp);
    const second = await signedInStudent(testApp);
    await expectStatus(await first.call('POST', '/api/reports/weekly/', { week_number: 1 }), 201);
    await expectStatus(await second.call('POST', '/api/reports/weekly/', { week_number: 1 }), 201);
  });
});

describe('the week read from its daily reports', () => {
  let student: TStudentClient;
  let mondayId: number;
  beforeAll(async () => {
    student = await signedInStudent(testApp, { firstName: 'Amina', lastName: 'Mushi' });
    mondayId = (await logDay(student, dayOf(2, 0), 8, 'Earthing of the new transformer.')).id;
    await logDay(student, dayOf(2, 2), 6.5, 'Installed the workshop lighting circuit.');
    await logDay(student, dayOf(1, 4), 4, 'A week 1 entry that must not count.');
    await expectStatus(await student.call('POST', '/api/reports/weekly/', { week_number: 2 }), 201);
  });

  it('sums the hours and fills the day columns', async () => {
    const body = await expectStatus(await student.call('GET', '/api/reports/weekly/week/2/'), 200);
    expect(body).toMatchObject({
      total_hours: 14.5,
      daily_monday: 'Earthing of the new transformer.',
      hours_monday: 8,
      daily_tuesday: '',
      hours_tuesday: 0,
      daily_wednesday: 'Installed the workshop lighting circuit.',
      hours_wednesday: 6.5,
      daily_friday: '',
      hours_friday: 0,
      // 80% × 2 reports / 5 days.
      completion: 32,
    });
    expect(body.daily_reports).toEqual([
      expect.objectContaining({
        date: '2026-03-09',
        student_name: 'Amina Mushi',
        is_editable: true,
      }),
      expect.objectContaining({ date: '2026-03-11', hours_spent: 6.5 }),
    ]);
  });

  it('follows later changes of the daily reports', async () => {
    await expectStatus(
      await student.call('PUT', `/api/reports/daily/${mondayId}/`, { hours_spent: 9.5 }),
      200,
    );
    await logDay(student, dayOf(2, 1), 3, 'Inspection of the distribution board.');
    const body = await expectStatus(await student.call('GET', '/api/reports/weekly/week/2'), 200);
    expect(body).toMatchObject({
      total_hours: 19,
      hours_monday: 9.5,
      hours_tuesday: 3,
      daily_tuesday: 'Inspection of the distribution board.',
      completion: 48,
    });
  });

  it('lists my reports by week as {count, results}', async () => {
    await expectStatus(await student.call('POST', '/api/reports/weekly/', { week_number: 1 }), 201);
    const body = await expectStatus(await student.call('GET', '/api/reports/weekly/'), 200);
    expect(body.count).toBe(2);
    expect(body.results.map((report: { week_number: number }) => report.week_number)).toEqual([
      1, 2,
    ]);
    expect(body.results[0]).toMatchObject({ total_hours: 4, hours_friday: 4 });
    // A page holds its share and the whole count; a page past the end still counts them all.
    const second = await student.call('GET', '/api/reports/weekly/?page=2&page_size=1');
    const page = await expectStatus(second, 200);
    expect(page.count).toBe(2);
    expect(page.results.map((report: { week_number: number }) => report.week_number)).toEqual([2]);
    const beyond = await student.call('GET', '/api/reports/weekly/?page=3&page_size=1');
    expect(await expectStatus(beyond, 200)).toMatchObject({ count: 2, results: [] });
  });
});

describe('POST /api/reports/weekly/generate/', () => {
  it("creates the week's report from its entries (201), then answers it (200)", async () => {
    const student = await signedInStudent(testApp);
    await logDay(student, dayOf(3, 0), 8, 'Replaced the conveyor bearing.');
    const created = await expectStatus(
      await student.call('POST', '/api/reports/weekly/generate/', { week_number: 3 }),
      201,
    );
    expect(created).toMatchObject({
      week_number: 3,
      status: 'DRAFT',
      start_date: '2026-03-16',
      end_date: '2026-03-20',
      total_hours: 8,
      daily_monday: 'Replaced the conveyor bearing.',
    });
    const again = await expectStatus(
      await student.call('POST', '/api/reports/weekly/generate', { week_number: 3 }),
      200,
    );
    expect(again.id).toBe(created.id);
    for (const body of [{ week_number: 9 }, {}]) {
      await expectRefused(
        testApp.db,
        student,
        ['POST', '/api/reports/weekly/generate/', body],
        400,
        MESSAGES.generic.validationFailed,
      );
    }
  });
});

describe('GET and PUT /api/reports/weekly/week/{week}/', () => {
  it('answers a week without a report with its logged days (ADR 9); writes to it 404', async () => {
    const student = await signedInStudent(testApp);
    const empty = expectStatus(await student.call('GET', '/api/reports/weekly/week/5/'), 200);
    expect(empty).toMatchObject({
      id: null,
      status: null,
      week_number: 5,
      start_date: dayOf(5, 0),
      end_date: dayOf(5, 4),
      total_hours: 0,
      daily_reports: [],
      completion: 0,
    });
    await logDay(student, dayOf(2, 0), 8, 'Serviced the transformer.');
    await logDay(student, dayOf(2, 2), 6.5, 'Tested the relays.');
    const logged = expectStatus(await student.call('GET', '/api/reports/weekly/week/2/'), 200);
    expect(logged).toMatchObject({
      id: null,
      week_number: 2,
      total_hours: 14.5,
      daily_monday: 'Serviced the transformer.',
      hours_wednesday: 6.5,
      daily_tuesday: '',
      completion: 32,
    });
    expect(logged.daily_reports).toHaveLength(2);
    const calls: TRefusedCall[] = [
      ['PUT', '/api/reports/weekly/week/5/', { summary: 'x' }],
      ['PATCH', '/api/reports/weekly/week/5/submit/'],
    ];
    for (const call of calls) {
      await expectRefused(testApp.db, student, call, 404, MESSAGES.weekly.notFound);
    }
  });

  it('refuses a week outside 1..8 in the path', async () => {
    const student = await signedInStudent(testApp);
    for (const week of ['0', '9', 'abc']) {
      const response = await student.call('GET', `/api/reports/weekly/week/${week}/`);
      expect(response.statusCode, week).toBe(400);
      expect(response.json().errors).toEqual({ week: [MESSAGES.weekly.weekNotFound] });
    }
  });

  it("never shows another student's report", async () => {
    const owner = await signedInStudent(testApp);
    const other = await signedInStudent(testApp);
    await expectStatus(
      await owner.call('POST', '/api/reports/weekly/', { week_number: 6, summary: 'Mine' }),
      201,
    );
    const theirs = expectStatus(await other.call('GET', '/api/reports/weekly/week/6/'), 200);
    expect(theirs).toMatchObject({ id: null, daily_reports: [] });
    expect(theirs.summary).toBeUndefined();
    await expectRefused(
      testApp.db,
      other,
      ['PUT', '/api/reports/weekly/week/6/', { summary: 'Theirs' }],
      404,
      MESSAGES.weekly.notFound,
    );
    expect((await expectStatus(await other.call('GET', '/api/reports/weekly/'), 200)).count).toBe(
      0,
    );
  });

  it('changes only the texts sent', async () => {
    const student = await signedInStudent(testApp);
    await expectStatus(
      await student.call('POST', '/api/reports/weekly/', { week_number: 1, summary: 'First' }),
      201,
    );
    const body = await expectStatus(
      await student.call('PUT', '/api/reports/weekly/week/1/', {
        main_job_title: ' Audio amplifier ',
        main_job_description: 'Built a small amplifier',
        status: 'APPROVED',
      }),
      200,
    );
    expect(body).toMatchObject({
      summary: 'First',
      main_job_title: 'Audio amplifier',
      main_job_description: 'Built a small amplifier',
      status: 'DRAFT',
      main_job: { title: 'Audio amplifier', description: 'Built a small amplifier' },
    });
    const error = await expectRefused(
      testApp.db,
      student,
      ['PUT', '/api/reports/weekly/week/1/', { main_job_title: 'x'.repeat(1001) }],
      400,
      MESSAGES.generic.validationFailed,
    );
    expect(error.errors).toEqual({ main_job_title: [MESSAGES.weekly.textTooLong] });
  });
});

describe('PATCH /api/reports/weekly/week/{week}/submit/', () => {
  it('submits a draft, locks the week and its daily reports, and is idempotent', async () => {
    const student = await signedInStudent(testApp);
    await logDay(student, dayOf(1, 0), 8, 'Cable installation and motor test.');
    await expectStatus(
      await student.call('POST', '/api/reports/weekly/', { week_number: 1, summary: 'Draft' }),
      201,
    );
    const submitted = await expectStatus(
      await student.call('PATCH', '/api/reports/weekly/week/1/submit/', {}),
      200,
    );
    expect(submitted).toMatchObject({ status: 'SUBMITTED', completion: 100 });
    expect(submitted.daily_reports).toEqual([
      expect.objectContaining({ is_submitted: true, is_editable: false }),
    ]);
    const again = await expectStatus(
      await student.call('PATCH', '/api/reports/weekly/week/1/submit/'),
      200,
    );
    expect(again).toMatchObject({ id: submitted.id, status: 'SUBMITTED' });

    const error = await expectRefused(
      testApp.db,
      student,
      ['PUT', '/api/reports/weekly/week/1/', { summary: 'Changed after submitting' }],
      409,
      MESSAGES.weekly.locked,
    );
    expect(error.code).toBe('report_locked');
  });

  it('keeps an approved week read-only and approved', async () => {
    const student = await signedInStudent(testApp);
    const created = await expectStatus(
      await student.call('POST', '/api/reports/weekly/', { week_number: 2 }),
      201,
    );
    await testApp.db
      .update(weeklyReports)
      .set({ status: 'APPROVED' })
      .where(eq(weeklyReports.id, created.id));
    await expectRefused(
      testApp.db,
      student,
      ['PUT', '/api/reports/weekly/week/2/', { summary: 'x' }],
      409,
      MESSAGES.weekly.locked,
    );
    const submitted = await expectStatus(
      await student.call('PATCH', '/api/reports/weekly/week/2/submit/'),
      200,
    );
    expect(submitted.status).toBe('APPROVED');
  });
});
