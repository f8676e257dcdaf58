import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../src/db/schema';
import type { TTestApp } from './helpers/build-test-app';
import {
  buildLogbookApp,
  logbookSnapshot,
  signedInStudent,
  type TStudentClient,
} from './helpers/logbook';

let testApp: TTestApp;
beforeAll(async () => {
  testApp = await buildLogbookApp();
});
afterAll(() => testApp.close());

type TResponse = Awaited<ReturnType<TStudentClient['call']>>;

function expectStatus(response: TResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return response.statusCode === 204 ? null : response.json();
}

async function expectRefused(
  student: TStudentClient,
  request: [method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET', url: string, body?: unknown],
  status: number,
  detail: string,
) {
  const before = await logbookSnapshot(testApp.db);
  const response = await student.call(...request);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().detail).toBe(detail);
  expect(await logbookSnapshot(testApp.db)).toEqual(before);
  return response.json();
}

async function weeklyReport(student: TStudentClient, week: number): Promise<number> {
  return expectStatus(
    await student.call('POST', '/api/reports/weekly/', { week_number: week }),
    201,
  ).id;
}

async function mainJob(student: TStudentClient, week: number, title = 'Audio amplifier') {
  const weeklyId = await weeklyReport(student, week);
  const job = expectStatus(
    await student.call('POST', '/api/reports/main-jobs/', { title, weekly_report: weeklyId }),
    201,
  );
  return { weeklyId, jobId: job.id as number, job };
}

