import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportRecords } from '../src/db/schema';
import { buildTestApp, type TTestApp } from './helpers/build-test-app';
import { docxContent, fillWeekTwo, pdfText, printedCode } from './helpers/export-files';
import { buildLogbookApp, dayOf, signedInStudent, type TStudentClient } from './helpers/logbook';
import { expectStatus, logDay, weeklyReport } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const weekTwo = [0, 1, 2, 3, 4].map((day) => dayOf(2, day as 0 | 1 | 2 | 3 | 4));

describe('verification code and page', () => {
  const testApp = perSuite(buildLogbookApp);
  let student: TStudentClient;
  let weeklyId: number;
  let jobId: number;

  beforeAll(async () => {
    student = await signedInStudent(testApp, {
      firstName: 'Zawadi',
      lastName: '<script>alert(1)</script>',
    });
    ({ weeklyId, jobId } = await fillWeekTwo(student, weekTwo));
  });

  async function exportCode(format: 'pdf' | 'docx' = 'pdf'): Promise<string> {
    const response = await student.call('GET', `/api/export/weekly/${weeklyId}/${format}/`);
    expect(response.statusCode, response.body).toBe(200);
    if (format === 'pdf') return printedCode(await pdfText(response.rawPayload));
    const { files } = await docxContent(response.rawPayload);
    const footer = files.find((file) => /^word\/footer\d*\.xml$/.test(file))!;
    return printedCode((await docxContent(response.rawPayload, footer)).text);
  }

  const verify = (code: string) => testApp.app.inject({ method: 'GET', url: `/verify/${code}` });

  /** A fresh student with week 1 (one day) and week 2 (one day) logged, exported all together. */
  let logDayOne: (text: string) => Promise<void>;
  async function exportAllWeeks() {
    const other = await signedInStudent(testApp, { firstName: 'Neema', lastName: 'Kweka' });
    await logDay(other, dayOf(1, 0), 8, 'Safety induction at the workshop.');
    await weeklyReport(other, 1);
    await logDay(other, dayOf(2, 1), 6, 'Wired a distribution board.');
    await weeklyReport(other, 2);
    logDayOne = async (description) => {
      const daily = expectStatus(await other.call('GET', '/api/reports/daily/?week_number=1'), 200)
        .results[0];
      expectStatus(
        await other.call('PUT', `/api/reports/daily/${daily.id}/`, { hours_spent: 8, description }),
        200,
      );
    };
    const response = await other.call('POST', '/api/export/all-weekly-reports/pdf/');
    expect(response.statusCode, response.body).toBe(200);
    return { code: printedCode(await pdfText(response.rawPayload)) };
  }

  it('stores every export with its code, owner, reports and content fingerprint', async () => {
    const code = await exportCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    const [record] = await testApp.db
      .select()
      .from(exportRecords)
      .where(eq(exportRecords.code, code));
    expect(record).toMatchObject({
      userId: student.id,
      createdById: student.id,
      kind: 'weekly',
      format: 'pdf',
      weeklyReportIds: [weeklyId],
    });
    expect(record!.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(record!.summary.total_hours).toBe(38);
    // Each document gets its own code.
    expect(await exportCode('docx')).not.toBe(code);
  });

  it('shows the week, student, hours and date on a public, script-free page', async () => {
    const code = await exportCode();
    const page = await verify(code);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html).toContain(MESSAGES.export.verifyUnchanged);
    expect(html).toContain('Weekly report, week 2');
    // Dates never split at their dashes on a phone ('09-' / '03-2026').
    const date = (text: string) => `<span class="date">${text}</span>`;
    expect(html).toContain(
      `<span class="week-name">Week 2:</span> ${date('09-03-2026')} to ${date('13-03-2026')}, 38 hrs`,
    );
    expect(html).toContain('Zawadi &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Generated on');
    expect(html).toContain(`${date('18-03-2026')} 10:00`);
    expect(html).toMatch(/\.date \{ white-space: nowrap; \}/);
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/ on\w+=/);
    // As read off paper: lower case and with the dash.
    const typed = await verify(`${code.slice(0, 5)}-${code.slice(5)}`.toLowerCase());
    expect(typed.statusCode).toBe(200);
  });

  it("says 'modified' once a printed report changes, and names a deleted one", async () => {
    const code = await exportCode();
    const daily = expectStatus(await student.call('GET', '/api/reports/daily/?week_number=2'), 200)
      .results[0];
    expectStatus(
      await student.call('PUT', `/api/reports/daily/${daily.id}/`, {
        hours_spent: 4,
        description: 'Changed after printing.',
      }),
      200,
    );
    const changed = await verify(code);
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain(MESSAGES.export.verifyModified);
    expect(changed.body).toContain('modified');
    expect(changed.body).not.toContain(MESSAGES.export.verifyUnchanged);
    // The page shows what was printed, not today's figures.
    expect(changed.body).toContain('38 hrs');

    const fresh = await exportCode();
    expect((await verify(fresh)).body).toContain(MESSAGES.export.verifyUnchanged);
    // An operation edited: modified again.
    const operations = expectStatus(
      await student.call('GET', `/api/reports/main-jobs/${jobId}/operations/`),
      200,
    ).results;
    expectStatus(
      await student.call('PUT', `/api/reports/main-jobs/${jobId}/operations/${operations[0].id}/`, {
        tools_used: 'Laptop',
      }),
      200,
    );
    expect((await verify(fresh)).body).toContain(MESSAGES.export.verifyModified);
  });

  it('lists one row per week with its state when printed, and marks a changed week', async () => {
    const { code } = await exportAllWeeks();
    const [record] = await testApp.db
      .select()
      .from(exportRecords)
      .where(eq(exportRecords.code, code));
    // The record keeps each week's state at export time.
    expect(record!.summary.weeks.map((week) => [week.week_number, week.state])).toEqual([
      [1, 'draft'],
      [2, 'draft'],
    ]);
    const before = (await verify(code)).body;
    const rows = [...before.matchAll(/<li class="week[^"]*">[\s\S]*?<\/li>/g)].map((m) => m[0]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('Week 1:');
    expect(rows[1]).toContain('Week 2:');
    for (const row of rows) expect(row).toContain('Draft – not submitted');
    expect(before).not.toContain('<li class="week week-changed">');
    expect(before).not.toContain('<br>Week');

    await logDayOne('Safety induction, then a tour of the workshop.');
    const after = (await verify(code)).body;
    const changedRows = [...after.matchAll(/<li class="week week-changed">[\s\S]*?<\/li>/g)];
    expect(changedRows).toHaveLength(1);
    expect(changedRows[0]![0]).toContain('Week 1:');
    expect(changedRows[0]![0]).toContain('Changed since printed');
    // Advice an assessor without an account can follow.
    expect(after).toContain(
      'Ask the student to print a new copy, or to show you week 1 on PT Logbook.',
    );
    expect(after).not.toContain("compare that page with the student's log book");
  });

  it('speaks Kiswahili by Accept-Language or ?lang=sw, with a link to switch', async () => {
    const code = await exportCode();
    const get = (url: string, language?: string) =>
      testApp.app.inject({
        method: 'GET',
        url,
        headers: language ? { 'accept-language': language } : {},
      });
    const sw = await get(`/verify/${code}`, 'sw-TZ,sw;q=0.9,en;q=0.8');
    expect(sw.body).toContain('<html lang="sw">');
    expect(sw.body).toContain('Uthibitisho wa hati');
    expect(sw.body).toContain('<span class="week-name">Wiki 2:</span>');
    expect(sw.body).toContain('href="?lang=en"');
    expect(sw.headers['content-language']).toBe('sw');
    expect(sw.headers.vary).toContain('Accept-Language');
    // English preferred over Kiswahili by weight.
    expect((await get(`/verify/${code}`, 'sw;q=0.2, en-GB;q=0.9')).body).toContain(
      '<html lang="en">',
    );
    // The link wins over the browser, both ways.
    const linked = await get(`/verify/${code}?lang=sw`, 'en-GB,en');
    expect(linked.body).toContain('<html lang="sw">');
    expect(linked.body).toContain('Maudhui hayajabadilika');
    const english = await get(`/verify/${code}?lang=en`, 'sw');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(MESSAGES.export.verifyUnchanged);
    expect(english.body).toContain('href="?lang=sw"');
    // An unknown code answers in Kiswahili too; a made-up lang falls back, never a 400.
    const unknown = await get('/verify/ABCDE12345?lang=sw');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<html lang="sw">');
    expect(unknown.body).toContain('Hakuna hati yenye namba hii ya uthibitisho.');
    expect((await get(`/verify/${code}?lang=fr`)).body).toContain('<html lang="en">');
  });

  it('answers an unknown or malformed code with a 404 page', async () => {
    for (const code of ['ABCDE12345', 'nope', '%3Cscript%3E']) {
      const page = await verify(code);
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain(MESSAGES.export.verifyUnknown);
      expect(page.body).not.toContain('<script');
    }
  });

  it("takes a code typed by hand: /verify/ has the form, which leads to the code's own page", async () => {
    const form = await testApp.app.inject({ method: 'GET', url: '/verify/' });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<h1>Check a PT Logbook document</h1>');
    expect(form.body).toMatch(/<form class="check" method="get" action="\/verify\/">/);
    expect(form.body).toContain('<input name="code" value=""');
    const typed = await testApp.app.inject({
      method: 'GET',
      url: '/verify/?lang=sw&code=+abcde-12345+',
    });
    expect(typed.statusCode).toBe(303);
    expect(typed.headers.location).toBe('/verify/abcde-12345?lang=sw');
    // An unknown code's page offers the form again, with what was typed, escaped.
    const unknown = await verify('%3Cb%3Ebad');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<input name="code" value="&lt;b&gt;bad"');
    const tooLong = await testApp.app.inject({
      method: 'GET',
      url: `/verify/?code=${'A'.repeat(65)}`,
    });
    expect(tooLong.statusCode).toBe(404);
  });
});

describe('verification page beside the web app', () => {
  let testApp: TTestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'ptlog-web-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>SPA</title>');
    testApp = await buildTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('is served by the server, not swallowed by the SPA fallback', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/verify/ABCDE12345' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain(MESSAGES.export.verifyUnknown);
    expect(page.body).not.toContain('<title>SPA</title>');
    // Other client routes still get the web app.
    const spa = await testApp.app.inject({ method: 'GET', url: '/weekly-report/2' });
    expect(spa.body).toContain('<title>SPA</title>');
  });

  it('slows down guessing: 60 look-ups a minute per address', async () => {
    const lookUp = () => testApp.app.inject({ method: 'GET', url: '/verify/ABCDE12346' });
    let answered = 0;
    let status = 404;
    while (status === 404 && answered < 70) {
      status = (await lookUp()).statusCode;
      if (status === 404) answered += 1;
    }
    expect(status).toBe(429);
    // The test above looked up one code on this app already.
    expect(answered).toBeGreaterThanOrEqual(59);
    expect(answered).toBeLessThanOrEqual(60);
  });
});
