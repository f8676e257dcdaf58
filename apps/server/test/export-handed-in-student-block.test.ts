// A handed-in week prints the student block it was submitted with (ADR 26; audit: week 2,
// approved at TANESCO, reprinted with the company, supervisor, phase and programme the student
// put in their profile afterwards, above "Approved electronically by" the old supervisor, and the
// verification page still said "Content unchanged since export").
import { MESSAGES, programLabel, ptPhaseLabel } from '@ptlog/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weeklyReports } from '../src/db/schema';
import {
  findWeekWithParts,
  listWeeklyReports,
} from '../src/features/weekly-reports/weekly-reports.repository';
import type { TTestApp } from './helpers/build-test-app';
import { docxContent, fillWeekTwo, pdfText, pdfWords, printedCode } from './helpers/export-files';
import { dayOf, NOW, signedInStudent, type TStudentClient } from './helpers/logbook';
import { expectStatus, logDay, weeklyReport } from './helpers/logbook-requests';
import { recordingDb } from './helpers/query-plans';
import { startMailingApp } from './helpers/signoff-app';
import { signoffTokenIn, type TSmtpServer } from './helpers/smtp';

const SUPERVISOR = 'boss@tanesco.example.tz';
const HANDED_IN = {
  first_name: 'Asha',
  last_name: 'Mushi',
  program: 'ELECTRICAL',
  pt_phase: 'PT1',
  company_name: 'TANESCO Ubungo',
  company_region: 'Dar es Salaam',
  supervisor_name: 'Eng. Kisanga Old',
  supervisor_email: SUPERVISOR,
} as const;
const LATER = {
  first_name: 'Asha',
  last_name: 'Kweka',
  program: 'COMPUTER',
  pt_phase: 'PT2',
  company_name: 'Songas Limited',
  company_region: 'Mwanza',
  supervisor_name: 'Eng. Neema New',
} as const;
const COET = 'College of Engineering and Technology (CoET)';
const COICT = 'College of Information and Communication Technologies (CoICT)';
/** What the student block prints of each profile, one value each. */
const OLD_VALUES = [
  'Asha Mushi',
  programLabel('ELECTRICAL'),
  ptPhaseLabel('PT1'),
  'TANESCO Ubungo',
  'Eng. Kisanga Old',
  COET,
];
const NEW_VALUES = [
  'Asha Kweka',
  programLabel('COMPUTER'),
  ptPhaseLabel('PT2'),
  'Songas Limited',
  'Eng. Neema New',
  COICT,
];

