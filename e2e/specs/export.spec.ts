import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { addDays, MESSAGES } from '@ptlog/shared';
import { describe, expect, inject, it } from 'vitest';
import {
  createVerifiedStudent,
  logWeekOneThroughApi,
  signInThroughForm,
} from '../support/accounts';
import { DESKTOP, PHONE, screenshot, useBrowser } from '../support/browser';

const run = promisify(execFile);
const DAYS = [
  'Installed cable trays in the substation and tested motor insulation.',
  'Kazi nzuri sana, tumemaliza ufungaji wa pampu <b>leo</b> & kesho.',
];

describe('export and verification', () => {
  const browser = useBrowser();

  it('downloads the week and the whole log book, and the code verifies', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'export');
    await logWeekOneThroughApi(page.request, student, DAYS);
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');

    // The week page's Export menu.
    await page.goto('/weekly-report/1');
    await page.getByRole('heading', { name: 'Week 1', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    await screenshot(page, 'weekly-report-export-menu');
    const [weekFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'PDF' }).click(),
    ]);
    expect(weekFile.suggestedFilename()).toBe('weekly-report.pdf');
    await page.getByText(MESSAGES.export.downloaded('pdf')).waitFor();
    const pdfPath = await weekFile.path();
    const { stdout } = await run('/usr/bin/pdftotext', ['-raw', pdfPath, '-']);
    const text = stdout.replace(/\s+/g, ' ');
    expect(text).toContain(DAYS[1]);
    expect(text).toContain('Weekly Report No: 1');

    // The overview's Download all.
    await page.goto('/weekly-report');
    const [allFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download all (DOCX)' }).click(),
    ]);
    expect(allFile.suggestedFilename()).toMatch(/^all-weekly-reports-\d{4}-\d{2}-\d{2}\.docx$/);
    await page.getByText(MESSAGES.export.allSuccess('docx')).waitFor();
    expect(
      readFileSync(await allFile.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    await screenshot(page, 'weekly-overview-download-all');

    // The printed code opens the public verification page.
    const code = /Verification code: ([0-9A-Z]{5}-[0-9A-Z]{5})/.exec(text)?.[1];
    expect(code).toBeDefined();
    await page.goto(`/verify/${code}`);
    await page.getByText(MESSAGES.export.verifyUnchanged).waitFor();
    await page.getByText('Zawadi Mrema').waitFor();
    await screenshot(page, 'verify-page');
  });

  it('warns before a download that a day is written in Kiswahili, and links to that day', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'export-kiswahili');
    await logWeekOneThroughApi(page.request, student, [
      'Serviced the generator and changed the oil filters.',
      'Leo tulibadilisha oil ya generator',
      'Paid the welder at the wakala and fitted the new gate.',
    ]);
    const tuesday = addDays(inject('placementStart'), 1);
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');

    // The week page's Export menu names the day, and its downloads stay open.
    await page.goto('/weekly-report/1');
    await page.getByRole('heading', { name: 'Week 1', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menu').getByText('1 day is written in Kiswahili:').waitFor();
    expect(await page.getByRole('menuitem', { name: 'PDF' }).isEnabled()).toBe(true);
    await page.keyboard.press('Escape');

    // The overview: the note stands before Download all, with a link to that day.
    await page.goto('/weekly-report');
    const note = page.getByText('1 day is written in Kiswahili:');
    await note.waitFor();
    const noteBox = (await note.boundingBox())!;
    const buttonBox = (await page
      .getByRole('button', { name: 'Download all (PDF)' })
      .boundingBox())!;
    expect(noteBox.y).toBeLessThan(buttonBox.y);
    await page.getByText(/The log book is marked in English/).waitFor();
    const link = page.getByRole('link', { name: /^Tue \d{1,2} \w{3}$/ });
    expect(await link.getAttribute('href')).toBe(`/daily-report?date=${tuesday}`);
    await screenshot(page, 'weekly-overview-kiswahili-note');
    await link.click();
    await page.waitForURL(`**/daily-report?date=${tuesday}`);
    // The daily report opens on that day, its entry ready to rewrite.
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Description' }).inputValue())
      .toBe('Leo tulibadilisha oil ya generator');
  });

  it('lays the week actions out as a two-column grid on a phone', async () => {
    const page = await browser.newPage(PHONE);
    const student = await createVerifiedStudent(page.request, 'export-phone');
    await logWeekOneThroughApi(page.request, student, DAYS);
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/weekly-report/1');
    await page.getByRole('heading', { name: 'Week 1', exact: true }).waitFor();
    const box = async (name: string) =>
      (await page.getByRole('button', { name, exact: true }).boundingBox())!;
    const [edit, enhance, reset, submit, exported] = await Promise.all(
      ['Edit Report', 'Enhance with AI', 'Reset to Original', 'Submit Week', 'Export'].map(box),
    );
    // Two rows of two equal buttons, then Export across the whole last row, all on screen.
    expect(Math.abs(edit!.y - enhance!.y)).toBeLessThan(2);
    expect(Math.abs(reset!.y - submit!.y)).toBeLessThan(2);
    expect(reset!.y).toBeGreaterThan(edit!.y);
    expect(exported!.y).toBeGreaterThan(reset!.y);
    expect(Math.abs(edit!.width - enhance!.width)).toBeLessThan(2);
    expect(exported!.width).toBeGreaterThan(edit!.width * 1.8);
    for (const button of [edit, enhance, reset, submit, exported]) {
      expect(button!.x).toBeGreaterThanOrEqual(0);
      expect(button!.x + button!.width).toBeLessThanOrEqual(PHONE.width);
    }
    // Every label fits its button: none is cut off.
    const clipped = await page
      .locator('button .mantine-Button-label')
      .evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth).map((l) => l.textContent),
      );
    expect(clipped).toEqual([]);
    await screenshot(page, 'weekly-report-actions-phone');
  });

  it('refuses a download while nothing is written yet', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'export-empty');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/weekly-report/1');
    await page.getByRole('button', { name: 'Create Week 1 Report' }).click();
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'DOCX' }).click();
    await page.getByText(MESSAGES.export.noReports).waitFor();
  });
});
