import { AI_ENHANCEMENT_COST, AI_TEXT_COST, MESSAGES } from '@ptlog/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { balanceOf } from '../src/features/tokens/ledger';
import {
  aiDebitsOf,
  buildAiApp,
  grantTokens,
  studentWithTokens,
  usageLogsOf,
  writtenWeek,
} from './helpers/ai';
import { dayOf, logbookSnapshot, signedInStudent } from './helpers/logbook';
import { expectStatus, logDay } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildAiApp);
beforeEach(() => {
  testApp.fake.mode = 'ok';
});

const studentWith = (tokens: number) => studentWithTokens(testApp, tokens);

const charged = (available: number) => ({
  success: true,
  message: MESSAGES.ai.textSuccess,
  tokens_charged: AI_TEXT_COST,
  available_tokens: available,
});

describe('text-level AI calls', () => {
  it('enhance text and general: a suggestion for 10 tokens, logged, nothing stored changes', async () => {
    const student = await studentWith(100);
    const before = await logbookSnapshot(testApp.db);
    const text = expectStatus(
      await student.call('POST', '/api/ai/enhance/text/', {
        text: 'i fixd the pump',
        instructions: 'formal',
      }),
      200,
    );
    expect(text).toEqual({
      ...charged(90),
      content_type: 'text',
      original_text: 'i fixd the pump',
      enhanced_text: 'Also, i fixd the pump',
      daily_report_id: null,
    });
    const prompt = testApp.fake.requests.at(-1)!.body;
    expect(prompt.response_format.json_schema.name).toBe('improved_text');
    expect(prompt.messages[1]!.content).toContain("Student's instructions: formal");

    const general = expectStatus(
      await student.call('POST', '/api/ai/enhance/general', { text: 'The company makes cables.' }),
      200,
    );
    expect(general).toMatchObject({ ...charged(80), content_type: 'general' });
    expect(await logbookSnapshot(testApp.db)).toEqual(before);
    const logs = await usageLogsOf(testApp.db, student.id);
    expect(logs.map((log) => [log.contentType, log.enhancementType, log.tokensConsumed])).toEqual([
      ['text', 'text', 10],
      ['general', 'general', 10],
    ]);
    const debits = await aiDebitsOf(testApp.db, student.id);
    expect(debits.map((debit) => debit.amount)).toEqual([-10, -10]);
    expect(logs.map((log) => log.ledgerReference)).toEqual(debits.map((debit) => debit.reference));
  });

  it("enhance daily: my daily report by id, or a text; another student's id is 404", async () => {
    const student = await studentWith(100);
    const daily = await logDay(student, dayOf(1, 0), 8, 'wired the control panel');
    const before = await logbookSnapshot(testApp.db);
    const byId = expectStatus(
      await student.call('POST', '/api/ai/enhance/daily/', { daily_report_id: daily.id }),
      200,
    );
    expect(byId).toMatchObject({
      content_type: 'daily',
      original_text: 'wired the control panel',
      enhanced_text: 'Also, wired the control panel',
      daily_report_id: daily.id,
    });
    // The daily report itself is unchanged: the student decides whether to use the suggestion.
    expect(await logbookSnapshot(testApp.db)).toEqual(before);
    expectStatus(await student.call('POST', '/api/ai/enhance/daily/', { text: 'typed text' }), 200);

    const other = await studentWith(100);
    const foreign = await other.call('POST', '/api/ai/enhance/daily/', {
      daily_report_id: daily.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(MESSAGES.daily.notFound);
    const empty = await other.call('POST', '/api/ai/enhance/daily/', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.text).toEqual([MESSAGES.ai.dailyInputRequired]);
    expect(await balanceOf(testApp.db, other.id)).toBe(100);
  });

  it("generate summary: of a week's entries or of given entries", async () => {
    const student = await studentWith(100);
    await writtenWeek(student, 2);
    const byWeek = expectStatus(
      await student.call('POST', '/api/ai/generate/summary/', { week_number: 2 }),
      200,
    );
    expect(byWeek).toEqual({ ...charged(90), summary: 'Summary of 3 entries.' });
    const prompt = testApp.fake.requests.at(-1)!.body.messages[1]!.content;
    expect(prompt).toContain('1. checked power suplies in workshop');
    const given = expectStatus(
      await student.call('POST', '/api/ai/generate/summary/', { entries: ['one', '', 'two'] }),
      200,
    );
    expect(given.summary).toBe('Summary of 2 entries.');
    const logs = await usageLogsOf(testApp.db, student.id);
    expect(logs.map((log) => [log.contentType, log.usageType])).toEqual([
      ['summary', 'FULLFILLED'],
      ['summary', 'FULLFILLED'],
    ]);

    const nothing = await student.call('POST', '/api/ai/generate/summary/', { week_number: 6 });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().detail).toBe(MESSAGES.ai.nothingToSummarize);
    const noInput = await student.call('POST', '/api/ai/generate/summary/', { entries: [] });
    expect(noInput.statusCode).toBe(400);
    expect(noInput.json().errors.entries).toEqual([MESSAGES.ai.summaryInputRequired]);
    expect(await balanceOf(testApp.db, student.id)).toBe(80);
  });

  it('suggest improvements: trimmed, non-empty suggestions', async () => {
    const student = await studentWith(10);
    const body = expectStatus(
      await student.call('POST', '/api/ai/suggest/improvements/', { text: 'did work' }),
      200,
    );
    expect(body).toEqual({
      ...charged(0),
      suggestions: ['Name the tools you used.', 'Say what the result was.'],
    });
    const poor = await student.call('POST', '/api/ai/suggest/improvements/', { text: 'again' });
    expect(poor.statusCode).toBe(402);
    expect(poor.json()).toEqual({
      detail: MESSAGES.ai.insufficientTokens,
      code: 'insufficient_tokens',
    });
  });

  it('enhance weekly: the same enhancement as enhance_with_ai, by week number', async () => {
    const student = await studentWith(AI_ENHANCEMENT_COST);
    await writtenWeek(student, 2);
    const body = expectStatus(
      await student.call('POST', '/api/ai/enhance/weekly/', {
        week_number: 2,
        additional_instructions: 'short',
      }),
      200,
    );
    expect(body).toMatchObject({
      success: true,
      message: MESSAGES.ai.success,
      tokens_charged: 300,
      available_tokens: 0,
      report: { week_number: 2, is_enhanced: true },
    });
    const missing = await student.call('POST', '/api/ai/enhance/weekly/', { week_number: 7 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(MESSAGES.ai.reportNotFound);
  });

  it('a provider failure charges nothing: 502 with its message', async () => {
    const student = await studentWith(100);
    testApp.fake.mode = 'http_500';
    const response = await student.call('POST', '/api/ai/enhance/text/', { text: 'hello' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      detail: MESSAGES.ai.textProviderFailed,
      code: 'ai_provider_error',
    });
    testApp.fake.mode = 'bad_shape';
    expect(
      (await student.call('POST', '/api/ai/suggest/improvements/', { text: 'x' })).statusCode,
    ).toBe(502);
    expect(await balanceOf(testApp.db, student.id)).toBe(100);
    expect(await usageLogsOf(testApp.db, student.id)).toEqual([]);
  });

  it('validates bodies (400) and needs a signed-in user (401)', async () => {
    const student = await studentWith(100);
    const blank = await student.call('POST', '/api/ai/enhance/text/', { text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.text).toEqual([MESSAGES.ai.textRequired]);
    const tooLong = await student.call('POST', '/api/ai/suggest/improvements/', {
      text: 'x'.repeat(5001),
    });
    expect(tooLong.statusCode).toBe(400);
    for (const [method, url] of [
      ['POST', '/api/ai/enhance/text/'],
      ['POST', '/api/ai/enhance/daily/'],
      ['POST', '/api/ai/enhance/weekly/'],
      ['POST', '/api/ai/enhance/general/'],
      ['POST', '/api/ai/generate/summary/'],
      ['POST', '/api/ai/suggest/improvements/'],
      ['GET', '/api/ai/usage/'],
    ] as const) {
      const payload =
        method === 'POST' ? { text: 'valid', week_number: 2, entries: ['a'] } : undefined;
      const response = await testApp.app.inject({ method, url, payload });
      expect(response.statusCode, url).toBe(401);
    }
    expect(await balanceOf(testApp.db, student.id)).toBe(100);
  });
});

describe('GET /api/ai/usage/', () => {
  it("counts only the signed-in user's successful calls, newest first", async () => {
    const student = await studentWith(AI_ENHANCEMENT_COST + 20);
    expect(expectStatus(await student.call('GET', '/api/ai/usage/'), 200)).toEqual({
      total_enhancements: 0,
      total_tokens: 0,
      enhancement_types: [],
      content_types: [],
      recent_enhancements: [],
    });
    await writtenWeek(student, 2);
    expectStatus(
      await student.call('POST', '/api/reports/weekly/week/2/enhance_with_ai/', {}),
      200,
    );
    expectStatus(await student.call('POST', '/api/ai/enhance/text/', { text: 'a' }), 200);
    expectStatus(await student.call('POST', '/api/ai/enhance/text/', { text: 'b' }), 200);
    testApp.fake.mode = 'http_500';
    expect((await student.call('POST', '/api/ai/enhance/text/', { text: 'c' })).statusCode).toBe(
      402,
    );
    const other = await studentWith(10);
    expectStatus(await other.call('POST', '/api/ai/suggest/improvements/', { text: 'x' }), 502);

    const usage = expectStatus(await student.call('GET', '/api/ai/usage'), 200);
    expect(usage).toMatchObject({
      total_enhancements: 3,
      total_tokens: 320,
      enhancement_types: [
        { enhancement_type: 'text', count: 2 },
        { enhancement_type: 'full_report', count: 1 },
      ],
      content_types: [
        { content_type: 'text', count: 2 },
        { content_type: 'weekly', count: 1 },
      ],
    });
    expect(usage.recent_enhancements).toHaveLength(3);
    expect(usage.recent_enhancements[0]).toEqual({
      content_type: 'text',
      enhancement_type: 'text',
      tokens_consumed: 10,
      created_at: expect.any(String),
    });
    expect(usage.recent_enhancements[2]).toMatchObject({
      content_type: 'weekly',
      tokens_consumed: 300,
    });
    expect(expectStatus(await other.call('GET', '/api/ai/usage/'), 200).total_enhancements).toBe(0);
  });
});

describe('AI rate limit', () => {
  const limited = perSuite(() => buildAiApp({ AI_RATE_LIMIT_MAX: '2', AI_IP_RATE_LIMIT_MAX: '3' }));

  it('allows AI_RATE_LIMIT_MAX calls a minute per user, AI_IP_RATE_LIMIT_MAX per client and route', async () => {
    const student = await signedInStudent(limited);
    await grantTokens(limited.db, student.id, 100);
    for (let call = 0; call < 2; call += 1) {
      expectStatus(await student.call('POST', '/api/ai/enhance/text/', { text: 'hi' }), 200);
    }
    // Per user, across the AI routes (counted in the database, seen by every instance).
    const refused = await student.call('POST', '/api/ai/suggest/improvements/', { text: 'hi' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      detail: 'Rate limit exceeded. Please try again later.',
    });
    expect(await balanceOf(limited.db, student.id)).toBe(80);
    // Per client IP on each route: a classmate on the same connection has used none of theirs,
    // and shares what is left of this route's three calls a minute for the address.
    const classmate = await signedInStudent(limited);
    await grantTokens(limited.db, classmate.id, 100);
    expectStatus(await classmate.call('POST', '/api/ai/enhance/text/', { text: 'hi' }), 200);
    const sameRoute = await classmate.call('POST', '/api/ai/enhance/text/', { text: 'hi' });
    expect(sameRoute.statusCode).toBe(429);
    expectStatus(
      await classmate.call('POST', '/api/ai/suggest/improvements/', { text: 'hi' }),
      200,
    );
    // Other routes keep the general limit.
    expectStatus(await student.call('GET', '/api/ai/usage/'), 200);
  });
});
