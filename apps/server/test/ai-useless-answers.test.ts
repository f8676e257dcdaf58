// An answer that changes nothing is not an enhancement (DESIGN §4.6: tokens are charged only when
// the call succeeds): an empty answer, one the facts guard discards entirely, or one over its
// bounds is a provider failure — 502 with the usual "No tokens were charged" detail, nothing
// charged, the week unchanged and not marked enhanced. Markup in an answer is stripped or refused.
import { AI_ENHANCEMENT_COST, AI_TEXT_COST, MESSAGES } from '@ptlog/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { OPERATIONS_MAX } from '../src/features/ai/provider';
import { balanceOf } from '../src/features/tokens/ledger';
import {
  aiDebitsOf,
  buildAiApp,
  DEFAULT_WEEKLY_ANSWER,
  enhance,
  studentWithTokens,
  usageLogsOf,
  writtenWeek,
} from './helpers/ai';
import type { TFakeWeeklyAnswer } from './helpers/fake-openai';
import { logbookSnapshot } from './helpers/logbook';
import { expectStatus } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildAiApp);
beforeEach(() => {
  testApp.fake.mode = 'ok';
  testApp.fake.weeklyAnswer = DEFAULT_WEEKLY_ANSWER;
  testApp.fake.answers = {};
});

const everyDay = (text: string) => ({
  monday: text,
  tuesday: text,
  wednesday: text,
  thursday: text,
  friday: text,
});

const EMPTY_ANSWER: TFakeWeeklyAnswer = {
  summary: '',
  main_job_title: '',
  main_job_description: '',
  days: everyDay(''),
  operations: [],
};

// About other work: every day "I checked the motor." (the week is about power supplies).
const UNRELATED_ANSWER: TFakeWeeklyAnswer = {
  summary: 'This week I serviced the motor and painted the office.',
  main_job_title: 'Motor servicing',
  main_job_description: 'I serviced the motor.',
  days: everyDay('I checked the motor.'),
  operations: [],
};

async function expectNothingCharged(
  studentId: number,
  tokens: number,
  response: { statusCode: number; body: string; json(): unknown },
  detail: string,
) {
  expect(response.statusCode, response.body).toBe(502);
  expect(response.json()).toEqual({ detail, code: 'ai_provider_error' });
  expect(await balanceOf(testApp.db, studentId)).toBe(tokens);
  expect(await aiDebitsOf(testApp.db, studentId)).toEqual([]);
  expect(await usageLogsOf(testApp.db, studentId)).toEqual([]);
}

describe('a weekly answer that changes nothing', () => {
  it.each([
    ['every field empty', EMPTY_ANSWER],
    ['every field about other work', UNRELATED_ANSWER],
  ])('%s: 502, nothing charged, the week unchanged', async (_name, answer) => {
    const student = await studentWithTokens(testApp, AI_ENHANCEMENT_COST);
    await writtenWeek(student, 2);
    const before = await logbookSnapshot(testApp.db);
    testApp.fake.weeklyAnswer = answer;
    const response = await enhance(student, 2, {});
    await expectNothingCharged(
      student.id,
      AI_ENHANCEMENT_COST,
      response,
      MESSAGES.ai.providerFailed,
    );
    expect(await logbookSnapshot(testApp.db)).toEqual(before);
    const week = expectStatus(await student.call('GET', '/api/reports/weekly/week/2/'), 200);
    expect(week.is_enhanced).toBe(false);
  });

  it('a field over its form limit or operations past the bound fail the whole answer', async () => {
    const student = await studentWithTokens(testApp, AI_ENHANCEMENT_COST);
    await writtenWeek(student, 2);
    testApp.fake.weeklyAnswer = { ...DEFAULT_WEEKLY_ANSWER, summary: 'I worked. '.repeat(600) };
    const tooLong = await enhance(student, 2, {});
    await expectNothingCharged(
      student.id,
      AI_ENHANCEMENT_COST,
      tooLong,
      MESSAGES.ai.providerFailed,
    );
    const step = { description: 'Tested the units under load.', tools: '' };
    testApp.fake.weeklyAnswer = {
      ...DEFAULT_WEEKLY_ANSWER,
      operations: Array(OPERATIONS_MAX + 1).fill(step),
    };
    const tooMany = await enhance(student, 2, {});
    await expectNothingCharged(
      student.id,
      AI_ENHANCEMENT_COST,
      tooMany,
      MESSAGES.ai.providerFailed,
    );
  });

  it('a body past the byte limit is a provider failure', async () => {
    const student = await studentWithTokens(testApp, AI_ENHANCEMENT_COST);
    await writtenWeek(student, 2);
    testApp.fake.mode = 'huge';
    const response = await enhance(student, 2, {});
    await expectNothingCharged(
      student.id,
      AI_ENHANCEMENT_COST,
      response,
      MESSAGES.ai.providerFailed,
    );
  });

  it('strips simple markup and refuses a field that is mostly markup or unsafe', async () => {
    const student = await studentWithTokens(testApp, AI_ENHANCEMENT_COST);
    await writtenWeek(student, 2);
    testApp.fake.weeklyAnswer = {
      ...DEFAULT_WEEKLY_ANSWER,
      summary: '## Week 2\n\nThis week I **tested** and repaired power supplies in the _workshop_.',
      main_job_title: '<b>Power supply maintenance</b>',
      days: {
        ...DEFAULT_WEEKLY_ANSWER.days,
        monday: '**I checked** the power supplies in the workshop <script>alert(1)</script>',
        tuesday: 'I replaced the damaged capacitors on [two units](https://x.example).',
      },
    };
    const body = expectStatus(await enhance(student, 2, {}), 200);
    expect(body.report).toMatchObject({
      summary: 'Week 2\n\nThis week I tested and repaired power supplies in the workshop.',
      main_job_title: 'Power supply maintenance',
      // Refused (a script): the student's own text stays.
      daily_monday: 'checked power suplies in workshop',
      daily_tuesday: 'I replaced the damaged capacitors on two units.',
    });
  });
});

