import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { docxContent, pdfText, pdfWords } from './helpers/export-files';
import { buildLogbookApp, dayOf, signedInStudent, type TStudentClient } from './helpers/logbook';
import { expectStatus, logDay } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

// Report text is plain text (DESIGN §4.4): markup typed by a student is printed literally, never
// interpreted (the earlier product read server files named in <img src> and failed with 500s).
const SCRIPT = '<script>alert("x")</script> R&D budget & the motor\'s "belt"';
const IMAGE = '<img src="/etc/passwd"> and <b>bold</b> text';
const SWAHILI = 'Kazi nzuri sana, tumemaliza ufungaji wa pampu';
const ACCENTS = 'Café naïve São Tomé Zürich Ñandú';
const TITLE = 'Wiring <b>panel</b> & "testing"';
const STEP = '<svg onload=alert(1)> Test & measure';
const TOOLS = "Multimeter 'Fluke' & <i>clamp</i>";

describe('export of hostile and non-English text', () => {
  const testApp = perSuite(buildLogbookApp);
  let student: TStudentClient;
  let weeklyId: number;

  beforeAll(async () => {
    student = await signedInStudent(testApp, { firstName: 'Neema <i>', lastName: 'Kweka & Co' });
    await logDay(student, dayOf(1, 0), 8, SCRIPT);
    await logDay(student, dayOf(1, 1), 7.5, IMAGE);
    await logDay(student, dayOf(1, 2), 6, SWAHILI);
    // Line breaks (control characters such as BEL are refused by the API since issue 19).
    await logDay(student, dayOf(1, 3), 5, `${ACCENTS}\nSecond line ok`);
    weeklyId = expectStatus(
      await student.call('POST', '/api/reports/weekly/', { week_number: 1 }),
      201,
    ).id;
    const job = expectStatus(
      await student.call('POST', '/api/reports/main-jobs/', {
        title: TITLE,
        weekly_report: weeklyId,
      }),
      201,
    );
    expectStatus(
      await student.call('POST', `/api/reports/main-jobs/${job.id}/operations/`, {
        operation_description: STEP,
        tools_used: TOOLS,
      }),
      201,
    );
  });

  it('prints every text verbatim in the PDF, with no 500', async () => {
    const response = await student.call('GET', `/api/export/weekly/${weeklyId}/pdf/`);
    expect(response.statusCode, response.body).toBe(200);
    const words = await pdfWords(response.rawPayload);
    for (const text of [SCRIPT, IMAGE, SWAHILI, ACCENTS, STEP, TOOLS]) {
      expect(words).toContain(text);
    }
    expect(words).toContain('Second line ok');
    expect(words).toContain('WIRING <B>PANEL</B> & "TESTING"');
    expect(words).toContain('Neema <i> Kweka & Co');
    // The file names no server path and embeds nothing but its own fonts.
    expect(response.rawPayload.includes('/etc/passwd')).toBe(false);
    expect(response.rawPayload.includes('/Subtype /Image')).toBe(false);
    expect(await pdfText(response.rawPayload)).toMatch(/Total hrs\s+26\.5/);
  });

  it('writes every text as escaped text in the DOCX, never as markup', async () => {
    const response = await student.call('GET', `/api/export/weekly/${weeklyId}/docx/`);
    expect(response.statusCode, response.body).toBe(200);
    const { xml, words } = await docxContent(response.rawPayload);
    for (const text of [SCRIPT, IMAGE, SWAHILI, ACCENTS, STEP, TOOLS]) {
      expect(words).toContain(text);
    }
    expect(words).toContain('Second line ok');
    expect(xml).not.toContain('<script');
    expect(xml).not.toContain('<img');
    expect(xml).not.toContain('<b>');
    expect(xml).not.toContain('<svg');
    expect(xml).toContain('&lt;script&gt;');
    expect(xml).toContain('R&amp;D');
  });

  it('writes a DOCX that opens when a stored text holds what XML cannot (U+FFFF)', async () => {
    // The API refuses U+FFFE and U+FFFF now; a day stored before that must still export.
    await testApp.app.db.execute(
      sql`update daily_reports set description = ${'Checked the pump seal \uFFFF today'}
          where description = ${SWAHILI}`,
    );
    const response = await student.call('GET', `/api/export/weekly/${weeklyId}/docx/`);
    expect(response.statusCode, response.body).toBe(200);
    // docxContent refuses a document.xml holding a character XML 1.0 forbids.
    const { words } = await docxContent(response.rawPayload);
    expect(words).toContain('Checked the pump seal \uFFFD today');
  });

  it('keeps the text verbatim in the one-day export too', async () => {
    const list = expectStatus(await student.call('GET', '/api/reports/daily/?week_number=1'), 200);
    for (const format of ['pdf', 'docx'] as const) {
      const response = await student.call(
        'GET',
        `/api/export/daily/${list.results[1].id}/${format}/`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const words =
        format === 'pdf'
          ? await pdfWords(response.rawPayload)
          : (await docxContent(response.rawPayload)).words;
      expect(words).toContain(IMAGE);
    }
  });
});
