import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { weeklyReports } from '../src/db/schema';
import { balanceOf } from '../src/features/tokens/ledger';
import {
  buildAiApp,
  DEFAULT_WEEKLY_ANSWER,
  dailyRowsOf,
  enhance,
  SECOND_WEEKLY_ANSWER,
  studentWithTokens,
  writtenWeek,
} from './helpers/ai';
import { dayOf, logbookSnapshot, type TStudentClient } from './helpers/logbook';
import { expectStatus, logDay, weeklyReport } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildAiApp);

const studentWith = (tokens: number) => studentWithTokens(testApp, tokens);

function reset(student: TStudentClient, id: number, body?: object) {
  return student.call('POST', `/api/reports/weekly/${id}/reset_to_original/`, body);
}

/** The texts a reset must bring back, as the API shows them. */
function textsOf(report: Record<string, unknown> & { main_job: Record<string, unknown> | null }) {
  return {
    summary: report.summary,
    main_job_title: report.main_job_title,
    main_job_description: report.main_job_description,
    main_job: report.main_job
      ? {
          title: report.main_job.title,
          description: report.main_job.description,
          operations: (report.main_job.operations as Record<string, unknown>[]).map((op) => ({
            step_number: op.step_number,
            operation_description: op.operation_description,
            tools_used: op.tools_used,
          })),
        }
      : null,
    days: [
      report.daily_monday,
      report.daily_tuesday,
      report.daily_wednesday,
      report.daily_thursday,
      report.daily_friday,
    ],
    hours: [
      report.hours_monday,
      report.hours_tuesday,
      report.hours_wednesday,
      report.hours_thursday,
      report.hours_friday,
    ],
    total_hours: report.total_hours,
  };
}