describe('a text answer that is empty, unbounded or changes no word', () => {
  it.each([
    [
      '/api/ai/generate/summary/',
      { entries: ['replaced capacitors on two units'] },
      'summary',
      { summary: '' },
    ],
    [
      '/api/ai/suggest/improvements/',
      { text: 'did work' },
      'suggestions',
      { suggestions: [' ', ''] },
    ],
    ['/api/ai/enhance/text/', { text: 'replaced capacitors' }, 'improved_text', { text: '  ' }],
    [
      '/api/ai/suggest/improvements/',
      { text: 'did work' },
      'suggestions',
      { suggestions: Array(500).fill('Name the tools you used.') },
    ],
    [
      '/api/ai/suggest/improvements/',
      { text: 'did work' },
      'suggestions',
      { suggestions: ['Name the tools. '.repeat(30)] },
    ],
    [
      '/api/ai/enhance/text/',
      { text: 'replaced the capacitors on two units' },
      'improved_text',
      { text: 'I replaced the capacitors on two units and checked them carefully. '.repeat(8) },
    ],
    [
      '/api/ai/enhance/text/',
      { text: 'replaced the capacitors on two units' },
      'improved_text',
      { text: 'I checked the motor.' },
    ],
    [
      '/api/ai/generate/summary/',
      { entries: ['replaced capacitors on two units'] },
      'summary',
      { summary: 'I serviced the motor and painted the office.' },
    ],
    // The student's own words back, at most with other capitals, full stops or spacing.
    [
      '/api/ai/enhance/text/',
      { text: 'replaced the capacitors on two units' },
      'improved_text',
      { text: 'Replaced the capacitors on two units.' },
    ],
    [
      '/api/ai/enhance/general/',
      { text: 'The company makes cables.\n\nIt has 5 zones.' },
      'improved_text',
      { text: 'the company makes cables it has 5 zones' },
    ],
    [
      '/api/ai/enhance/daily/',
      { text: 'wired the control panel' },
      'improved_text',
      { text: 'Wired  the control panel!' },
    ],
  ])('%s answering %j → %s: 502, nothing charged', async (url, payload, schema, answer) => {
    const student = await studentWithTokens(testApp, AI_TEXT_COST);
    testApp.fake.answers = { [schema]: answer };
    const response = await student.call('POST', url, payload);
    await expectNothingCharged(student.id, AI_TEXT_COST, response, MESSAGES.ai.textProviderFailed);
  });

  it('strips emphasis from an improved text', async () => {
    const student = await studentWithTokens(testApp, AI_TEXT_COST);
    testApp.fake.answers = {
      improved_text: { text: 'I **replaced** the capacitors on two units.' },
    };
    const body = expectStatus(
      await student.call('POST', '/api/ai/enhance/text/', {
        text: 'replaced capacitors on two units',
      }),
      200,
    );
    expect(body.enhanced_text).toBe('I replaced the capacitors on two units.');
  });
});
