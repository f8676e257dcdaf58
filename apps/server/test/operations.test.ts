import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { buildLogbookApp, signedInStudent } from './helpers/logbook';
import {
  addStep,
  expectRefused,
  expectStatus,
  mainJob,
  type TRefusedCall,
  weeklyReport,
} from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildLogbookApp);

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
      testApp.db,
      student,
      ['PUT', `/api/reports/main-jobs/${second.jobId}/operations/${op.id}/`, { tools_used: 'x' }],
      404,
      MESSAGES.weekly.operationNotFound,
    );
    await expectRefused(
      testApp.db,
      student,
      ['DELETE', `/api/reports/main-jobs/${second.jobId}/operations/${op.id}/`],
      404,
      MESSAGES.weekly.operationNotFound,
    );
    await expectRefused(
      testApp.db,
      student,
      ['DELETE', `/api/reports/main-jobs/${first.jobId}/operations/2147483647/`],
      404,
      MESSAGES.weekly.operationNotFound,
    );
    const error = await expectRefused(
      testApp.db,
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
      testApp.db,
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
    const calls: TRefusedCall[] = [
      ['GET', jobUrl],
      ['PUT', jobUrl, { title: 'Taken over' }],
      ['DELETE', jobUrl],
      ['GET', `${jobUrl}operations/`],
      ['POST', `${jobUrl}operations/`, { operation_description: 'Injected' }],
      ['PUT', opUrl, { tools_used: 'Hammer' }],
      ['DELETE', opUrl],
    ];
    for (const call of calls) await expectRefused(testApp.db, intruder, call, 404, notFound);
    const list = expectStatus(await intruder.call('GET', '/api/reports/main-jobs/'), 200);
    expect(list).toEqual({ count: 0, results: [] });
  });
});

describe('a submitted week', () => {
  it('refuses every change to its main job and operations with 409', async () => {
    const student = await signedInStudent(testApp);
    const { jobId } = await mainJob(student, 2);
    const op = await addStep(student, jobId, { operation_description: 'Before submitting' });
    // Weeks 1 and 2 have ended (week 3, the current week, cannot be submitted before Friday).
    const otherWeekId = await weeklyReport(student, 1);
    expectStatus(await student.call('PATCH', '/api/reports/weekly/week/2/submit/'), 200);
    expectStatus(await student.call('PATCH', '/api/reports/weekly/week/1/submit/'), 200);

    const jobUrl = `/api/reports/main-jobs/${jobId}/`;
    const opUrl = `${jobUrl}operations/${op.id}/`;
    const locked = MESSAGES.weekly.locked;
    const error = await expectRefused(
      testApp.db,
      student,
      ['PUT', jobUrl, { title: 'Late' }],
      409,
      locked,
    );
    expect(error.code).toBe('report_locked');
    const calls: TRefusedCall[] = [
      ['DELETE', jobUrl],
      ['POST', `${jobUrl}operations/`, { operation_description: 'Late' }],
      ['PUT', opUrl, { tools_used: 'Late' }],
      ['DELETE', opUrl],
      ['POST', '/api/reports/main-jobs/', { title: 'Late', weekly_report: otherWeekId }],
    ];
    for (const call of calls) await expectRefused(testApp.db, student, call, 409, locked);
    // Reading still works.
    const job = expectStatus(await student.call('GET', jobUrl), 200);
    expect(job.operations).toHaveLength(1);
  });
});