describe('POST /reports/weekly/{id}/reset_to_original/', () => {
  it('brings back the text from before the FIRST enhancement, for free', async () => {
    const student = await studentWith(600);
    const { weeklyId } = await writtenWeek(student, 2);
    // A second step, so the operations' order and tools are checked too.
    const job = expectStatus(
      await student.call('GET', '/api/reports/weekly/week/2/'),
      200,
    ).main_job;
    expectStatus(
      await student.call('POST', `/api/reports/main-jobs/${job.id}/operations/`, {
        operation_description: 'measure the output & ripple',
        tools_used: 'oscilloscope, probe',
      }),
      201,
    );
    const original = expectStatus(await student.call('GET', '/api/reports/weekly/week/2/'), 200);
    const dailiesBefore = await dailyRowsOf(testApp.db, student.id);

    expectStatus(await enhance(student, 2), 200);
    testApp.fake.weeklyAnswer = SECOND_WEEKLY_ANSWER;
    const second = expectStatus(await enhance(student, 2), 200);
    testApp.fake.weeklyAnswer = DEFAULT_WEEKLY_ANSWER;
    expect(second.report.summary).toBe(SECOND_WEEKLY_ANSWER.summary);
    expect(await balanceOf(testApp.db, student.id)).toBe(0);

    const body = expectStatus(await reset(student, weeklyId, {}), 200);
    expect(body.success).toBe(true);
    expect(body.message).toBe(MESSAGES.ai.resetSuccess);
    expect(body.report).toMatchObject({ id: weeklyId, is_enhanced: false, enhancement_date: null });
    expect(textsOf(body.report)).toEqual(textsOf(original));
    expect(textsOf(body.report).main_job?.operations).toEqual([
      { step_number: 1, operation_description: 'open the unit', tools_used: 'screwdriver' },
      {
        step_number: 2,
        operation_description: 'measure the output & ripple',
        tools_used: 'oscilloscope, probe',
      },
    ]);
    const dailiesAfter = await dailyRowsOf(testApp.db, student.id);
    expect(dailiesAfter.map((d) => [d.id, d.date, d.hoursSpent, d.description])).toEqual(
      dailiesBefore.map((d) => [d.id, d.date, d.hoursSpent, d.description]),
    );
    const [row] = await testApp.db
      .select()
      .from(weeklyReports)
      .where(eq(weeklyReports.id, weeklyId));
    expect(row!.originalContent).toBeNull();
    // Nothing charged by the reset.
    expect(await balanceOf(testApp.db, student.id)).toBe(0);

    // Nothing left to restore.
    const again = await reset(student, weeklyId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ detail: MESSAGES.ai.resetUnavailable, code: 'not_found' });
  });

  it('answers 404 "Reset is not available" for a report that was never enhanced', async () => {
    const student = await studentWith(0);
    const weeklyId = await weeklyReport(student, 3);
    const before = await logbookSnapshot(testApp.db);
    const response = await reset(student, weeklyId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: MESSAGES.ai.resetUnavailable, code: 'not_found' });
    expect(await logbookSnapshot(testApp.db)).toEqual(before);
  });

  it("answers 404 'Weekly report not found' for another student's or a missing report", async () => {
    const owner = await studentWith(300);
    const { weeklyId } = await writtenWeek(owner, 2);
    expectStatus(await enhance(owner, 2), 200);
    const other = await studentWith(0);
    const before = await logbookSnapshot(testApp.db);
    for (const id of [weeklyId, 2_000_000]) {
      const response = await reset(other, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: MESSAGES.ai.reportNotFound, code: 'not_found' });
    }
    expect(await logbookSnapshot(testApp.db)).toEqual(before);
    expect((await reset(other, 0)).statusCode).toBe(400);
  });

  it('removes a main job the enhancement created', async () => {
    const student = await studentWith(300);
    const weeklyId = await weeklyReport(student, 5);
    testApp.fake.weeklyAnswer = {
      ...DEFAULT_WEEKLY_ANSWER,
      summary: 'This week I serviced two transformers.',
      main_job_title: 'Transformer servicing',
      main_job_description: 'I serviced two transformers.',
      operations: [{ description: 'Serviced the transformers.', tools: '' }],
    };
    const enhanced = expectStatus(
      await enhance(student, 5, { additional_instructions: 'I serviced two transformers.' }),
      200,
    );
    testApp.fake.weeklyAnswer = DEFAULT_WEEKLY_ANSWER;
    expect(enhanced.report.main_job).not.toBeNull();
    const body = expectStatus(await reset(student, weeklyId), 200);
    expect(body.report.main_job).toBeNull();
    expect(body.report).toMatchObject({ summary: '', main_job_title: '', is_enhanced: false });
  });

  it('brings back a day and a text the student wrote between two enhancements', async () => {
    const student = await studentWith(600);
    const { weeklyId } = await writtenWeek(student, 2);
    expectStatus(await enhance(student, 2), 200);
    // Written after the first enhancement: a new day, and the summary rewritten by hand.
    await logDay(student, dayOf(2, 3), 8, 'calibrated the output voltages');
    expectStatus(
      await student.call('PUT', '/api/reports/weekly/week/2/', { summary: 'my own new summary' }),
      200,
    );
    testApp.fake.weeklyAnswer = {
      ...SECOND_WEEKLY_ANSWER,
      summary: 'This week I tested and repaired power supplies; my own new summary.',
    };
    expectStatus(await enhance(student, 2), 200);
    testApp.fake.weeklyAnswer = DEFAULT_WEEKLY_ANSWER;
    const week = expectStatus(await student.call('GET', '/api/reports/weekly/week/2/'), 200);
    expect(week.daily_thursday).toBe(DEFAULT_WEEKLY_ANSWER.days.thursday);

    const body = expectStatus(await reset(student, weeklyId), 200);
    expect(body.report).toMatchObject({
      summary: 'my own new summary',
      daily_monday: 'checked power suplies in workshop',
      daily_thursday: 'calibrated the output voltages',
    });
  });

  it('refuses a submitted week with 409', async () => {
    const student = await studentWith(300);
    const { weeklyId } = await writtenWeek(student, 2);
    expectStatus(await enhance(student, 2), 200);
    expectStatus(await student.call('PATCH', '/api/reports/weekly/week/2/submit/'), 200);
    const before = await logbookSnapshot(testApp.db);
    const response = await reset(student, weeklyId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'report_locked' });
    expect(await logbookSnapshot(testApp.db)).toEqual(before);
  });

  it('needs a signed-in user', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/reports/weekly/1/reset_to_original',
    });
    expect(response.statusCode).toBe(401);
  });
});
