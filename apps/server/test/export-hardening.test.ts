// Issue 19, fault 9: the PDF shows scripts its fonts lack visibly, a very long word cannot push a
// day onto a new page, a main job has at most 30 operations, and a signed-in user's JSON is
// never cached.
import { LIMITS, MESSAGES } from '@ptlog/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfPageCount, pdfWords } from './helpers/export-files';
import { buildLogbookApp, dayOf, signedInStudent, type TStudentClient } from './helpers/logbook';
import { expectStatus, logDay } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const ARABIC = 'تقرير العمل';
const EMOJI = 'pump fixed 👍';

describe('export of text the font cannot draw, and of very long words', () => {
  const testApp = perSuite(buildLogbookApp);
  let student: TStudentClient;
  let plainWeek: number;
  let longWeek: number;
  let wordsWeek: number;

  beforeAll(async () => {
    student = await signedInStudent(testApp);
    await logDay(student, dayOf(1, 0), 8, `Report: ${ARABIC}`);
    await logDay(student, dayOf(1, 1), 8, EMOJI);
    plainWeek = expectStatus(
      await student.call('POST', '/api/reports/weekly/', { week_number: 1 }),
      201,
    ).id;
    await logDay(student, dayOf(2, 0), 8, `${'x'.repeat(990)} ok`);
    longWeek = expectStatus(
      await student.call('POST', '/api/reports/weekly/', { week_number: 2 }),
      201,
    ).id;
    await logDay(student, dayOf(3, 0), 8, `${'xxxxxxxxx '.repeat(99)}ok`);
    wordsWeek = expectStatus(
      await student.call('POST', '/api/reports/weekly/', { week_number: 3 }),
      201,
    ).id;
  });

  it('replaces characters no bundled font draws with a visible mark, and leaves out emoji', async () => {
    const response = await student.call('GET', `/api/export/weekly/${plainWeek}/pdf/`);
    expect(response.statusCode).toBe(200);
    const words = await pdfWords(response.rawPayload);
    // Five Arabic letters, a space, five more: each letter becomes the mark.
    expect(words).toContain(
      'Report: \uFFFD\uFFFD\uFFFD\uFFFD\uFFFD \uFFFD\uFFFD\uFFFD\uFFFD\uFFFD',
    );
    // No font has the emoji: it is left out (export-symbols.test.ts), not shown as the mark.
    expect(words).toContain('pump fixed');
    expect(words).not.toContain('pump fixed \uFFFD');
    expect(words).not.toContain('👍');
  });

  it('breaks a 990-character word: it takes no more room than as many letters in words', async () => {
    const pages = async (id: number) => {
      const response = await student.call('GET', `/api/export/weekly/${id}/pdf/`);
      expect(response.statusCode).toBe(200);
      return pdfPageCount(response.rawPayload);
    };
    expect(await pages(longWeek)).toBe(await pages(wordsWeek));
  });
});

describe('operations of a main job', () => {
  const testApp = perSuite(buildLogbookApp);

  it(`stops at ${LIMITS.MAIN_JOB_MAX_OPERATIONS} with a 400`, async () => {
    const student = await signedInStudent(testApp);
    const weekly = expectStatus(
      await student.call('POST', '/api/reports/weekly/', { week_number: 1 }),
      201,
    );
    const job = expectStatus(
      await student.call('POST', '/api/reports/main-jobs/', {
        title: 'Pump overhaul',
        weekly_report: weekly.id,
      }),
      201,
    );
    const add = (index: number) =>
      student.call('POST', `/api/reports/main-jobs/${job.id}/operations/`, {
        operation_description: `Step ${index}`,
        tools_used: 'Spanner',
      });
    for (let index = 1; index <= LIMITS.MAIN_JOB_MAX_OPERATIONS; index++) {
      expectStatus(await add(index), 201);
    }
    const refused = await add(LIMITS.MAIN_JOB_MAX_OPERATIONS + 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(
      MESSAGES.weekly.tooManyOperations(LIMITS.MAIN_JOB_MAX_OPERATIONS),
    );
  });

  it('answers signed-in JSON with Cache-Control: no-store', async () => {
    const student = await signedInStudent(testApp);
    const response = await student.call('GET', '/api/reports/daily/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
