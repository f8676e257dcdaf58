import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { MESSAGES } from '@ptlog/shared';
import JSZip from 'jszip';
import type { Download, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedStudent, signInThroughForm } from '../support/accounts';
import { DESKTOP, PHONE, screenshot, useBrowser } from '../support/browser';

const run = promisify(execFile);

async function signInStudent(page: Page, tag: string) {
  const student = await createVerifiedStudent(page.request, tag);
  await signInThroughForm(page, student.email, student.password);
  await page.waitForURL('**/dashboard');
  return student;
}

async function signInStaff(page: Page) {
  const staff = inject('staff');
  await signInThroughForm(page, staff.email, staff.password);
  await page.waitForURL('**/admin');
}

async function downloadBy(page: Page, button: string): Promise<Download> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return file;
}

/** The text of a DOCX's body. */
async function docxWords(path: string): Promise<string> {
  const zip = await JSZip.loadAsync(readFileSync(path));
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  return xml.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('help center, assessment examples and resources', () => {
  const browser = useBrowser();

  it('a student searches the FAQ, finds WhatsApp support and sends feedback staff then see (phone)', async () => {
    const page = await browser.newPage(PHONE);
    await signInStudent(page, 'help');
    await page.goto('/help');
    await page.getByRole('heading', { name: 'Help Center' }).waitFor();

    const whatsapp = page.getByRole('link', { name: 'Chat on WhatsApp' });
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=Hello/);

    // Search narrows the questions; an answer opens on a tap.
    const questions = page.getByRole('button', { name: /\?$/ });
    expect(await questions.count()).toBeGreaterThan(5);
    await page.getByLabel('Search the FAQ').fill('wakala');
    await page
      .getByRole('button', { name: 'How is my payment verified, and how long does it take?' })
      .waitFor();
    expect(await questions.count()).toBe(1);
    await page.getByRole('button', { name: /How is my payment verified/ }).click();
    await page.getByText(/matched it with the mobile-money records/).waitFor();
    await page.getByLabel('Search the FAQ').fill('bitcoin');
    await page.getByText(/No question matches/).waitFor();
    await page.getByLabel('Search the FAQ').fill('300 tokens');
    await page
      .getByRole('button', { name: 'What does a token cost, and what do 300 tokens buy?' })
      .click();
    await page.getByText(/1,000 TSH gives 300 tokens/).waitFor();
    await screenshot(page, 'help-phone');

    const subject = `PDF cover page idea ${Date.now()}`;
    const send = page.getByRole('button', { name: 'Send Feedback' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByText('Improvement', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    expect(await send.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Message' }).fill('Please add my photo to the cover.');
    await send.click();
    await page.getByRole('status').getByText(MESSAGES.feedback.success).waitFor();

    // Staff find it in their inbox.
    await page.context().close();
    const staffPage = await browser.newPage(DESKTOP);
    await signInStaff(staffPage);
    await staffPage.goto('/admin/email-broadcast?tab=feedback');
    const entry = staffPage.getByRole('listitem').filter({ hasText: subject });
    await entry.getByText('improvement').waitFor();
    await entry.getByText('Please add my photo to the cover.').waitFor();
  });

  it('shows the help center on a desktop', async () => {
    const page = await browser.newPage(DESKTOP);
    await signInStudent(page, 'helpdesk');
    await page.goto('/help');
    await page.getByRole('link', { name: 'Chat on WhatsApp' }).waitFor();
    await page.getByRole('button', { name: 'What does the AI never do?' }).click();
    await page.getByText(/never changes your hours or dates/).waitFor();
    await screenshot(page, 'help-desktop');
  });

  it('downloads the example week as a real PDF and DOCX, and the outline (desktop)', async () => {
    const page = await browser.newPage(DESKTOP);
    await signInStudent(page, 'examples');
    await page.goto('/pt-assessment');
    await page.getByRole('heading', { name: 'Example log book week' }).waitFor();
    await screenshot(page, 'assessment-desktop');

    const pdf = await downloadBy(page, 'Download PDF example');
    expect(pdf.suggestedFilename()).toBe('example-logbook-week.pdf');
    const { stdout } = await run('/usr/bin/pdftotext', ['-raw', await pdf.path(), '-']);
    const text = stdout.replace(/\s+/g, ' ');
    expect(text).toContain('Weekly Report No: 3');
    expect(text).toContain('Megger test on a three-phase motor');
    expect(text).toContain('MAINTENANCE OF A THREE-PHASE PUMP MOTOR');

    const docx = await downloadBy(page, 'Download DOCX example');
    expect(docx.suggestedFilename()).toBe('example-logbook-week.docx');
    const weekWords = await docxWords(await docx.path());
    expect(weekWords).toContain('Troubleshooting of a DOL starter');

    const outline = await downloadBy(page, 'Download outline (DOCX)');
    expect(outline.suggestedFilename()).toBe('example-general-report-outline.docx');
    const outlineWords = await docxWords(await outline.path());
    expect(outlineWords).toContain('Chapter 1: The Company');
    expect(outlineWords).toContain('Chapter 2: The Process');

    // The general report teaser links the same outline.
    await page.goto('/general-report');
    await page.getByText('Coming Very Soon').waitFor();
    const again = await downloadBy(page, 'Download example outline');
    expect(again.suggestedFilename()).toBe('example-general-report-outline.docx');
  });

  it('shows the assessment guide on a phone', async () => {
    const page = await browser.newPage(PHONE);
    await signInStudent(page, 'assessphone');
    await page.goto('/pt-assessment');
    await page.getByRole('button', { name: 'Download PDF example' }).waitFor();
    await screenshot(page, 'assessment-phone');
  });

  it('staff upload a resource for a department; its students list and download it', async () => {
    const staffPage = await browser.newPage(DESKTOP);
    await signInStaff(staffPage);
    await staffPage.goto('/resources');
    const title = `Electrical log book guide ${Date.now()}`;
    const bytes = Buffer.from(`%PDF-1.4\n% guide ${title}\n%%EOF\n`);
    const upload = staffPage.getByRole('region', { name: 'Upload a resource' });
    await upload.getByRole('textbox', { name: 'Title' }).fill(title);
    await upload.locator('input[type="file"]').setInputFiles({
      name: 'guide.pdf',
      mimeType: 'application/pdf',
      buffer: bytes,
    });
    await upload.getByRole('combobox', { name: 'Department' }).click();
    await staffPage.getByRole('option', { name: 'Electrical Engineering Department' }).click();
    await upload.getByRole('combobox', { name: 'Type' }).click();
    await staffPage.getByRole('option', { name: 'Guideline' }).click();
    await upload
      .getByRole('textbox', { name: 'Description (optional)' })
      .fill('How to fill the weekly page.');
    await upload.getByRole('button', { name: 'Upload' }).click();
    await staffPage.getByText(MESSAGES.resources.uploaded).waitFor();
    await staffPage.getByRole('listitem').filter({ hasText: title }).waitFor();
    await screenshot(staffPage, 'resources-staff-desktop');

    // An ELECTRICAL student (their department) sees it and downloads the same bytes.
    await staffPage.context().close();
    const page = await browser.newPage(PHONE);
    await signInStudent(page, 'resources');
    await page.goto('/resources');
    const item = page.getByRole('listitem').filter({ hasText: title });
    await item.getByText('Electrical Engineering Department', { exact: false }).waitFor();
    await screenshot(page, 'resources-phone');
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('button', { name: `Download ${title}` }).click(),
    ]);
    expect(readFileSync(await file.path()).equals(bytes)).toBe(true);

    await page.setViewportSize(DESKTOP);
    await page.getByLabel('Search').fill('nothing-like-this');
    await page.getByText('No resources match these filters.').waitFor();
    await page.getByLabel('Search').fill('');
    await item.waitFor();
    await screenshot(page, 'resources-desktop');
  });
});
