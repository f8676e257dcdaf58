import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { buildLogbookApp, dayOf, signedInStudent } from './helpers/logbook';
import { expectStatus, logDay, mainJob } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildLogbookApp);

/** A student with week 1 created and its summary saved as `summary`. */
async function weekWithSummary(summary: string) {
  const student = await signedInStudent(testApp);
  await logDay(student, dayOf(1, 0), 8, 'Checked the pump seals.');
  await expectStatus(await student.call('POST', '/api/reports/weekly/', { week_number: 1 }), 201);
  await expectStatus(await student.call('PUT', '/api/reports/weekly/week/1/', { summary }), 200);
  return student;
}

async function savedSummary(student: Awaited<ReturnType<typeof weekWithSummary>>) {
  return (await expectStatus(await student.call('GET', '/api/reports/weekly/week/1/'), 200))
    .summary;
}

describe('a summary saved in two tabs', () => {
  it('refuses the second tab with 409 edited_elsewhere and keeps the first tab\u2019s text', async () => {
    const student = await weekWithSummary('First draft.');
    // Both tabs opened the editor on "First draft."; the first saves.
    await expectStatus(
      await student.call('PUT', '/api/reports/weekly/week/1/', {
        summary: 'Tab A: serviced the pumps.',
        summary_was: 'First draft.',
      }),
      200,
    );
    const second = await student.call('PUT', '/api/reports/weekly/week/1/', {
      summary: 'Tab B: wired the panel.',
      summary_was: 'First draft.',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: ERROR_CODES.EDITED_ELSEWHERE,
      detail: MESSAGES.weekly.summaryEditedElsewhere,
    });
    expect(await savedSummary(student)).toBe('Tab A: serviced the pumps.');
  });

  it('saves when the student chooses their text after seeing the other one', async () => {
    const student = await weekWithSummary('Tab A: serviced the pumps.');
    await expectStatus(
      await student.call('PUT', '/api/reports/weekly/week/1/', {
        summary: 'Tab B: wired the panel.',
        summary_was: 'Tab A: serviced the pumps.',
      }),
      200,
    );
    expect(await savedSummary(student)).toBe('Tab B: wired the panel.');
  });

  it('takes a retry of the text already saved (a lost answer) without a conflict', async () => {
    const student = await weekWithSummary('Draft.');
    const body = { summary: 'Final text.', summary_was: 'Draft.' };
    await expectStatus(await student.call('PUT', '/api/reports/weekly/week/1/', body), 200);
    const retry = await student.call('PUT', '/api/reports/weekly/week/1/', body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().summary).toBe('Final text.');
  });

  it('compares the texts as trimmed, as they are stored', async () => {
    const student = await weekWithSummary('Draft.');
    await expectStatus(
      await student.call('PUT', '/api/reports/weekly/week/1/', {
        summary: 'Final text.',
        summary_was: '  Draft.\n',
      }),
      200,
    );
    expect(await savedSummary(student)).toBe('Final text.');
  });

  it('writes nothing else of a refused save (the main job title stays)', async () => {
    const student = await weekWithSummary('Mine.');
    await expectStatus(
      await student.call('PUT', '/api/reports/weekly/week/1/', { summary: 'Theirs.' }),
      200,
    );
    const refused = await student.call('PUT', '/api/reports/weekly/week/1/', {
      summary: 'Mine, longer.',
      summary_was: 'Mine.',
      main_job_title: 'Pump overhaul',
    });
    expect(refused.statusCode).toBe(409);
    const week = await expectStatus(await student.call('GET', '/api/reports/weekly/week/1/'), 200);
    expect(week.summary).toBe('Theirs.');
    expect(week.main_job_title).toBe('');
  });

  it('lets only one of two racing saves from the same text through', async () => {
    const student = await weekWithSummary('Start.');
    const [a, b] = await Promise.all(
      ['From tab A.', 'From tab B.'].map((summary) =>
        student.call('PUT', '/api/reports/weekly/week/1/', { summary, summary_was: 'Start.' }),
      ),
    );
    const statuses = [a!.statusCode, b!.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = a!.statusCode === 200 ? 'From tab A.' : 'From tab B.';
    expect(await savedSummary(student)).toBe(winner);
  });
});

describe('a main job saved in two tabs', () => {
  it('refuses the second save with 409 edited_elsewhere and keeps the first one', async () => {
    const student = await signedInStudent(testApp);
    await logDay(student, dayOf(1, 0), 8, 'Checked the pump seals.');
    const { jobId } = await mainJob(student, 1, 'Pump overhaul');
    const path = `/api/reports/main-jobs/${jobId}/`;
    const began = { title_was: 'Pump overhaul', description_was: '' };
    await expectStatus(
      await student.call('PUT', path, { title: 'Pump rebuild', description: 'Tab A.', ...began }),
      200,
    );
    const second = await student.call('PUT', path, {
      title: 'Pump overhaul',
      description: 'Tab B.',
      ...began,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: ERROR_CODES.EDITED_ELSEWHERE,
      detail: MESSAGES.weekly.mainJobEditedElsewhere,
    });
    const week = await expectStatus(await student.call('GET', '/api/reports/weekly/week/1/'), 200);
    expect(week.main_job).toMatchObject({ title: 'Pump rebuild', description: 'Tab A.' });
    expect(week.main_job_title).toBe('Pump rebuild');

    // Begun from what tab A saved, the save goes through; so does a retry of it.
    const replace = {
      title: 'Pump overhaul',
      description: 'Tab B.',
      title_was: 'Pump rebuild',
      description_was: 'Tab A.',
    };
    await expectStatus(await student.call('PUT', path, replace), 200);
    await expectStatus(await student.call('PUT', path, replace), 200);
    const after = await expectStatus(await student.call('GET', '/api/reports/weekly/week/1/'), 200);
    expect(after.main_job).toMatchObject({ title: 'Pump overhaul', description: 'Tab B.' });
  });
});
