import { AI_ENHANCEMENT_COST, MESSAGES } from '@ptlog/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { balanceOf } from '../src/features/tokens/ledger';
import {
  AI_TEST_KEY,
  AI_TEST_MODEL,
  aiDebitsOf,
  buildAiApp,
  DEFAULT_WEEKLY_ANSWER,
  dailyRowsOf,
  enhance,
  studentWithTokens,
  usageLogsOf,
  writtenWeek,
} from './helpers/ai';
import type { TFakeMode } from './helpers/fake-openai';
import { dayOf, logbookSnapshot } from './helpers/logbook';
import { expectStatus, logDay, weeklyReport } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildAiApp);
beforeEach(() => {
  testApp.fake.mode = 'ok';
  testApp.fake.weeklyAnswer = DEFAULT_WEEKLY_ANSWER;
});

const studentWith = (tokens: number) => studentWithTokens(testApp, tokens);

describe('POST /reports/weekly/week/{week}/enhance_with_ai/', () => {
  it('rewrites the texts, keeps hours and dates, charges 300 once and logs the call', async () => {
    const student = await studentWith(AI_ENHANCEMENT_COST + 100);
    const { weeklyId } = await writtenWeek(student, 2);
    const dailiesBefore = await dailyRowsOf(testApp.db, student.id);
    const requestsBefore = testApp.fake.requests.length;

    const body = expectStatus(
      await enhance(student, 2, { additional_instructions: 'Mention the safety checks' }),
      200,
    );
    expect(body).toMatchObject({
      success: true,
      message: MESSAGES.ai.success,
      tokens_charged: 300,
      available_tokens: 100,
      usage_type: 'FULLFILLED',
    });
    const { report } = body;
    expect(report).toMatchObject({
      id: weeklyId,
      week_number: 2,
      is_enhanced: true,
      summary: DEFAULT_WEEKLY_ANSWER.summary,
      main_job_title: DEFAULT_WEEKLY_ANSWER.main_job_title,
      main_job_description: DEFAULT_WEEKLY_ANSWER.main_job_description,
      daily_monday: DEFAULT_WEEKLY_ANSWER.days.monday,
      daily_tuesday: DEFAULT_WEEKLY_ANSWER.days.tuesday,
      daily_wednesday: DEFAULT_WEEKLY_ANSWER.days.wednesday,
      // No entry on Thursday and Friday: the model's text for them is dropped.
      daily_thursday: '',
      daily_friday: '',
      hours_monday: 8,
      hours_wednesday: 8.5,
      total_hours: 24.5,
    });
    expect(report.enhancement_date).toEqual(expect.any(String));
    expect(report.main_job.title).toBe(DEFAULT_WEEKLY_ANSWER.main_job_title);
    expect(
      report.main_job.operations.map((op: Record<string, unknown>) => [
        op.step_number,
        op.operation_description,
        op.tools_used,
      ]),
    ).toEqual(DEFAULT_WEEKLY_ANSWER.operations.map((op, i) => [i + 1, op.description, op.tools]));
    // The page reads the same report afterwards.
    expect(expectStatus(await student.call('GET', '/api/reports/weekly/week/2/'), 200)).toEqual(
      report,
    );

    // Hours, dates and rows are untouched; only descriptions changed, and no day was added.
    const dailiesAfter = await dailyRowsOf(testApp.db, student.id);
    expect(dailiesAfter.map((d) => [d.id, d.date, d.hoursSpent, d.weekNumber])).toEqual(
      dailiesBefore.map((d) => [d.id, d.date, d.hoursSpent, d.weekNumber]),
    );
    expect(dailiesAfter.map((d) => d.description)).toEqual([
      DEFAULT_WEEKLY_ANSWER.days.monday,
      DEFAULT_WEEKLY_ANSWER.days.tuesday,
      DEFAULT_WEEKLY_ANSWER.days.wednesday,
    ]);

    const debits = await aiDebitsOf(testApp.db, student.id);
    expect(debits).toHaveLength(1);
    expect(debits[0]).toMatchObject({ amount: -300, usageType: 'FULLFILLED' });
    expect(debits[0]!.reference).toMatch(/^ai:[0-9a-f-]{36}$/);
    const logs = await usageLogsOf(testApp.db, student.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      weeklyReportId: weeklyId,
      contentType: 'weekly',
      enhancementType: 'full_report',
      usageType: 'FULLFILLED',
      tokensConsumed: 300,
      provider: 'openai',
      model: AI_TEST_MODEL,
      ledgerReference: debits[0]!.reference,
    });
    expect(logs[0]!.durationMs).toBeGreaterThanOrEqual(0);
    expect(await balanceOf(testApp.db, student.id)).toBe(100);

    // What the OpenAI-compatible server received.
    expect(testApp.fake.requests).toHaveLength(requestsBefore + 1);
    const received = testApp.fake.requests.at(-1)!;
    expect(received.method).toBe('POST');
    expect(received.path).toBe('/v1/chat/completions');
    expect(received.headers.authorization).toBe(`Bearer ${AI_TEST_KEY}`);
    expect(received.body.model).toBe(AI_TEST_MODEL);
    expect(received.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'weekly_log_book', strict: true, schema: { type: 'object' } },
    });
    const [system, user] = received.body.messages;
    expect(system).toMatchObject({ role: 'system' });
    expect(system!.content).toContain('Never change hours or dates');
    expect(system!.content).toContain('Plain text only');
    expect(system!.content).toContain('Never invent');
    expect(user!.role).toBe('user');
    for (const fact of [
      'Week: 2',
      `Monday ${dayOf(2, 0)} (8 hours): checked power suplies in workshop`,
      'replaced capacitors on two units',
      `Wednesday ${dayOf(2, 2)} (8.5 hours): tested units under load`,
      `Thursday ${dayOf(2, 3)}: no entry`,
      'Weekly summary: my week summary',
      'Main job title: psu repair',
      '1. open the unit (tools: screwdriver)',
      "Student's instructions: Mention the safety checks",
    ]) {
      expect(user!.content).toContain(fact);
    }
  });

  it('answers 402 with the spec message below 300 tokens, before calling the provider', async () => {
    const student = await studentWith(AI_ENHANCEMENT_COST - 1);
    await writtenWeek(student, 2);
    const before = await logbookSnapshot(testApp.db);
    const requestsBefore = testApp.fake.requests.length;
    const response = await enhance(student, 2);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      detail: MESSAGES.ai.insufficientTokens,
      code: 'insufficient_tokens',
    });
    expect(testApp.fake.requests).toHaveLength(requestsBefore);
    expect(await logbookSnapshot(testApp.db)).toEqual(before);
    expect(await balanceOf(testApp.db, student.id)).toBe(AI_ENHANCEMENT_COST - 1);
  });

  it('answers 404 with the spec message for a week without a report', async () => {
    const student = await studentWith(1000);
    const response = await enhance(student, 5, {});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      detail: MESSAGES.ai.reportNotFound,
      code: 'not_found',
    });
    expect((await enhance(student, 9)).statusCode).toBe(400);
  });

  it('asks for a description of an empty week, then enhances it from that description', async () => {
    const student = await studentWith(1000);
    await weeklyReport(student, 4);
    const refused = await enhance(student, 4, { additional_instructions: '   ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      detail: MESSAGES.ai.needsDescription,
      code: 'validation_error',
      errors: { additional_instructions: [MESSAGES.ai.needsDescription] },
    });
    expect(await balanceOf(testApp.db, student.id)).toBe(1000);

    // An answer about the work the student described (weekly-operations.ts drops other steps).
    testApp.fake.weeklyAnswer = {
      ...DEFAULT_WEEKLY_ANSWER,
      summary: 'This week I installed lighting circuits.',
      main_job_title: 'Lighting circuits installation',
      main_job_description: 'I installed lighting circuits.',
      operations: [
        { description: 'Installed the lighting circuits.', tools: '' },
        { description: 'Installed the circuits of the lighting.', tools: '' },
        { description: 'Lighting circuits installed.', tools: '' },
      ],
    };
    const body = expectStatus(
      await enhance(student, 4, { additional_instructions: 'I installed lighting circuits.' }),
      200,
    );
    testApp.fake.weeklyAnswer = DEFAULT_WEEKLY_ANSWER;
    expect(body.usage_type).toBe('EMPTY');
    // No day gets invented: the week still has no daily reports.
    expect(body.report.daily_reports).toEqual([]);
    expect(body.report.daily_monday).toBe('');
    expect(body.report.total_hours).toBe(0);
    // A main job with its operations is suggested where there was none.
    expect(body.report.main_job.operations).toHaveLength(3);
    expect(testApp.fake.requests.at(-1)!.body.messages[1]!.content).toContain(
      "Student's instructions: I installed lighting circuits.",
    );
  });

  it('marks a week with few entries PARTIAL', async () => {
    const student = await studentWith(300);
    await logDay(student, dayOf(1, 0), 4, 'wired a socket');
    await weeklyReport(student, 1);
    testApp.fake.weeklyAnswer = {
      ...DEFAULT_WEEKLY_ANSWER,
      days: { ...DEFAULT_WEEKLY_ANSWER.days, monday: 'I wired a socket.' },
    };
    const body = expectStatus(await enhance(student, 1), 200);
    expect(body.usage_type).toBe('PARTIAL');
    expect(body.available_tokens).toBe(0);
    expect((await aiDebitsOf(testApp.db, student.id))[0]!.usageType).toBe('PARTIAL');
  });

  it('refuses a submitted week with 409 and charges nothing', async () => {
    const student = await studentWith(1000);
    await writtenWeek(student, 2);
    expectStatus(await student.call('PATCH', '/api/reports/weekly/week/2/submit/'), 200);
    const before = await logbookSnapshot(testApp.db);
    const response = await enhance(student, 2);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      detail: MESSAGES.weekly.locked,
      code: 'report_locked',
    });
    expect(await logbookSnapshot(testApp.db)).toEqual(before);
    expect(await balanceOf(testApp.db, student.id)).toBe(1000);
  });

  it('needs a signed-in user', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/reports/weekly/week/2/enhance_with_ai',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });

  const failures: TFakeMode[] = ['http_500', 'invalid_json', 'bad_shape', 'hang'];
  it.each(failures)(
    'provider failure (%s): 502, nothing charged, report unchanged',
    async (mode) => {
      const student = await studentWith(AI_ENHANCEMENT_COST);
      await writtenWeek(student, 2);
      const before = await logbookSnapshot(testApp.db);
      const requestsBefore = testApp.fake.requests.length;
      testApp.fake.mode = mode;
      const started = Date.now();
      const response = await enhance(student, 2, { additional_instructions: 'more detail' });
      expect(response.statusCode, response.body).toBe(502);
      expect(response.json()).toEqual({
        detail: MESSAGES.ai.providerFailed,
        code: 'ai_provider_error',
      });
      // The provider was really asked (and, for a hang, given up on after AI_TIMEOUT_MS).
      expect(testApp.fake.requests).toHaveLength(requestsBefore + 1);
      if (mode === 'hang') expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      expect(await logbookSnapshot(testApp.db)).toEqual(before);
      expect(await balanceOf(testApp.db, student.id)).toBe(AI_ENHANCEMENT_COST);
      expect(await aiDebitsOf(testApp.db, student.id)).toEqual([]);
      expect(await usageLogsOf(testApp.db, student.id)).toEqual([]);
    },
  );
});
