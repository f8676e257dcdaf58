// The default provider (AI_PROVIDER=local) through the whole API: the offline writing assistant
// enhances a week, the charge and the usage log name it, and reset brings the student's text back.
import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { LOCAL_MODEL } from '../src/features/ai/local';
import { balanceOf } from '../src/features/tokens/ledger';
import { dailyRowsOf, enhance, grantTokens, usageLogsOf, writtenWeek } from './helpers/ai';
import { buildLogbookApp, dayOf, signedInStudent } from './helpers/logbook';
import { expectStatus, logDay, weeklyReport } from './helpers/logbook-requests';
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

  it('names no main job from days without work, and names it from the work days', async () => {
    const student = await signedInStudent(testApp);
    await grantTokens(testApp.db, student.id, 600);
    // Week 1: only days without work, one of them with hours; no main job of the student's.
    await logDay(student, dayOf(1, 0), 8, 'absent due to sickness');
    await logDay(student, dayOf(1, 1), 0, 'public holiday');
    await logDay(student, dayOf(1, 2), 0, 'nilikuwa mgonjwa');
    await weeklyReport(student, 1);
    const empty = expectStatus(await enhance(student, 1), 200).report;
    expect(empty).toMatchObject({
      main_job_title: '',
      main_job_description: '',
      main_job: null,
      daily_monday: 'Absent due to sickness.',
      daily_wednesday: 'Nilikuwa mgonjwa.',
    });

    // Week 2: an absent day with the most hours among work days; the title comes from the work.
    await logDay(student, dayOf(2, 0), 9, 'absent due to sickness');
    await logDay(student, dayOf(2, 1), 8, 'instal new sockets in the workshop');
    await logDay(student, dayOf(2, 2), 6, 'test the sockets with multimeter');
    await weeklyReport(student, 2);
    const worked = expectStatus(await enhance(student, 2), 200).report;
    expect(worked.main_job_title).toBe('Installing new sockets in the workshop');
    expect(worked.main_job.title).toBe('Installing new sockets in the workshop');
    expect(worked.main_job_description).not.toMatch(/absent/i);
    for (const op of worked.main_job.operations) {
      expect(op.operation_description).not.toMatch(/absent/i);
    }
    expect(worked.daily_monday).toBe('Absent due to sickness.');
  });

  it('charges nothing for an all-Swahili week, where it changes no word (only capitals and full stops)', async () => {
    const student = await signedInStudent(testApp);
    await grantTokens(testApp.db, student.id, 300);
    await logDay(student, dayOf(3, 0), 8, 'nilisaidia fundi kufunga taa za barabarani');
    await logDay(student, dayOf(3, 1), 8, 'leo tulifanya kazi ya kubadilisha transfoma');
    await weeklyReport(student, 3);
    const response = await enhance(student, 3);
    expect(response.statusCode, response.body).toBe(502);
    expect(response.json()).toMatchObject({ detail: MESSAGES.ai.providerFailed });
    expect(await balanceOf(testApp.db, student.id)).toBe(300);
    const week = expectStatus(await student.call('GET', '/api/reports/weekly/week/3/'), 200);
    expect(week).toMatchObject({
      is_enhanced: false,
      summary: '',
      daily_monday: 'nilisaidia fundi kufunga taa za barabarani',
    });
  });

  it('charges nothing for a Swahili text it gives back word for word', async () => {
    const student = await signedInStudent(testApp);
    await grantTokens(testApp.db, student.id, 100);
    const text =
      'Kampuni inazalisha umeme. Tanesco ilianzishwa mwaka 1964 na ina wafanyakazi 7000.';
    for (const url of ['/api/ai/enhance/general/', '/api/ai/enhance/text/']) {
      const response = await student.call('POST', url, { text });
      expect(response.statusCode, response.body).toBe(502);
      expect(response.json()).toMatchObject({ detail: MESSAGES.ai.textProviderFailed });
    }
    expect(await balanceOf(testApp.db, student.id)).toBe(100);
    expect(await usageLogsOf(testApp.db, student.id)).toEqual([]);
  });

  it("keeps a general report text's paragraphs, and its headings without a full stop", async () => {
    const student = await signedInStudent(testApp);
    await grantTokens(testApp.db, student.id, 100);
    const text = [
      'Chapter 1: The Company',
      '',
      'Tanesco was founded in 1964. it generate electricity for tanzania.',
      '',
      '1.1 Background',
      'The company have 5 zones and employ 7000 staff.',
    ].join('\n');
    const body = expectStatus(
      await student.call('POST', '/api/ai/enhance/general/', { text }),
      200,
    );
    const blocks = body.enhanced_text.split('\n\n');
    expect(blocks).toHaveLength(3);
    expect(blocks[0]).toBe('Chapter 1: The Company');
    expect(blocks[2].split('\n')[0]).toBe('1.1 Background');
    expect(await balanceOf(testApp.db, student.id)).toBe(90);
  });
});
