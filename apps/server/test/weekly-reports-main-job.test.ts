// The spec's weekly create and update carry main_job_title: a title names the week's main job (its
// operations can then be written), and renaming it keeps the one job.
import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { buildLogbookApp, signedInStudent } from './helpers/logbook';
import { expectRefused, expectStatus, mainJob, weeklyReport } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildLogbookApp);

describe("a main job title set through the week's texts", () => {
  it('creates no main job without a title, nor for a blank one', async () => {
    const student = await signedInStudent(testApp);
    for (const [week, title] of [
      [5, undefined],
      [6, '   '],
    ] as const) {
      const body = await expectStatus(
        await student.call('POST', '/api/reports/weekly/', {
          week_number: week,
          main_job_title: title,
          main_job_description: 'Not yet named',
        }),
        201,
      );
      expect(body).toMatchObject({ main_job_title: '', main_job: null });
    }
  });

  it("creates the week's main job once, then renames it", async () => {
    const student = await signedInStudent(testApp);
    await expectStatus(
      await student.call('POST', '/api/reports/weekly/', {
        week_number: 2,
        main_job_description: 'Rewinding a 3-phase motor',
      }),
      201,
    );
    // A description alone names no job yet.
    const described = await expectStatus(
      await student.call('PUT', '/api/reports/weekly/week/2/', { summary: 'Motors' }),
      200,
    );
    expect(described.main_job).toBeNull();

    const titled = await expectStatus(
      await student.call('PUT', '/api/reports/weekly/week/2/', {
        main_job_title: 'Motor rewinding',
      }),
      200,
    );
    expect(titled.main_job).toEqual({
      id: expect.any(Number),
      weekly_report: titled.id,
      title: 'Motor rewinding',
      description: 'Rewinding a 3-phase motor',
      operations: [],
    });
    // Its operations can be written at once.
    await expectStatus(
      await student.call('POST', `/api/reports/main-jobs/${titled.main_job.id}/operations/`, {
        operation_description: 'Strip the old winding',
      }),
      201,
    );

    const renamed = await expectStatus(
      await student.call('PUT', '/api/reports/weekly/week/2/', { main_job_title: 'Motor rebuild' }),
      200,
    );
    expect(renamed.main_job).toMatchObject({ id: titled.main_job.id, title: 'Motor rebuild' });
    expect(renamed.main_job.operations).toHaveLength(1);
    const jobs = await expectStatus(
      await student.call('GET', `/api/reports/main-jobs/?weekly_report=${titled.id}`),
      200,
    );
    expect(jobs.count).toBe(1);
  });

  it('creates nothing in a submitted week', async () => {
    const student = await signedInStudent(testApp);
    await expectStatus(await student.call('POST', '/api/reports/weekly/', { week_number: 2 }), 201);
    await expectStatus(await student.call('PATCH', '/api/reports/weekly/week/2/submit/'), 200);
    await expectRefused(
      testApp.db,
      student,
      ['PUT', '/api/reports/weekly/week/2/', { main_job_title: 'Too late' }],
      409,
      MESSAGES.weekly.locked,
    );
  });
});

describe('a blank main job title', () => {
  const required = MESSAGES.weekly.mainJobTitleRequired;

  it("is refused for a week's main job, and nothing of the update is written", async () => {
    const student = await signedInStudent(testApp);
    await expectStatus(
      await student.call('POST', '/api/reports/weekly/', {
        week_number: 4,
        summary: 'Serviced the compressor',
        main_job_title: 'Compressor service',
      }),
      201,
    );
    for (const title of ['', '   ']) {
      const error = await expectRefused(
        testApp.db,
        student,
        [
          'PUT',
          '/api/reports/weekly/week/4/',
          { summary: 'Half applied?', main_job_title: title, main_job_description: 'Changed' },
        ],
        400,
        required,
      );
      expect(error).toMatchObject({
        code: 'validation_error',
        errors: { main_job_title: [required] },
      });
    }
    const week = await expectStatus(await student.call('GET', '/api/reports/weekly/week/4/'), 200);
    expect(week).toMatchObject({
      summary: 'Serviced the compressor',
      main_job_title: 'Compressor service',
      main_job_description: '',
      main_job: { title: 'Compressor service', description: '' },
    });
  });

  it('is refused by the main job routes too', async () => {
    const student = await signedInStudent(testApp);
    const { weeklyId, jobId } = await mainJob(student, 5, 'Panel wiring');
    for (const request of [
      ['PUT', `/api/reports/main-jobs/${jobId}/`, { title: ' ', description: 'Changed' }],
      ['PUT', `/api/reports/main-jobs/${jobId}/`, { description: 'Changed' }],
    ] as const) {
      const error = await expectRefused(
        testApp.db,
        student,
        [...request],
        400,
        MESSAGES.generic.validationFailed,
      );
      expect(error.errors).toEqual({ title: [required] });
    }
    const other = await weeklyReport(student, 6);
    const error = await expectRefused(
      testApp.db,
      student,
      ['POST', '/api/reports/main-jobs/', { title: '', weekly_report: other }],
      400,
      MESSAGES.generic.validationFailed,
    );
    expect(error.errors).toEqual({ title: [required] });
    const jobs = await expectStatus(
      await student.call('GET', `/api/reports/main-jobs/?weekly_report=${weeklyId}`),
      200,
    );
    expect(jobs.results).toEqual([expect.objectContaining({ id: jobId, title: 'Panel wiring' })]);
  });

  it('is taken while the week has no main job: it names none yet', async () => {
    const student = await signedInStudent(testApp);
    await expectStatus(await student.call('POST', '/api/reports/weekly/', { week_number: 7 }), 201);
    for (const title of ['', '  ']) {
      const week = await expectStatus(
        await student.call('PUT', '/api/reports/weekly/week/7/', {
          summary: 'Tested relays',
          main_job_title: title,
          main_job_description: 'Not yet named',
        }),
        200,
      );
      expect(week).toMatchObject({
        summary: 'Tested relays',
        main_job_title: '',
        main_job_description: 'Not yet named',
        main_job: null,
      });
    }
  });
});
