import { MESSAGES } from '@ptlog/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  docxContent,
  fillWeekTwo,
  pdfPageCount,
  pdfText,
  pdfWords,
  WEEK2_DAYS,
} from './helpers/export-files';
import { buildLogbookApp, dayOf, signedInStudent, type TStudentClient } from './helpers/logbook';
import { expectStatus, logDay } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const WEEK1 = 'Safety induction at the workshop and a tour of the substation.';
const WEEK3 = 'Kazi nzuri sana, tumemaliza ufungaji wa pampu';

describe('all weekly reports in one document', () => {
  const testApp = perSuite(buildLogbookApp);
  let student: TStudentClient;
  let ids: number[];

  beforeAll(async () => {
    student = await signedInStudent(testApp, { firstName: 'Baraka', lastName: 'Mollel' });
    await logDay(student, dayOf(1, 0), 8, WEEK1);
    const week1 = expectStatus(
      await student.call('POST', '/api/reports/weekly/', { week_number: 1 }),
      201,
    ).id;
    const { weeklyId: week2 } = await fillWeekTwo(
      student,
      [0, 1, 2, 3, 4].map((day) => dayOf(2, day as 0 | 1 | 2 | 3 | 4)),
    );
    await logDay(student, dayOf(3, 1), 6, WEEK3);
    const week3 = expectStatus(
      await student.call('POST', '/api/reports/weekly/', { week_number: 3 }),
      201,
    ).id;
    expectStatus(await student.call('PATCH', '/api/reports/weekly/week/2/submit/'), 200);
    ids = [week1, week2, week3];
  });

  it('makes a PDF with the cover page, then one page per week in order', async () => {
    const response = await student.call('POST', '/api/export/all-weekly-reports/pdf/');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="all-weekly-reports-2026-03-18.pdf"',
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const bytes = response.rawPayload;
    expect(await pdfPageCount(bytes)).toBe(4);
    const text = await pdfText(bytes);
    const pages = text.split('\f');
    expect(pages[0]).toContain('PRACTICAL TRAINING LOG BOOK');
    expect(pages[0]).toMatch(/Name:\s+Baraka Mollel/);
    expect(pages[0]).toMatch(/Placement:\s+02-03-2026 to 24-04-2026/);
    expect(pages[0]).toMatch(/Weekly reports:\s+3/);
    // Week 2 is submitted, weeks 1 and 3 are drafts: none is signed.
    expect(pages[0]).toMatch(/Signed by supervisor:\s+0 of 8/);
    expect(pages[0]).toMatch(/Not signed yet:\s+weeks 1, 2, 3/);
    expect(pages[0]).toMatch(/Total hours:\s+52/);
    expect(pages[1]).toMatch(/Weekly Report No: 1\s+from: 02-03-2026\s+to: 06-03-2026/);
    expect(pages[1]).toMatch(/Total hrs\s+8\n/);
    expect(pages[1]).toContain('Status: Draft – not submitted');
    expect(pages[2]).toContain('Status: Submitted – not signed');
    expect(pages[2]).toMatch(/Weekly Report No: 2/);
    expect(pages[2]).toMatch(/Total hrs\s+38\n/);
    expect(pages[3]).toMatch(/Weekly Report No: 3/);
    expect(pages[3]).toContain(WEEK3);
    for (const [index, page] of pages.slice(0, 4).entries()) {
      expect(page).toContain(`Page ${index + 1} of 4`);
      expect(page).toMatch(/Verification code: [0-9A-Z]{5}-[0-9A-Z]{5}/);
    }
  });

  it('makes the same document as DOCX, also through download-all and the empty body', async () => {
    const response = await student.call('POST', '/api/export/all-weekly-reports/docx/', {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="all-weekly-reports-2026-03-18.docx"',
    );
    const { words, xml } = await docxContent(response.rawPayload);
    expect(words).toContain('PRACTICAL TRAINING LOG BOOK');
    expect(words).toContain('Signed by supervisor: 0 of 8');
    expect(words).toContain('Status: Submitted – not signed');
    for (const text of [WEEK1, ...WEEK2_DAYS, WEEK3]) expect(words).toContain(text);
    expect(words.indexOf('Weekly Report No: 1')).toBeLessThan(words.indexOf('Weekly Report No: 2'));
    expect(words.indexOf('Weekly Report No: 2')).toBeLessThan(words.indexOf('Weekly Report No: 3'));
    expect(xml.match(/<w:pageBreakBefore\/>/g)?.length).toBe(3);

    const viaId = await student.call('GET', `/api/reports/weekly/download-all/${student.id}/`);
    expect(viaId.statusCode, viaId.body).toBe(200);
    expect(viaId.headers['content-disposition']).toBe(
      'attachment; filename="all-weekly-reports-2026-03-18.pdf"',
    );
  });

  it('prints a week of logged days that has no weekly report yet, as a draft', async () => {
    const student = await signedInStudent(testApp, { firstName: 'Amani', lastName: 'Said' });
    const days = ['Wired the distribution board.', 'Tested the earth continuity.'];
    await logDay(student, dayOf(1, 0), 8, days[0]!);
    await logDay(student, dayOf(1, 1), 7, days[1]!);
    await logDay(student, dayOf(2, 2), 6, WEEK3);
    expectStatus(await student.call('POST', '/api/reports/weekly/', { week_number: 2 }), 201);
    const response = await student.call('POST', '/api/export/all-weekly-reports/pdf/');
    expect(response.statusCode, response.body).toBe(200);
    const pages = (await pdfText(response.rawPayload)).split('\f');
    // Before, week 1 was left out and the cover counted 1 week and 6 hours.
    expect(pages[0]).toMatch(/Weekly reports:\s+2/);
    expect(pages[0]).toMatch(/Total hours:\s+21/);
    expect(pages[0]).toMatch(/Not signed yet:\s+weeks 1, 2/);
    expect(pages[1]).toMatch(/Weekly Report No: 1/);
    expect(pages[1]).toContain('Status: Draft – not submitted');
    for (const day of days) expect(pages[1]).toContain(day);
    expect(pages[2]).toMatch(/Weekly Report No: 2/);

    // Its verification page says the document is unchanged, then names the week once it changes.
    const code = /Verification code: ([0-9A-Z]{5}-[0-9A-Z]{5})/.exec(pages[0]!)![1]!;
    const verify = () => testApp.app.inject({ method: 'GET', url: `/verify/${code}` });
    expect((await verify()).body).toContain(MESSAGES.export.verifyUnchanged);
    await logDay(student, dayOf(1, 2), 5, 'Added after printing.');
    const changed = (await verify()).body;
    expect(changed).toContain(MESSAGES.export.verifyModified);
    expect(changed).toMatch(/<li class="week week-changed">[\s\S]*?Week 1:/);

    // With no weekly report at all, the logged days still make the book.
    const unstarted = await signedInStudent(testApp);
    await logDay(unstarted, dayOf(1, 3), 5, days[0]!);
    const docx = await unstarted.call('POST', '/api/export/all-weekly-reports/docx/', {});
    expect(docx.statusCode, docx.body).toBe(200);
    expect((await docxContent(docx.rawPayload)).words).toContain(days[0]);
  });

  it('exports chosen weeks in bulk, in week order, without a cover page', async () => {
    const response = await student.call('POST', '/api/export/bulk/', {
      report_ids: [ids[2], ids[0]],
      format: 'pdf',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="bulk-report.pdf"');
    expect(await pdfPageCount(response.rawPayload)).toBe(2);
    const words = await pdfWords(response.rawPayload);
    expect(words).not.toContain('PRACTICAL TRAINING LOG BOOK');
    expect(words.indexOf(WEEK1)).toBeLessThan(words.indexOf(WEEK3));
    const docx = await student.call('POST', '/api/export/bulk/', {
      report_ids: [ids[1]],
      format: 'docx',
    });
    expect(docx.headers['content-disposition']).toBe('attachment; filename="bulk-report.docx"');
    expect((await docxContent(docx.rawPayload)).words).toContain(WEEK2_DAYS[4]);
  });

  it('keeps a long week readable across pages', async () => {
    const writer = await signedInStudent(testApp);
    const long = `${'Long description of the day with many words. '.repeat(21)}End.`.slice(0, 1000);
    for (const day of [0, 1, 2, 3, 4] as const) await logDay(writer, dayOf(1, day), 8, long);
    expectStatus(await writer.call('POST', '/api/reports/weekly/', { week_number: 1 }), 201);
    const response = await writer.call('GET', '/api/reports/weekly/week/1/download/pdf/');
    expect(response.statusCode, response.body).toBe(200);
    const pages = await pdfPageCount(response.rawPayload);
    expect(pages).toBeGreaterThan(1);
    const text = await pdfText(response.rawPayload);
    expect(text).toMatch(/Total hrs\s+40/);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    // Another format still refused with the spec message.
    const refused = await writer.call('POST', '/api/export/all-weekly-reports/xml/');
    expect(refused.json().detail).toBe(MESSAGES.export.unsupportedFormat);
  });
});
