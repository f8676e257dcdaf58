import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  docxContent,
  fillWeekTwo,
  pdfPageCount,
  pdfText,
  pdfWords,
  printedCode,
  renderFirstPage,
  WEEK2_DAYS,
} from './helpers/export-files';
import { buildLogbookApp, dayOf, signedInStudent, type TStudentClient } from './helpers/logbook';
import { expectStatus } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const ARTIFACTS = path.resolve(import.meta.dirname, '../../../e2e/artifacts/export');

describe('weekly report export (PDF and DOCX)', () => {
  const testApp = perSuite(buildLogbookApp);
  let student: TStudentClient;
  let weeklyId: number;

  beforeAll(async () => {
    student = await signedInStudent(testApp, { firstName: 'Amani', lastName: 'Mwakyusa' });
    expectStatus(
      await student.call('PUT', '/api/auth/profile/', {
        first_name: 'Amani',
        last_name: 'Mwakyusa',
        program: 'ELECTRICAL',
        pt_phase: 'PT2',
        student_id: '2022-04-01234',
        company_name: 'TANESCO',
        company_region: 'Dar es Salaam',
        supervisor_name: 'Eng. Neema Mushi',
      }),
      200,
    );
    const dates = [0, 1, 2, 3, 4].map((day) => dayOf(2, day as 0 | 1 | 2 | 3 | 4));
    ({ weeklyId } = await fillWeekTwo(student, dates));
  });

  it('prints the CoET log book page: heading, week line, days, hours, total, main job, operations', async () => {
    const response = await student.call('GET', `/api/export/weekly/${weeklyId}/pdf/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="weekly-report.pdf"',
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(bytes);
    const words = await pdfWords(bytes);
    expect(text).toContain('College of Engineering and Technology (CoET)');
    expect(text).toMatch(/Weekly Report No: 2\s+from: 09-03-2026\s+to: 13-03-2026/);
    expect(text).toMatch(/Day\s+Brief description of work performed\s+Hours/);
    for (const description of WEEK2_DAYS) expect(words).toContain(description);
    expect(text).toMatch(/Monday\s+Installed cable trays[^\n]*\s8\n/);
    expect(text).toMatch(/Tuesday\s+Replaced the mechanical seal[^\n]*\s7\.5\n/);
    expect(text).toMatch(/Thursday\s+Calibrated the pressure gauges[^\n]*\s6\.5\n/);
    expect(text).toMatch(/Total hrs\s+38\n/);
    expect(text).toContain('SEQUENCE OF CREATING AN AUDIO AMPLIFIER CIRCUIT');
    expect(text).toMatch(/No\s+Operation\s+Tools, Machinery,/);
    expect(text).toMatch(/1\s+Design the circuit diagram\s+Computer, Proteus software/);
    expect(words).toContain('Solder the components and test');
    expect(words).toContain('Soldering iron, multimeter, oscilloscope');
    expect(text).toMatch(/Signature Training Officer\s+Date/);
    // What we add: the student block, page numbers, generation date and the verification code.
    expect(text).toMatch(/Name:\s+Amani Mwakyusa\s+Reg\. No:\s+2022-04-01234/);
    expect(text).toMatch(/Programme:\s+Electrical Engineering\s+PT phase:\s+Practical Training 2/);
    expect(text).toMatch(/Company:\s+TANESCO, Dar es Salaam\s+Supervisor:\s+Eng\. Neema Mushi/);
    expect(text).toContain('Page 1 of 1');
    expect(text).toContain('Generated on 18-03-2026 10:00');
    const code = printedCode(text);
    expect(text).toContain(`/verify/${code}`);
    expect(await pdfPageCount(bytes)).toBe(1);
  });

  it('renders page 1 as an image a person can look at', async () => {
    const response = await student.call('GET', `/api/export/weekly/${weeklyId}/pdf/`);
    const { png, size } = await renderFirstPage(response.rawPayload, ARTIFACTS, 'weekly-report');
    expect(png.endsWith('.png')).toBe(true);
    // A blank A4 page at 60 dpi is ~2 KB; tables, text and the QR code make it far larger.
    expect(size).toBeGreaterThan(20_000);
  });

  it('writes the same page as DOCX', async () => {
    const response = await student.call('GET', `/api/export/weekly/${weeklyId}/docx/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="weekly-report.docx"',
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const { text, words, files } = await docxContent(response.rawPayload);
    expect(text).toContain('College of Engineering and Technology (CoET)');
    expect(words).toContain('Weekly Report No: 2 from: 09-03-2026 to: 13-03-2026');
    expect(words).toContain('Day Brief description of work performed Hours');
    for (const description of WEEK2_DAYS) expect(words).toContain(description);
    expect(words).toContain(`Monday ${WEEK2_DAYS[0]} 8`);
    expect(words).toContain(`Tuesday ${WEEK2_DAYS[1]} 7.5`);
    expect(words).toContain('Total hrs 38');
    expect(words).toContain('SEQUENCE OF CREATING AN AUDIO AMPLIFIER CIRCUIT');
    expect(words).toContain('No Operation Tools, Machinery, Equipment');
    expect(words).toContain('1 Design the circuit diagram Computer, Proteus software');
    expect(words).toContain(
      '3 Solder the components and test Soldering iron, multimeter, oscilloscope',
    );
    expect(words).toContain('Signature Training Officer Date');
    expect(words).toContain('Name: Amani Mwakyusa Reg. No: 2022-04-01234');
    // Footer: code, verification link, generation date, page numbers and the QR image.
    const footerPart = files.find((file) => /^word\/footer\d*\.xml$/.test(file))!;
    const footer = await docxContent(response.rawPayload, footerPart);
    const code = printedCode(footer.text);
    expect(footer.words).toContain(`/verify/${code}`);
    expect(footer.words).toContain('Generated on 18-03-2026 10:00');
    expect(footer.xml).toContain('PAGE');
    expect(footer.xml).toContain('NUMPAGES');
    expect(files.some((file) => /^word\/media\/.+\.png$/.test(file))).toBe(true);
  });

  it('downloads the week by number from the weekly report page', async () => {
    for (const format of ['pdf', 'docx'] as const) {
      const response = await student.call('GET', `/api/reports/weekly/week/2/download/${format}/`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="weekly-report.${format}"`,
      );
    }
    const pdf = await student.call('GET', '/api/reports/weekly/week/2/download/pdf');
    expect(await pdfWords(pdf.rawPayload)).toContain(WEEK2_DAYS[2]);
  });

  it('exports one daily report', async () => {
    const list = expectStatus(await student.call('GET', '/api/reports/daily/?week_number=2'), 200);
    const daily = list.results[1];
    const pdf = await student.call('GET', `/api/export/daily/${daily.id}/pdf/`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="daily-report.pdf"');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toMatch(/Daily Report, week 2\s+Tuesday 10-03-2026/);
    expect(text).toMatch(/Tuesday\s+Replaced the mechanical seal/);
    expect(text).toMatch(/Total hrs\s+7\.5/);
    const docx = await student.call('GET', `/api/export/daily/${daily.id}/docx/`);
    expect(docx.headers['content-disposition']).toBe('attachment; filename="daily-report.docx"');
    expect((await docxContent(docx.rawPayload)).words).toContain(`Tuesday ${WEEK2_DAYS[1]} 7.5`);
  });
});
