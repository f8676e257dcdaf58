// The default provider (AI_PROVIDER=local) through the whole API: the offline writing assistant
// enhances a week, the charge and the usage log name it, and reset brings the student's text back.
import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { LOCAL_MODEL } from '../src/features/ai/local';
import { balanceOf } from '../src/features/tokens/ledger';
import { dailyRowsOf, grantTokens, usageLogsOf, writtenWeek } from './helpers/ai';
import { buildLogbookApp, signedInStudent } from './helpers/logbook';
import { expectStatus } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildLogbookApp);

describe('AI with the local provider', () => {
  it('enhances a week offline, keeps hours and dates, and resets to the original', async () => {
    expect(testApp.config.ai.provider).toBe('local');
    const student = await signedInStudent(testApp);
    await grantTokens(testApp.db, student.id, 320);
    const { weeklyId } = await writtenWeek(student, 2);
    const original = expectStatus(await student.call('GET', '/api/reports/weekly/week/2/'), 200);
    const dailiesBefore = await dailyRowsOf(testApp.db, student.id);

    const body = expectStatus(
      await student.call('POST', '/api/reports/weekly/week/2/enhance_with_ai/', {}),
      200,
    );
    expect(body).toMatchObject({
      message: MESSAGES.ai.success,
      tokens_charged: 300,
      available_tokens: 20,
      usage_type: 'FULLFILLED',
      report: { is_enhanced: true, daily_thursday: '', daily_friday: '', total_hours: 24.5 },
    });
    // The student's misspelling is corrected; the day keeps its facts.
    expect(body.report.daily_monday).not.toBe(original.daily_monday);
    expect(body.report.daily_monday.toLowerCase()).toContain('supplies');
    expect(body.report.summary).not.toBe('');
    const dailiesAfter = await dailyRowsOf(testApp.db, student.id);
    expect(dailiesAfter.map((d) => [d.id, d.date, d.hoursSpent])).toEqual(
      dailiesBefore.map((d) => [d.id, d.date, d.hoursSpent]),
    );
    const [log] = await usageLogsOf(testApp.db, student.id);
    expect(log).toMatchObject({ provider: 'local', model: LOCAL_MODEL, tokensConsumed: 300 });

    const text = expectStatus(
      await student.call('POST', '/api/ai/enhance/text/', { text: 'i fixd the pump' }),
      200,
    );
    expect(text.enhanced_text).not.toBe('');
    expect(await balanceOf(testApp.db, student.id)).toBe(10);

    const reset = expectStatus(
      await student.call('POST', `/api/reports/weekly/${weeklyId}/reset_to_original/`),
      200,
    );
    expect(reset.report.daily_monday).toBe(original.daily_monday);
    expect(reset.report.summary).toBe(original.summary);
    expect(reset.report.main_job).toEqual(
      expect.objectContaining({
        title: original.main_job.title,
        description: original.main_job.description,
      }),
    );
  });
});