describe('the student block of a handed-in week', () => {
  let smtp: TSmtpServer;
  let testApp: TTestApp;
  let student: TStudentClient;
  let week2: number;

  const download = (week: number, format: 'pdf' | 'docx') =>
    student.call('GET', `/api/reports/weekly/week/${week}/download/${format}/`);
  const verify = (code: string) => testApp.app.inject({ method: 'GET', url: `/verify/${code}` });
  async function decide(weeklyId: number, decision: 'approve' | 'return') {
    expectStatus(
      await student.call('POST', `/api/reports/weekly/${weeklyId}/request_signoff/`),
      202,
    );
    await testApp.app.mail.flush();
    const token = signoffTokenIn(smtp.mailsTo(SUPERVISOR).at(-1));
    const answer = await testApp.app.inject({
      method: 'POST',
      url: `/api/signoff/${token}/`,
      payload:
        decision === 'approve'
          ? { decision, signer_name: 'J. Signer' }
          : { decision, signer_name: 'J. Signer', comment: 'Add Friday.' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }

  beforeAll(async () => {
    ({ smtp, testApp } = await startMailingApp(() => NOW));
    student = await signedInStudent(testApp, { firstName: 'Asha', lastName: 'Mushi' });
    expectStatus(await student.call('PUT', '/api/auth/profile/', HANDED_IN), 200);
    ({ weeklyId: week2 } = await fillWeekTwo(
      student,
      [0, 1, 2, 3, 4].map((day) => dayOf(2, day as 0 | 1 | 2 | 3 | 4)),
    ));
    expectStatus(await student.call('PATCH', '/api/reports/weekly/week/2/submit/'), 200);
    await logDay(student, dayOf(1, 0), 8, 'Safety induction at the workshop.');
    const week1 = await weeklyReport(student, 1);
    expectStatus(await student.call('PATCH', '/api/reports/weekly/week/1/submit/'), 200);
    await decide(week2, 'approve');
    await decide(week1, 'return');
    expectStatus(await student.call('PUT', '/api/auth/profile/', LATER), 200);
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  function expectBlock(words: string, shown: readonly string[], notShown: readonly string[]) {
    for (const value of shown) expect(words).toContain(value);
    for (const value of notShown) expect(words).not.toContain(value);
  }

  it('prints the approved week with the profile it was submitted with, PDF and DOCX', async () => {
    const pdf = await download(2, 'pdf');
    expect(pdf.statusCode, pdf.body).toBe(200);
    const words = await pdfWords(pdf.rawPayload);
    expect(words).toContain('Approved electronically by J. Signer');
    expectBlock(words, OLD_VALUES, NEW_VALUES);
    const docx = await download(2, 'docx');
    expect(docx.statusCode, docx.body).toBe(200);
    expectBlock((await docxContent(docx.rawPayload)).words, OLD_VALUES, NEW_VALUES);
  });

  it('prints a returned week (a draft again) with the profile as it is now', async () => {
    const pdf = await download(1, 'pdf');
    expect(pdf.statusCode, pdf.body).toBe(200);
    expectBlock(await pdfWords(pdf.rawPayload), NEW_VALUES, OLD_VALUES);
    const [week1] = await testApp.db
      .select({ snapshot: weeklyReports.studentSnapshot })
      .from(weeklyReports)
      .where(and(eq(weeklyReports.studentId, student.id), eq(weeklyReports.weekNumber, 1)));
    expect(week1?.snapshot).toBeNull();
  });

  it('all weeks: the handed-in page its own block, the cover and the draft the live one', async () => {
    const all = await student.call('POST', '/api/export/all-weekly-reports/pdf/');
    expect(all.statusCode, all.body).toBe(200);
    const pages = (await pdfText(all.rawPayload))
      .split('\f')
      .map((page) => page.replace(/\s+/g, ' '));
    const cover = pages[0]!;
    const page1 = pages.find((page) => page.includes('Weekly Report No: 1'))!;
    const page2 = pages.find((page) => page.includes('Weekly Report No: 2'))!;
    expectBlock(cover, NEW_VALUES, OLD_VALUES);
    expectBlock(page1, NEW_VALUES, OLD_VALUES);
    expectBlock(page2, OLD_VALUES, NEW_VALUES);
  });

  it("the week's fingerprint covers its block; one submitted before blocks were kept prints live", async () => {
    const pdf = await download(2, 'pdf');
    const code = printedCode(await pdfText(pdf.rawPayload));
    expect((await verify(code)).body).toContain(MESSAGES.export.verifyUnchanged);
    expect((await verify(code)).body).toContain('Asha Mushi');
    // The printed block changes (here by hand): the printout no longer matches.
    await testApp.db.execute(
      sql`update weekly_reports set student_snapshot = jsonb_set(student_snapshot, '{company}', '"Other"') where id = ${week2}`,
    );
    expect((await verify(code)).body).toContain(MESSAGES.export.verifyModified);
    // A week submitted before the snapshot existed prints the profile as it is now.
    await testApp.db
      .update(weeklyReports)
      .set({ studentSnapshot: null })
      .where(eq(weeklyReports.id, week2));
    expectBlock(await pdfWords((await download(2, 'pdf')).rawPayload), NEW_VALUES, OLD_VALUES);
  });

  it("the week's read stays one statement and leaves the snapshot out", async () => {
    const recording = recordingDb(testApp.db);
    const one = await recording.statementsOf((db) =>
      findWeekWithParts(db, { studentId: student.id, week: 2 }),
    );
    expect(one).toHaveLength(1);
    expect(one[0]!.text).not.toContain('student_snapshot');
    const list = await recording.statementsOf((db) =>
      listWeeklyReports(db, student.id, { order: 'oldest', limit: 10 }),
    );
    expect(list).toHaveLength(1);
    expect(list[0]!.text).not.toContain('student_snapshot');
  });
});
