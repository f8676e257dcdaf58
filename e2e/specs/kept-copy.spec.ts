// A week submitted elsewhere while its summary was being typed here: the text is not lost. It
// stays on the device, read-only, to copy, even after a reload, until the student discards it.
import { describe, expect, it } from 'vitest';
import {
  createVerifiedStudent,
  logWeekOneThroughApi,
  signInThroughForm,
} from '../support/accounts';
import { NARROW_PHONE, screenshot, useBrowser } from '../support/browser';

const SUMMARY = 'This week I maintained the cooling pumps and wired a distribution board.';

describe('text typed for a week submitted elsewhere', () => {
  const browser = useBrowser();

  it('keeps the summary to copy after the week was submitted on another device', async () => {
    const page = await browser.newPage(NARROW_PHONE);
    const student = await createVerifiedStudent(page.request, 'kept');
    const headers = await logWeekOneThroughApi(page.request, student, [
      'Replaced the mechanical seal of pump 2.',
      'Wired a distribution board.',
    ]);
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/weekly-report/1');
    await page.getByRole('button', { name: 'Edit Report' }).click();
    await page.getByRole('textbox', { name: 'Summary', exact: true }).fill(SUMMARY);

    // Another device (the same account) submits the week meanwhile.
    const submitted = await page.request.patch('/api/reports/weekly/week/1/submit/', {
      headers,
      data: {},
    });
    expect(submitted.status()).toBe(200);

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Not saved: this week was submitted meanwhile').waitFor();
    const kept = page.getByRole('textbox', { name: 'Summary not saved' });
    expect(await kept.inputValue()).toBe(SUMMARY);
    await screenshot(page, 'weekly-report-kept-copy-phone');

    // Still there after a reload, beside the submitted (read-only) week.
    await page.reload();
    await page.getByText('SUBMITTED', { exact: true }).first().waitFor();
    expect(await page.getByRole('textbox', { name: 'Summary not saved' }).inputValue()).toBe(
      SUMMARY,
    );

    await page.getByRole('button', { name: 'Discard: Summary not saved' }).click();
    await page.getByRole('button', { name: 'Yes, discard' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Summary not saved' }).count())
      .toBe(0);
  });
});
