// The operations of a weekly answer (docs/api/ai.md "What an answer may be"): the student's steps
// may only be worded better, one by one, and keep their number; a week without steps gets only
// suggestions about its own texts; no main job is made without a title; and an answer that, after
// these checks, changes nothing of the student's is a provider failure, never charged.
import { AI_ENHANCEMENT_COST, LIMITS, MESSAGES } from '@ptlog/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { balanceOf } from '../src/features/tokens/ledger';
import {
  aiDebitsOf,
  buildAiApp,
  DEFAULT_WEEKLY_ANSWER,
  enhance,
  studentWithTokens,
} from './helpers/ai';
import type { TFakeWeeklyAnswer } from './helpers/fake-openai';
import { dayOf, logbookSnapshot, type TStudentClient } from './helpers/logbook';
import { addStep, expectStatus, logDay, mainJob, weeklyReport } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildAiApp);
beforeEach(() => {
  testApp.fake.mode = 'ok';
  testApp.fake.weeklyAnswer = DEFAULT_WEEKLY_ANSWER;
});

const noDays = { monday: '', tuesday: '', wednesday: '', thursday: '', friday: '' };

function answer(overrides: Partial<TFakeWeeklyAnswer>): TFakeWeeklyAnswer {
  return {
    summary: '',
    main_job_title: '',
    main_job_description: '',
    days: noDays,
    operations: [],
    ...overrides,
  };
}

async function stepsOf(student: TStudentClient, week: number) {
  const report = expectStatus(await student.call('GET', `/api/reports/weekly/week/${week}/`), 200);
  return report.main_job
    ? (report.main_job.operations as Record<string, unknown>[]).map((op) => [
        op.operation_description,
        op.tools_used,
      ])
    : null;
}

async function motorWeek(student: TStudentClient, week: number, steps: number) {
  await logDay(student, dayOf(week, 0), 8, 'serviced the conveyor motor bearings');
  const { jobId } = await mainJob(student, week, 'Motor maintenance');
  for (let index = 1; index <= steps; index++) {
    await addStep(student, jobId, {
      operation_description: `removed cover plate ${index}`,
      tools_used: 'spanner',
    });
  }
}

describe('the operations of a weekly answer', () => {
  it('invented steps on an all-Kiswahili week: 502, nothing charged, no main job made', async () => {
    const student = await studentWithTokens(testApp, AI_ENHANCEMENT_COST);
    await logDay(student, dayOf(2, 0), 8, 'nilisafisha mashine ya kukata chuma');
    await logDay(student, dayOf(2, 1), 8, 'nilibadilisha fyuzi za ubao wa umeme');
    await weeklyReport(student, 2);
    const before = await logbookSnapshot(testApp.db);
    testApp.fake.weeklyAnswer = answer({
      days: {
        ...noDays,
        monday: 'I cleaned the metal cutting machine.',
        tuesday: 'I replaced the fuses of the electrical board.',
      },
      operations: [
        { description: 'Calibrated the pressure gauges.', tools: 'Deadweight tester' },
        { description: 'Welded the support frame.', tools: 'Arc welder' },
        { description: 'Painted the control cabinet.', tools: 'Spray gun' },
      ],
    });
    const response = await enhance(student, 2, {});
    expect(response.statusCode, response.body).toBe(502);
    expect(response.json()).toEqual({
      detail: MESSAGES.ai.providerFailed,
      code: 'ai_provider_error',
    });
    expect(await balanceOf(testApp.db, student.id)).toBe(AI_ENHANCEMENT_COST);
    expect(await aiDebitsOf(testApp.db, student.id)).toEqual([]);
    expect(await logbookSnapshot(testApp.db)).toEqual(before);
  });

  it("one new step for a job of five: the student's five steps stay", async () => {
    const student = await studentWithTokens(testApp, AI_ENHANCEMENT_COST);
    await motorWeek(student, 2, 5);
    const before = await stepsOf(student, 2);
    testApp.fake.weeklyAnswer = answer({
      days: { ...noDays, monday: 'I serviced the bearings of the conveyor motor.' },
      operations: [{ description: 'Checked the equipment.', tools: 'multimeter' }],
    });
    const body = expectStatus(await enhance(student, 2, {}), 200);
    expect(body.report.daily_monday).toBe('I serviced the bearings of the conveyor motor.');
    expect(await stepsOf(student, 2)).toEqual(before);
    expect(before).toHaveLength(5);
  });

  it('words each step better, step by step, and drops steps the answer adds', async () => {
    const student = await studentWithTokens(testApp, AI_ENHANCEMENT_COST);
    await motorWeek(student, 2, 2);
    testApp.fake.weeklyAnswer = answer({
      operations: [
        { description: 'I removed cover plate 1.', tools: 'Spanner' },
        // Another tool than the student's: step 2 stays as typed.
        { description: 'I removed cover plate 2.', tools: 'Torque wrench' },
        { description: 'I tested the motor.', tools: 'Megger' },
      ],
    });
    expectStatus(await enhance(student, 2, {}), 200);
    expect(await stepsOf(student, 2)).toEqual([
      ['I removed cover plate 1.', 'Spanner'],
      ['removed cover plate 2', 'spanner'],
    ]);
  });

  it('a week without steps gets only the suggested steps about its own texts', async () => {
    const student = await studentWithTokens(testApp, AI_ENHANCEMENT_COST);
    await logDay(
      student,
      dayOf(2, 0),
      8,
      'wired the lighting circuits of the store with a crimper',
    );
    await weeklyReport(student, 2);
    testApp.fake.weeklyAnswer = answer({
      main_job_title: 'Lighting circuits wiring',
      operations: [
        { description: 'Wired the lighting circuits.', tools: 'Crimper' },
        { description: 'Calibrated the pressure gauges.', tools: 'Deadweight tester' },
        { description: 'Wired the store lighting.', tools: 'Oscilloscope' },
      ],
    });
    const body = expectStatus(await enhance(student, 2, {}), 200);
    expect(body.report.main_job.title).toBe('Lighting circuits wiring');
    expect(await stepsOf(student, 2)).toEqual([['Wired the lighting circuits.', 'Crimper']]);
  });

  it('makes no main job without a title: its steps are not written', async () => {
    const student = await studentWithTokens(testApp, AI_ENHANCEMENT_COST);
    await logDay(student, dayOf(2, 0), 8, 'wired the lighting circuits of the store');
    await weeklyReport(student, 2);
    testApp.fake.weeklyAnswer = answer({
      days: { ...noDays, monday: 'I wired the lighting circuits of the store.' },
      operations: [{ description: 'Wired the lighting circuits.', tools: '' }],
    });
    const body = expectStatus(await enhance(student, 2, {}), 200);
    expect(body.report.main_job).toBeNull();
    expect(body.report.daily_monday).toBe('I wired the lighting circuits of the store.');
  });

  it(`keeps every one of ${LIMITS.MAIN_JOB_MAX_OPERATIONS} steps, the most the form allows`, async () => {
    const student = await studentWithTokens(testApp, AI_ENHANCEMENT_COST);
    const steps = LIMITS.MAIN_JOB_MAX_OPERATIONS;
    await motorWeek(student, 2, steps);
    testApp.fake.weeklyAnswer = answer({
      operations: Array.from({ length: steps }, (_, i) => ({
        description: `I removed cover plate ${i + 1}.`,
        tools: 'Spanner',
      })),
    });
    expectStatus(await enhance(student, 2, {}), 200);
    expect(await stepsOf(student, 2)).toEqual(
      Array.from({ length: steps }, (_, i) => [`I removed cover plate ${i + 1}.`, 'Spanner']),
    );
  });
});
