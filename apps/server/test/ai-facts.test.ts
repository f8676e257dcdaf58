// The never-change-facts checks on an OpenAI-compatible model's answer (packages/writing-assistant
// facts.ts), through the API: a day whose numbers the model changed keeps the student's text, a
// summary with an invented number keeps the student's summary, and the rest is written.
import { describe, expect, it } from 'vitest';
import { buildAiApp, DEFAULT_WEEKLY_ANSWER, studentWithTokens, writtenWeek } from './helpers/ai';
import { expectStatus } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildAiApp);

describe('an OpenAI-compatible answer that changes facts', () => {
  it('keeps the student text where the model changed or invented a number', async () => {
    testApp.fake.weeklyAnswer = {
      ...DEFAULT_WEEKLY_ANSWER,
      summary: 'This week I repaired 12 power supplies in 45 hours.',
      days: {
        ...DEFAULT_WEEKLY_ANSWER.days,
        // The student replaced capacitors on two units; the model says 4.
        tuesday: 'I replaced the damaged capacitors on 4 units.',
      },
    };
    const student = await studentWithTokens(testApp, 300);
    await writtenWeek(student, 2);
    const body = expectStatus(
      await student.call('POST', '/api/reports/weekly/week/2/enhance_with_ai/', {}),
      200,
    );
    expect(body.report).toMatchObject({
      summary: 'my week summary',
      daily_monday: DEFAULT_WEEKLY_ANSWER.days.monday,
      daily_tuesday: 'replaced capacitors on two units',
      main_job_title: DEFAULT_WEEKLY_ANSWER.main_job_title,
    });
  });
});
