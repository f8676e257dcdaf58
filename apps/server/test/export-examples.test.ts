import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { exportRecords } from '../src/db/schema';
import { buildBillingApp, expectStatus, signedIn } from './helpers/billing';
import { docxContent, pdfPageCount, pdfWords } from './helpers/export-files';
import { builtOnce, perSuite } from './helpers/per-suite';

const testApp = perSuite(buildBillingApp);
const student = builtOnce(() => signedIn(testApp));
const LOGBOOK = '/api/export/examples/logbook/';
const OUTLINE = '/api/export/examples/general-report-outline/';

describe('the PT assessment guide examples', () => {
  it('makes the example week as a real PDF from our export', async () => {
    const response = await student.call('GET', `${LOGBOOK}pdf/`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="example-logbook-week.pdf"',
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const words = await pdfWords(response.rawPayload);
    expect(words).toContain('Weekly Report No: 3');
    expect(words).toContain('04-08-2025');
    expect(words).toContain('Megger test on a three-phase motor');
    expect(words).toContain('MAINTENANCE OF A THREE-PHASE PUMP MOTOR AND ITS DOL STARTER');
    expect(words).toContain('Screwdrivers, clamp meter, multimeter');
    expect(words).toContain('37.5');
    expect(words).toContain('Verification code: EXAMPLE');
    expect(await pdfPageCount(response.rawPayload)).toBe(1);
    // An example is not an export of anyone's log book: nothing is recorded.
    expect(await testApp.db.select().from(exportRecords)).toHaveLength(0);
  });

  it('makes the same week as a DOCX', async () => {
    const response = await student.call('GET', `${LOGBOOK}docx/`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="example-logbook-week.docx"',
    );
    const { words } = await docxContent(response.rawPayload);
    expect(words).toContain('Example Student');
    expect(words).toContain('Troubleshooting of a DOL starter');
    expect(words).toContain('Insulation tester (megger) 500 V');
  });

  it('makes the general report outline with both chapters, their headings and guidance', async () => {
    const response = await student.call('GET', OUTLINE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="example-general-report-outline.docx"',
    );
    const { words, xml } = await docxContent(response.rawPayload);
    for (const heading of [
      'Chapter 1: The Company',
      '1.3 Organisation structure',
      'Chapter 2: The Process',
      '2.2 The process step by step',
    ]) {
      expect(words).toContain(heading);
    }
    expect(words).toContain('Build this chapter from your log book');
    expect(xml).toContain('w:val="Heading1"');
  });

  it('needs sign-in and a known format', async () => {
    const anonymous = await testApp.app.inject({ method: 'GET', url: `${LOGBOOK}pdf/` });
    expect(anonymous.statusCode).toBe(401);
    const outline = await testApp.app.inject({ method: 'GET', url: OUTLINE });
    expect(outline.statusCode).toBe(401);
    expect(await expectStatus(await student.call('GET', `${LOGBOOK}odt/`), 400)).toMatchObject({
      detail: MESSAGES.export.unsupportedFormat,
    });
  });
});
