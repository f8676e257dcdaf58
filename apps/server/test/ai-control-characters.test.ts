// A model's answer holding characters no typed text may hold (NUL, BEL, ESC, U+FFFF …): they are
// dropped before anything is stored, so the answer is stored (PostgreSQL cannot store NUL, in
// text or jsonb), charged as usual, and the student can save the enhanced text again unchanged
// (the API refuses those characters in what is typed).
import { beforeEach, describe, expect, it } from 'vitest';
import { balanceOf } from '../src/features/tokens/ledger';
import { bearer, login } from './helpers/accounts';
import {
  buildAiApp,
  DEFAULT_WEEKLY_ANSWER,
  grantTokens,
  studentWithTokens,
  writtenWeek,
} from './helpers/ai';
import { createUser } from './helpers/factories';
import { expectStatus } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildAiApp);

beforeEach(() => {
  testApp.fake.weeklyAnswer = DEFAULT_WEEKLY_ANSWER;
  testApp.fake.answers = {};
});

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const NOT_TYPABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/;

describe('control characters in an answer of the model', () => {
  it('a weekly answer: stored and charged without them, and saved again unchanged', async () => {
    const student = await studentWithTokens(testApp, 1000);
    await writtenWeek(student, 2);
    testApp.fake.weeklyAnswer = {
      ...DEFAULT_WEEKLY_ANSWER,
      summary:
        'This week I tested and repaired power supplies\u0007 in the maintenance\u001b workshop.',
      days: {
        ...DEFAULT_WEEKLY_ANSWER.days,
        monday: 'I checked the power supplies\u0000 in the workshop.\uFFFF',
      },
      operations: [{ description: 'Opened\u0000 the unit.', tools: 'Screwdriver\u007f' }],
    };

    const report = expectStatus(
      await student.call('POST', '/api/reports/weekly/week/2/enhance_with_ai/', {}),
      200,
    ).report;

    expect(report.summary).toBe(DEFAULT_WEEKLY_ANSWER.summary);
    expect(report.daily_monday).toBe(DEFAULT_WEEKLY_ANSWER.days.monday);
    expect(report.main_job.operations).toMatchObject([
      { operation_description: 'Opened the unit.', tools_used: 'Screwdriver' },
    ]);
    expect(NOT_TYPABLE.test(JSON.stringify(report))).toBe(false);
    expect(await balanceOf(testApp.db, student.id)).toBe(700);
    // The page saves the summary it shows.
    expectStatus(
      await student.call('PUT', '/api/reports/weekly/week/2/', { summary: report.summary }),
      200,
    );
  });

  it('a text call with an Idempotency-Key: the answer is kept for a replay, without them', async () => {
    const user = await createUser(testApp.db);
    const { access } = await login(testApp.app, user.email, user.password);
    await grantTokens(testApp.db, user.id, 100);
    testApp.fake.answers = {
      improved_text: { text: 'I replaced the capacitors\u0000 on two units.' },
    };
    const call = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/ai/enhance/text/',
        headers: { ...bearer(access), 'idempotency-key': 'control-characters-0001' },
        payload: { text: 'replaced capacitors on two units' },
      });

    const first = expectStatus(await call(), 200);
    expect(first.enhanced_text).toBe('I replaced the capacitors on two units.');
    const replay = expectStatus(await call(), 200);
    expect(replay.enhanced_text).toBe(first.enhanced_text);
    expect(await balanceOf(testApp.db, user.id)).toBe(90);
  });

  it('a suggestion and a summary: without them', async () => {
    const student = await studentWithTokens(testApp, 100);
    testApp.fake.answers = {
      suggestions: { suggestions: ['Name the\u0000 tools you used.\uFFFE'] },
      summary: { summary: 'I replaced capacitors\u001b on two units.' },
    };
    const suggested = expectStatus(
      await student.call('POST', '/api/ai/suggest/improvements/', {
        text: 'replaced capacitors on two units',
      }),
      200,
    );
    expect(suggested.suggestions).toEqual(['Name the tools you used.']);
    const summary = expectStatus(
      await student.call('POST', '/api/ai/generate/summary/', {
        entries: ['replaced capacitors on two units'],
      }),
      200,
    );
    expect(summary.summary).toBe('I replaced capacitors on two units.');
  });
});
