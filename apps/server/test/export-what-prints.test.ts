// What the exported log book prints of the live log book: only the weeks a one-week download
// would give (no blank dated pages), the dates the entries carry after staff move the placement
// start, '0' for a day logged with 0 hours, and on the verification page the weeks that changed.
import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportRecords, weeklyReports } from '../src/db/schema';
import { setPlacementStartDate } from '../src/features/calendar/calendar.repository';
import { docxContent, pdfText, printedCode } from './helpers/export-files';
import {
  buildLogbookApp,
  dayOf,
  PLACEMENT_START,
  signedInStudent,
  type TStudentClient,
} from './helpers/logbook';
import { expectStatus, logDay, weeklyReport } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

describe('what an export prints', () => {
  const testApp = perSuite(buildLogbookApp);
  const verify = (code: string) => testApp.app.inject({ method: 'GET', url: `/verify/${code}` });

  async function allWeeksPdf(student: TStudentClient) {
    const response = await student.call('POST', '/api/export/all-weekly-reports/pdf/');
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    return { text, code: printedCode(text) };
  }

  describe('all weekly reports', () => {
    let student: TStudentClient;
    let printedIds: number[];

    beforeAll(async () => {
      student = await signedInStudent(testApp);
      await logDay(student, dayOf(1, 0), 8, 'Safety induction at the workshop.');
      const week1 = await weeklyReport(student, 1);
      await logDay(student, dayOf(2, 2), 6, 'Wired a distribution board.');
      const week2 = await weeklyReport(student, 2);
      // Week 3 (this week) generated, nothing logged in it yet.
      await weeklyReport(student, 3);
      printedIds = [week1, week2];
    });

    it('leaves out a week a download of that week alone refuses, and counts what it prints', async () => {
      const alone = await student.call('GET', '/api/reports/weekly/week/3/download/pdf/');
      expect(alone.statusCode).toBe(404);
      expect(alone.json().detail).toBe(MESSAGES.export.noReports);

      const { text, code } = await allWeeksPdf(student);
      expect(text).toMatch(/Weekly reports:\s+2\n/);
      expect(text).toMatch(/Total hours:\s+14\n/);
      expect(text).toContain('Weekly Report No: 1');
      expect(text).toContain('Weekly Report No: 2');
      expect(text).not.toContain('Weekly Report No: 3');
      expect(text).not.toMatch(/Total hrs\s+0\n/);
      expect(text).toContain('Page 3 of 3');

      const [record] = await testApp.db
        .select()
        .from(exportRecords)
        .where(eq(exportRecords.code, code));
      expect(record!.weeklyReportIds).toEqual(printedIds);
      const page = (await verify(code)).body;
      expect(page).toContain('All weekly reports (2 weeks)');
      expect(page).not.toContain('Week 3:');
      expect(page).toContain(MESSAGES.export.verifyUnchanged);
    });

    it('names the weeks that changed since the document was made', async () => {
      const { code } = await allWeeksPdf(student);
      const daily = expectStatus(
        await student.call('GET', '/api/reports/daily/?week_number=2'),
        200,
      ).results[0];
      expectStatus(
        await student.call('PUT', `/api/reports/daily/${daily.id}/`, {
          hours_spent: 7,
          description: 'Wired a distribution board and labelled it.',
        }),
        200,
      );
      const page = (await verify(code)).body;
      expect(page).toContain(MESSAGES.export.verifyModified);
      expect(page).toContain('The log book now differs from this document in week 2');
      expect(page).not.toContain('week 1');
      expect(page).not.toContain('were edited');
    });
  });

  describe('the state of each week', () => {
    let student: TStudentClient;

    beforeAll(async () => {
      student = await signedInStudent(testApp);
      const ids: number[] = [];
      for (const week of [1, 2, 3] as const) {
        await logDay(student, dayOf(week, 1), 8, `Worked on the pump station, week ${week}.`);
        ids.push(await weeklyReport(student, week));
      }
      // As the sign-off flow leaves them: 1 approved, 2 returned to the student, 3 sent and waiting.
      const set = (id: number, values: Partial<typeof weeklyReports.$inferInsert>) =>
        testApp.db.update(weeklyReports).set(values).where(eq(weeklyReports.id, id));
      await set(ids[0]!, {
        status: 'APPROVED',
        approvedBy: 'Eng. Halima Said',
        approvedPosition: 'Maintenance Engineer',
        approvedAt: new Date('2026-03-13T11:05:00Z'),
      });
      await set(ids[1]!, { returnedBy: 'Eng. Halima Said', returnedAt: new Date() });
      await set(ids[2]!, { status: 'SUBMITTED', signoffSentAt: new Date() });
    });

    it("counts signed weeks on the cover and prints each week's state on its page", async () => {
      const { text } = await allWeeksPdf(student);
      const pages = text.split('\f');
      expect(pages[0]).toMatch(/Signed by supervisor:\s+1 of 8\n/);
      expect(pages[0]).toMatch(/Not signed yet:\s+weeks 2, 3\n/);
      expect(text).not.toContain('Weeks completed');
      expect(pages[1]).toContain(
        'Status: Approved electronically by Eng. Halima Said, Maintenance Engineer on 13-03-2026 14:05 EAT',
      );
      expect(pages[2]).toContain('Status: Returned for changes – not submitted');
      expect(pages[3]).toContain('Status: Submitted – sent to the supervisor, not signed');
      expect(text).toContain('Page 4 of 4');

      const docx = await student.call('POST', '/api/export/all-weekly-reports/docx/');
      const { words } = await docxContent(docx.rawPayload);
      expect(words).toContain('Signed by supervisor: 1 of 8');
      expect(words).toContain('Status: Returned for changes – not submitted');
    });
  });

  it('prints 0 for a day logged with 0 hours, nothing for a day not logged', async () => {
    const student = await signedInStudent(testApp);
    await logDay(student, dayOf(1, 0), 0, 'Public holiday: the workshop was closed.');
    await logDay(student, dayOf(1, 1), 8, 'Serviced the compressor.');
    await weeklyReport(student, 1);
    const response = await student.call('GET', '/api/reports/weekly/week/1/download/pdf/');
    const text = await pdfText(response.rawPayload);
    expect(text).toMatch(/Monday\s+Public holiday: the workshop was closed\.\s+0\n/);
    expect(text).toMatch(/Tuesday\s+Serviced the compressor\.\s+8\n/);
    expect(text).toMatch(/Wednesday\s*\n/);
  });

  it('prints the dates the entries carry after staff move the placement start', async () => {
    const student = await signedInStudent(testApp);
    await logDay(student, dayOf(2, 0), 8, 'Installed cable trays in the substation.');
    await logDay(student, dayOf(2, 4), 8, 'Tested the earthing of the new panel.');
    const weeklyId = await weeklyReport(student, 2);
    const before = await student.call('GET', `/api/export/weekly/${weeklyId}/pdf/`);
    const printed = await pdfText(before.rawPayload);
    expect(printed).toMatch(/from: 09-03-2026\s+to: 13-03-2026/);

    // Staff move the start one week earlier: week 2 of the calendar is now 2–6 March.
    await setPlacementStartDate(testApp.db, '2026-02-23');
    try {
      const after = await student.call('GET', `/api/export/weekly/${weeklyId}/pdf/`);
      expect(after.statusCode, after.body).toBe(200);
      expect(await pdfText(after.rawPayload)).toMatch(/from: 09-03-2026\s+to: 13-03-2026/);
      // The printout made before the move still matches: the calendar is not the student's edit.
      const page = (await verify(printedCode(printed))).body;
      expect(page).toContain(MESSAGES.export.verifyUnchanged);
    } finally {
      await setPlacementStartDate(testApp.db, PLACEMENT_START);
    }
  });

  it('refuses a malformed id with the shared message, not the validator text', async () => {
    const student = await signedInStudent(testApp);
    for (const url of ['/api/export/weekly/abc/pdf/', '/api/export/daily/abc/pdf/']) {
      const response = await student.call('GET', url);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(MESSAGES.generic.invalidId);
      expect(response.body).not.toContain('NaN');
    }
  });
});
