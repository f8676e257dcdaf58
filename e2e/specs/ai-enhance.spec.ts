import { MESSAGES } from '@ptlog/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  approveNewestPayment,
  createVerifiedStudent,
  logWeekOneThroughApi,
  signInThroughForm,
} from '../support/accounts';
import { DESKTOP, PHONE, screenshot, useBrowser } from '../support/browser';

// How students really type on site: misspelt, lower case, no full stops.
const DAYS = [
  'instal new cable and test motor, mantenance of pump',
  'mantenance of the cooling pump and change the seal',
  'wiring of distribution board with technician and label the circuits',
];

async function openWeekOne(page: Page) {
  await page.goto('/weekly-report/1');
  await page.getByRole('heading', { name: 'Week 1', exact: true }).waitFor();
}

const tokenChip = (page: Page) => page.getByLabel('Token balance');

/** Lets the dialog's opening fade (200 ms) finish, so a screenshot shows it as a person sees it. */
const settle = (page: Page) => page.waitForTimeout(400);

describe('AI enhancement of a weekly report', () => {
  const browser = useBrowser();

  it('enhances the week for 300 tokens, resets it, refuses a second run at 100 tokens until a payment is approved', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'ai');
    await logWeekOneThroughApi(page.request, student, DAYS);
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await openWeekOne(page);
    await expect.poll(() => tokenChip(page).textContent()).toBe('400 tokens');
    const table = page.getByRole('table');
    await table.getByText(DAYS[0]!).waitFor();

    await page.getByRole('button', { name: 'Enhance with AI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enhance week 1 with AI' });
    await dialog.getByText('300 tokens').waitFor();
    await dialog.getByText('400 tokens').waitFor();
    await dialog.getByText('Good', { exact: true }).waitFor();
    await dialog
      .getByText('3 days with a description, 24 hours logged', { exact: false })
      .waitFor();
    await settle(page);
    await screenshot(page, 'ai-enhance-dialog-desktop');

    await dialog
      .getByLabel('Additional instructions')
      .fill('Mention that I worked at the pump house.');
    await dialog.getByRole('button', { name: 'Enhance' }).click();
    // The steps run while the server works and stay on 100 % for a moment once it answered.
    await dialog.getByRole('progressbar', { name: 'Enhancement progress' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
    await screenshot(page, 'ai-enhance-progress-desktop');
    await page.getByText(MESSAGES.ai.success).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The page shows the polished text without a reload; the original is gone from the table.
    await expect.poll(() => table.textContent()).toMatch(/installed a new cable/i);
    expect(await table.textContent()).toMatch(/maintenance of the pump/i);
    expect(await table.getByText(DAYS[0]!, { exact: true }).count()).toBe(0);
    await page
      .getByTestId('ai-enhanced')
      .getByText(/^AI enhanced on /)
      .waitFor();
    await expect.poll(() => tokenChip(page).textContent()).toBe('100 tokens');
    await page.getByText(MESSAGES.ai.success).first().waitFor({ state: 'hidden' });
    await screenshot(page, 'ai-enhanced-week-desktop');

    // Reset to Original brings back the student's own words.
    await page.getByRole('button', { name: 'Reset to Original' }).click();
    await page.getByRole('button', { name: 'Yes, reset' }).click();
    await page.getByText(MESSAGES.ai.resetSuccess).first().waitFor();
    await table.getByText(DAYS[0]!, { exact: true }).waitFor();
    await table.getByText(DAYS[1]!, { exact: true }).waitFor();
    expect(await page.getByTestId('ai-enhanced').count()).toBe(0);
    // The original is back and no longer kept: a second reset has nothing to restore.
    await page.getByRole('button', { name: 'Reset to Original' }).click();
    await page.getByRole('button', { name: 'Yes, reset' }).click();
    await page.getByText(MESSAGES.ai.resetUnavailable).first().waitFor();
    await table.getByText(DAYS[0]!, { exact: true }).waitFor();

    // 100 tokens do not pay for another enhancement: the dialog says so and links to billing.
    await page.getByRole('button', { name: 'Enhance with AI' }).click();
    await dialog.getByText('100 tokens').first().waitFor();
    await dialog.getByText(MESSAGES.ai.insufficientTokens).waitFor();
    expect(await dialog.getByRole('button', { name: 'Enhance' }).isDisabled()).toBe(true);
    await settle(page);
    await screenshot(page, 'ai-enhance-insufficient-desktop');
    await dialog.getByRole('link', { name: 'Get tokens' }).click();
    await page.waitForURL('**/billing');

    // Buying tokens: 1000 TZS from another phone; once staff approve, the chip shows 100 + 300.
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'I have paid: submit transaction' }).click();
    const submit = page.getByRole('dialog', { name: 'Submit Transaction' });
    await submit.getByRole('radio', { name: 'A different phone' }).check();
    await submit
      .getByRole('textbox', { name: 'Phone number used for payment' })
      .fill('0755 222 333');
    await submit.getByRole('textbox', { name: 'Name on the phone number' }).fill('Zawadi Mrema');
    await submit.getByRole('button', { name: 'Submit Transaction' }).click();
    await page.getByText(MESSAGES.billing.pendingVerification).waitFor();
    const approved = await approveNewestPayment(page.request, student);
    expect(approved).toMatchObject({ amount: '1000.00', tokens_generated: 300 });
    await page.reload();
    await expect.poll(() => tokenChip(page).textContent()).toBe('400 tokens');
    await openWeekOne(page);
    await page.getByRole('button', { name: 'Enhance with AI' }).click();
    expect(await dialog.getByRole('button', { name: 'Enhance' }).isDisabled()).toBe(false);
  });

  it('needs a description for an empty week, then enhances it on a phone', async () => {
    const page = await browser.newPage(PHONE);
    const student = await createVerifiedStudent(page.request, 'aiphone');
    const headers = await logWeekOneThroughApi(page.request, student, []);
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await openWeekOne(page);

    await page.getByRole('button', { name: 'Enhance with AI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enhance week 1 with AI' });
    await dialog.getByText('Empty', { exact: true }).waitFor();
    await dialog.getByText(MESSAGES.ai.needsDescription).waitFor();
    const enhance = dialog.getByRole('button', { name: 'Enhance' });
    expect(await enhance.isDisabled()).toBe(true);
    await settle(page);
    await screenshot(page, 'ai-enhance-dialog-empty-phone');

    await dialog
      .getByLabel('Additional instructions')
      .fill('instal new cable in substation and mantenance of pump motor');
    expect(await enhance.isDisabled()).toBe(false);
    // The AI service fails (what the API answers when the provider errs or times out): an honest
    // error in the dialog, the report and the balance untouched, and the student can try again.
    const enhanceCall = '**/enhance_with_ai/';
    await page.route(enhanceCall, (route) =>
      route.fulfill({
        status: 502,
        json: { detail: MESSAGES.ai.providerFailed, code: 'ai_provider_error' },
      }),
    );
    await enhance.click();
    await dialog.getByText(MESSAGES.ai.failedShort).waitFor();
    await dialog.getByText(MESSAGES.ai.providerFailed).waitFor();
    await expect.poll(() => tokenChip(page).textContent()).toBe('400 tokens');
    expect(await page.getByTestId('ai-enhanced').count()).toBe(0);
    await page.unroute(enhanceCall);
    // Keyboard: the form is sent with Enter on the focused button.
    await enhance.focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('progressbar', { name: 'Enhancement progress' }).waitFor();
    await screenshot(page, 'ai-enhance-progress-phone');
    await page.getByText(MESSAGES.ai.success).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('ai-enhanced').waitFor();
    await page.getByText(MESSAGES.ai.success).first().waitFor({ state: 'hidden' });
    await expect.poll(() => tokenChip(page).textContent()).toBe('100 tokens');
    await screenshot(page, 'ai-enhanced-week-phone');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // A submitted week is read-only: both AI actions stay, say why, and do nothing.
    const submitted = await page.request.patch('/api/reports/weekly/week/1/submit/', { headers });
    expect(submitted.ok()).toBe(true);
    await page.reload();
    const locked = page.getByRole('button', { name: 'Enhance with AI' });
    await locked.waitFor();
    expect(await locked.getAttribute('aria-disabled')).toBe('true');
    expect(
      await page.getByRole('button', { name: 'Reset to Original' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await page
      .getByText('This week has been submitted: it can no longer be enhanced.')
      .first()
      .waitFor({ state: 'attached' });
    // Still focusable (the reason is read out), but Enter opens nothing.
    await locked.focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(await dialog.count()).toBe(0);
  });
});
