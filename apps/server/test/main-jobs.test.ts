import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operations } from '../src/db/schema';
import { buildLogbookApp, signedInStudent } from './helpers/logbook';
import {
  addStep,
  expectRefused,
  expectStatus,
  mainJob,
  weeklyReport,
} from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildLogbookApp);

describe('main jobs', () => {
  it('creates one main job per weekly report (201) and mirrors its title on the report', async () => {
    const student = await signedInStudent(testApp);
    const weeklyId = await weeklyReport(student, 1);
    const job = expectStatus(
      await student.call('POST', '/api/reports/main-jobs/', {
        title: '  Sequence of creating an audio amplifier  ',
        weekly_report: weeklyId,
        description: 'Small class-AB amplifier',
      }),
      201,
    );
    expect(job).toEqual({
      id: expect.any(Number),
      weekly_report: weeklyId,
      title: 'Sequence of creating an audio amplifier',
      description: 'Small class-AB amplifier',
      operations: [],
    });
    const week = expectStatus(await student.call('GET', '/api/reports/weekly/week/1/'), 200);
    expect(week).toMatchObject({
      main_job_title: 'Sequence of creating an audio amplifier',
      main_job_description: 'Small class-AB amplifier',
      main_job: { id: job.id, title: 'Sequence of creating an audio amplifier', operations: [] },
    });

    const error = await expectRefused(
      testApp.db,
      student,
      ['POST', '/api/reports/main-jobs/', { title: 'Second', weekly_report: weeklyId }],
      409,
      MESSAGES.weekly.mainJobExists,
    );
    expect(error.code).toBe('conflict');
  });

  it('refuses bad input and weekly reports that are missing or not mine', async () => {
    const owner = await signedInStudent(testApp);
    const other = await signedInStudent(testApp);
    const weeklyId = await weeklyReport(owner, 2);
    await expectRefused(
      testApp.db,
      other,
      ['POST', '/api/reports/main-jobs/', { title: 'Mine now', weekly_report: weeklyId }],
      404,
      MESSAGES.weekly.notFound,
    );
    await expectRefused(
      testApp.db,
      owner,
      ['POST', '/api/reports/main-jobs/', { title: 'x', weekly_report: 2_000_000_000 }],
      404,
      MESSAGES.weekly.notFound,
    );
    for (const body of [
      { title: 'No report' },
      { weekly_report: weeklyId },
      { title: 'x', weekly_report: 99_999_999_999 },
      { title: 'x'.repeat(1001), weekly_report: weeklyId },
    ]) {
      await expectRefused(
        testApp.db,
        owner,
        ['POST', '/api/reports/main-jobs/', body],
        400,
        MESSAGES.generic.validationFailed,
      );
    }
  });

  it('lists, reads and filters my main jobs only', async () => {
    const student = await signedInStudent(testApp);
    const first = await mainJob(student, 1, 'Week one job');
    const second = await mainJob(student, 2, 'Week two job');
    const other = await signedInStudent(testApp);
    await mainJob(other, 1, 'Not yours');

    const list = expectStatus(await student.call('GET', '/api/reports/main-jobs/'), 200);
    expect(list.count).toBe(2);
    expect(list.results.map((job: { id: number }) => job.id)).toEqual([first.jobId, second.jobId]);
    const filtered = expectStatus(
      await student.call('GET', `/api/reports/main-jobs/?weekly_report=${second.weeklyId}`),
      200,
    );
    expect(filtered).toMatchObject({ count: 1, results: [{ title: 'Week two job' }] });
    const one = expectStatus(
      await student.call('GET', `/api/reports/main-jobs/${first.jobId}/`),
      200,
    );
    expect(one).toMatchObject({
      id: first.jobId,
      weekly_report: first.weeklyId,
      title: 'Week one job',
    });
  });

  it('keeps the title in sync both ways', async () => {
    const student = await signedInStudent(testApp);
    const { jobId } = await mainJob(student, 3);
    const renamed = expectStatus(
      await student.call('PUT', `/api/reports/main-jobs/${jobId}/`, { title: 'Motor rewinding' }),
      200,
    );
    expect(renamed.title).toBe('Motor rewinding');
    let week = expectStatus(await student.call('GET', '/api/reports/weekly/week/3/'), 200);
    expect(week).toMatchObject({
      main_job_title: 'Motor rewinding',
      main_job: { title: 'Motor rewinding' },
    });

    expectStatus(
      await student.call('PUT', '/api/reports/weekly/week/3/', {
        main_job_title: 'Transformer repair',
        main_job_description: 'Oil change and test',
      }),
      200,
    );
    const job = expectStatus(await student.call('GET', `/api/reports/main-jobs/${jobId}/`), 200);
    expect(job).toMatchObject({ title: 'Transformer repair', description: 'Oil change and test' });
    week = expectStatus(await student.call('GET', '/api/reports/weekly/week/3/'), 200);
    expect(week.main_job).toMatchObject({ title: 'Transformer repair' });
  });

  it('deletes a main job with its operations (204)', async () => {
    const student = await signedInStudent(testApp);
    const { jobId } = await mainJob(student, 4);
    await addStep(student, jobId, { operation_description: 'Cut the cable' });
    const deleted = await student.call('DELETE', `/api/reports/main-jobs/${jobId}/`);
    expectStatus(deleted, 204);
    expect(deleted.body).toBe('');
    expect((await student.call('GET', `/api/reports/main-jobs/${jobId}/`)).statusCode).toBe(404);
    expect(
      await testApp.db.select().from(operations).where(eq(operations.mainJobId, jobId)),
    ).toEqual([]);
    const week = expectStatus(await student.call('GET', '/api/reports/weekly/week/4/'), 200);
    expect(week.main_job).toBeNull();
  });
});