async function addStep(student: TStudentClient, jobId: number, body: object) {
  return expectStatus(
    await student.call('POST', `/api/reports/main-jobs/${jobId}/operations/`, body),
    201,
  );
}

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
      other,
      ['POST', '/api/reports/main-jobs/', { title: 'Mine now', weekly_report: weeklyId }],
      404,
      MESSAGES.weekly.notFound,
    );
    await expectRefused(
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

describe('operations', () => {
  it('numbers new steps 1..n at the end, whatever step_number says', async () => {
    const student = await signedInStudent(testApp);
    const { jobId } = await mainJob(student, 1);
    const first = await addStep(student, jobId, {
      step_number: 7,
      operation_description: ' Design the circuit ',
      tools_used: 'Multisim',
      main_job: 999,
    });
    expect(first).toEqual({
      id: expect.any(Number),
      step_number: 1,
      operation_description: 'Design the circuit',
      tools_used: 'Multisim',
      main_job: jobId,
    });
    await addStep(student, jobId, { step_number: 1, operation_description: 'Solder the parts' });
    await addStep(student, jobId, { operation_description: 'Test with a signal generator' });

    const list = expectStatus(
      await student.call('GET', `/api/reports/main-jobs/${jobId}/operations/`),
      200,
    );
    expect(list.count).toBe(3);
    expect(
      list.results.map(
        (op: { step_number: number; operation_description: string; tools_used: string }) => [
          op.step_number,
          op.operation_description,
          op.tools_used,
        ],
      ),
    ).toEqual([
      [1, 'Design the circuit', 'Multisim'],
      [2, 'Solder the parts', ''],
      [3, 'Test with a signal generator', ''],
    ]);
  });

  it('numbers simultaneous additions without duplicates', async () => {
    const student = await signedInStudent(testApp);
    const { jobId } = await mainJob(student, 2);
    const responses = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        student.call('POST', `/api/reports/main-jobs/${jobId}/operations/`, {
          operation_description: `Step ${n}`,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    const steps = responses.map((response) => response.json().step_number).sort();
    expect(steps).toEqual([1, 2, 3, 4]);
  });

  it('changes a step and renumbers the rest 1..n after a delete', async () => {
    const student = await signedInStudent(testApp);
    const { jobId } = await mainJob(student, 3);
    const ids: number[] = [];
    for (const text of ['One', 'Two', 'Three', 'Four']) {
      ids.push((await addStep(student, jobId, { operation_description: text })).id);
    }
    const changed = expectStatus(
      await student.call('PUT', `/api/reports/main-jobs/${jobId}/operations/${ids[2]}/`, {
        tools_used: 'Soldering iron, multimeter',
      }),
      200,
    );
    expect(changed).toMatchObject({
      step_number: 3,
      operation_description: 'Three',
      tools_used: 'Soldering iron, multimeter',
    });

    expectStatus(
      await student.call('DELETE', `/api/reports/main-jobs/${jobId}/operations/${ids[1]}/`),
      204,
    );
    let job = expectStatus(await student.call('GET', `/api/reports/main-jobs/${jobId}/`), 200);
    expect(
      job.operations.map((op: { step_number: number; operation_description: string }) => [
        op.step_number,
        op.operation_description,
      ]),
    ).toEqual([
      [1, 'One'],
      [2, 'Three'],
      [3, 'Four'],
    ]);
    expectStatus(
      await student.call('DELETE', `/api/reports/main-jobs/${jobId}/operations/${ids[0]}`),
      204,
    );
    job = expectStatus(await student.call('GET', `/api/reports/main-jobs/${jobId}/`), 200);
    expect(job.operations.map((op: { step_number: number }) => op.step_number)).toEqual([1, 2]);
    const next = await addStep(student, jobId, { operation_description: 'Five' });
    expect(next.step_number).toBe(3);
  });

  it('refuses bad input and steps of another main job', async () => {
    const student = await signedInStudent(testApp);
    const first = await mainJob(student, 4);
    const second = await mainJob(student, 5);
    const op = await addStep(student, first.jobId, { operation_description: 'Only step' });
    await expectRefused(
      student,
      ['PUT', `/api/reports/main-jobs/${second.jobId}/operations/${op.id}/`, { tools_used: 'x' }],
      404,
      MESSAGES.weekly.operationNotFound,
    );
    await expectRefused(
      student,
      ['DELETE', `/api/reports/main-jobs/${second.jobId}/operations/${op.id}/`],
      404,
      MESSAGES.weekly.operationNotFound,
    );
    await expectRefused(
      student,
      ['DELETE', `/api/reports/main-jobs/${first.jobId}/operations/2147483647/`],
      404,
      MESSAGES.weekly.operationNotFound,
    );
    const error = await expectRefused(
      student,
      [
        'POST',
        `/api/reports/main-jobs/${first.jobId}/operations/`,
        { operation_description: 'x'.repeat(1001) },
      ],
      400,
      MESSAGES.generic.validationFailed,
    );
    expect(error.errors).toEqual({ operation_description: [MESSAGES.daily.descriptionTooLong] });
    await expectRefused(
      student,
      [
        'POST',
        `/api/reports/main-jobs/${first.jobId}/operations/`,
        { step_number: 0, operation_description: 'x' },
      ],
      400,
      MESSAGES.generic.validationFailed,
    );
  });

  it('count towards the week completion', async () => {
    const student = await signedInStudent(testApp);
    const { jobId } = await mainJob(student, 6);
    let week = expectStatus(await student.call('GET', '/api/reports/weekly/week/6/'), 200);
    expect(week.completion).toBe(0);
    const op = await addStep(student, jobId, { operation_description: '' });
    week = expectStatus(await student.call('GET', '/api/reports/weekly/week/6/'), 200);
    expect(week.completion).toBe(10);
    await student.call('PUT', `/api/reports/main-jobs/${jobId}/operations/${op.id}/`, {
      operation_description: 'Stripped the cable ends',
    });
    week = expectStatus(await student.call('GET', '/api/reports/weekly/week/6/'), 200);
    expect(week.completion).toBe(20);
    expect(week.main_job.operations).toEqual([
      expect.objectContaining({
        step_number: 1,
        operation_description: 'Stripped the cable ends',
        main_job: jobId,
      }),
    ]);
  });
});

describe("another student's main job and operations", () => {
  it('answer 404 to every call and stay unchanged', async () => {
    const owner = await signedInStudent(testApp);
    const intruder = await signedInStudent(testApp);
    const { jobId } = await mainJob(owner, 1);
    const op = await addStep(owner, jobId, { operation_description: 'Private step' });
    const jobUrl = `/api/reports/main-jobs/${jobId}/`;
    const opUrl = `/api/reports/main-jobs/${jobId}/operations/${op.id}/`;
    const notFound = MESSAGES.weekly.mainJobNotFound;
    await expectRefused(intruder, ['GET', jobUrl], 404, notFound);
    await expectRefused(intruder, ['PUT', jobUrl, { title: 'Taken over' }], 404, notFound);
    await expectRefused(intruder, ['DELETE', jobUrl], 404, notFound);
    await expectRefused(intruder, ['GET', `${jobUrl}operations/`], 404, notFound);
    await expectRefused(
      intruder,
      ['POST', `${jobUrl}operations/`, { operation_description: 'Injected' }],
      404,
      notFound,
    );
    await expectRefused(intruder, ['PUT', opUrl, { tools_used: 'Hammer' }], 404, notFound);
    await expectRefused(intruder, ['DELETE', opUrl], 404, notFound);
    const list = expectStatus(await intruder.call('GET', '/api/reports/main-jobs/'), 200);
    expect(list).toEqual({ count: 0, results: [] });
  });
});

describe('a submitted week', () => {
  it('refuses every change to its main job and operations with 409', async () => {
    const student = await signedInStudent(testApp);
    const { jobId } = await mainJob(student, 2);
    const op = await addStep(student, jobId, { operation_description: 'Before submitting' });
    const otherWeekId = await weeklyReport(student, 3);
    expectStatus(await student.call('PATCH', '/api/reports/weekly/week/2/submit/'), 200);
    expectStatus(await student.call('PATCH', '/api/reports/weekly/week/3/submit/'), 200);

    const jobUrl = `/api/reports/main-jobs/${jobId}/`;
    const opUrl = `${jobUrl}operations/${op.id}/`;
    const locked = MESSAGES.weekly.locked;
    const error = await expectRefused(student, ['PUT', jobUrl, { title: 'Late' }], 409, locked);
    expect(error.code).toBe('report_locked');
    await expectRefused(student, ['DELETE', jobUrl], 409, locked);
    await expectRefused(
      student,
      ['POST', `${jobUrl}operations/`, { operation_description: 'Late' }],
      409,
      locked,
    );
    await expectRefused(student, ['PUT', opUrl, { tools_used: 'Late' }], 409, locked);
    await expectRefused(student, ['DELETE', opUrl], 409, locked);
    await expectRefused(
      student,
      ['POST', '/api/reports/main-jobs/', { title: 'Late', weekly_report: otherWeekId }],
      409,
      locked,
    );
    // Reading still works.
    const job = expectStatus(await student.call('GET', jobUrl), 200);
    expect(job.operations).toHaveLength(1);
  });
});
