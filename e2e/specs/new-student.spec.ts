import { addDays, MESSAGES } from '@ptlog/shared';
import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  apiSignIn,
  createVerifiedStudent,
  newStudent,
  registerThroughApi,
  signInThroughForm,
  staffSignIn,
} from '../support/accounts';
import { PHONE, screenshot, useBrowser } from '../support/browser';
import { otpIn, waitForMail } from '../support/mailbox';

/** Whether a control's text is cut (ellipsis or clipped) at the current width. */
async function isClipped(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const inner = (element.querySelector('.mantine-Button-label') as HTMLElement) ?? element;
    return inner.scrollWidth > inner.clientWidth + 1;
  });
}

// Issue 15: what a new student hit on a phone.
describe('a new student on a phone', () => {
  const browser = useBrowser();

  it('Wrong Email? frees the phone number; a resend clears the old failure', async () => {
    const page = await browser.newPage(PHONE);
    const student = newStudent('wrong-email');
    const registered = await registerThroughApi(page.request, student);
    expect(registered.status()).toBe(201);
    const code = otpIn(await waitForMail(student.email));
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/account-activation**');

    // A wrong code fails; a resend replaces that failure with the resend notice.
    await page.getByLabel('Verification Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await page.getByText('Verification failed').waitFor();
    await page.getByRole('button', { name: 'Resend Code' }).click();
    await page.getByText(MESSAGES.activation.resendSuccess).waitFor();
    expect(await page.getByText('Verification failed').count()).toBe(0);
    const wrongEmail = page.getByRole('button', { name: 'Wrong Email?' });
    expect(await isClipped(wrongEmail)).toBe(false);
    expect(await isClipped(page.getByRole('button', { name: 'Resend Code' }))).toBe(false);
    // A long address wraps instead of widening the page.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'issue15-activation-after-resend-390');

    // Wrong Email?: back to registration, and the same phone number is free again.
    await wrongEmail.click();
    await page.getByRole('button', { name: 'Change Email' }).click();
    await page.waitForURL('**/register**');
    await page.getByLabel('First Name').fill(student.firstName);
    await page.getByLabel('Last Name').fill(student.lastName);
    await page.getByLabel('Phone Number', { exact: true }).fill(student.phone);
    await page.getByText(MESSAGES.register.phoneAvailable).waitFor();
    await screenshot(page, 'issue15-register-again-390');
  });

  it('shows logged days before the weekly report exists, and an empty past week as still open', async () => {
    const page = await browser.newPage(PHONE);
    const student = await createVerifiedStudent(page.request, 'days-first');
    // Week 1 (wholly past) gets two days and no weekly report; week 2 is the current week.
    const { headers } = await apiSignIn(page.request, student.email, student.password);
    const start = inject('placementStart');
    for (const [index, text] of ['Replaced the pump seal.', 'Tested the relays.'].entries()) {
      const daily = await page.request.post('/api/reports/daily/', {
        headers,
        data: { date: addDays(start, index), hours_spent: 8, description: text },
      });
      expect(daily.status()).toBe(201);
    }
    // The week read answers the days, not a 404 (nothing red in the console).
    const week = await page.request.get('/api/reports/weekly/week/1/', { headers });
    expect(week.status()).toBe(200);
    expect(await week.json()).toMatchObject({ id: null, total_hours: 16, completion: 32 });

    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    await page.getByRole('link', { name: 'Week 1: in progress' }).waitFor();
    await page.getByRole('link', { name: 'Week 3: upcoming' }).waitFor();
    await screenshot(page, 'issue15-dashboard-roadmap-390');

    await page.goto('/weekly-report');
    const weekOne = page.getByRole('region', { name: 'Week 1' });
    await weekOne.getByText('In progress').waitFor();
    await weekOne.getByText('32% complete').waitFor();
    expect(await page.getByText('Begin Your Journey').count()).toBe(0);

    await page.goto('/weekly-report/1');
    await page.getByRole('heading', { name: MESSAGES.weekly.startTitle }).waitFor();
    // On a phone the days are cards, not a cramped table.
    await page.getByRole('listitem').filter({ hasText: 'Tested the relays.' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await page.getByRole('button', { name: 'Create Week 1 Report' }).waitFor();
    await screenshot(page, 'issue15-week-days-before-report-390');
    expect(failures).toEqual([]);

    // A student who logged nothing: the past week is still in progress (it can be filled), never done.
    const idle = await createVerifiedStudent(page.request, 'idle');
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signInThroughForm(page, idle.email, idle.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Week 1: in progress' }).waitFor();
    await page.getByRole('link', { name: 'Week 2: in progress' }).waitFor();
    await screenshot(page, 'issue15-dashboard-open-390');
  });

  it('shows no placeholder payment numbers: staff set them, or billing says not set up', async () => {
    const page = await browser.newPage(PHONE);
    const staff = inject('staff');
    const { headers } = await staffSignIn(page.request);
    const before = await (await page.request.get('/api/admin/settings/', { headers })).json();
    try {
      // Staff clear the numbers on the settings screen (phone width).
      await signInThroughForm(page, staff.email, staff.password);
      await page.waitForURL('**/admin**');
      await page.goto('/admin/settings');
      const numbers = page.getByLabel('Payment numbers');
      await expect.poll(() => numbers.inputValue()).toContain('0754 111 222');
      await numbers.fill('M-Pesa 0754');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText(MESSAGES.siteSettings.paymentNumberInvalid).waitFor();
      await numbers.fill('');
      await page.getByLabel('Support WhatsApp number').fill('+255754999888');
      await page.getByRole('button', { name: 'Save settings' }).click();
      const toast = page.getByText(MESSAGES.siteSettings.saved).first();
      await toast.waitFor();
      // On a phone the toast sits at the bottom, clear of the header, token chip and Back link.
      const box = await toast.boundingBox();
      expect(box?.y ?? 0).toBeGreaterThan(PHONE.height / 2);
      await screenshot(page, 'issue15-admin-settings-390');

      // A student's billing page: no numbers, no steps, a clear notice.
      const student = await createVerifiedStudent(page.request, 'nopay');
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await signInThroughForm(page, student.email, student.password);
      await page.waitForURL('**/dashboard');
      await page.goto('/billing');
      await page.getByText('Payments are not set up yet', { exact: true }).waitFor();
      expect(await page.getByText('0754 000 000').count()).toBe(0);
      expect(await page.getByRole('button', { name: /continue/i }).count()).toBe(0);
      await screenshot(page, 'issue15-billing-not-set-up-390');
    } finally {
      const restored = await page.request.put('/api/admin/settings/', { headers, data: before });
      expect(restored.status()).toBe(200);
    }
  });

  it('cuts no assessment-guide label at 390 px', async () => {
    const page = await browser.newPage(PHONE);
    const student = await createVerifiedStudent(page.request, 'guide');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/pt-assessment');
    await page.getByText('5–15 marks').waitFor();
    const clipped = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.mantine-Badge-label, .mantine-Button-label'))
        .filter((label) => label.scrollWidth > label.clientWidth + 1)
        .map((label) => label.textContent),
    );
    expect(clipped).toEqual([]);
    await screenshot(page, 'issue15-assessment-guide-390');
  });

  it('loads compressed, and never downloads the staff screens for a student', async () => {
    const page = await browser.newPage(PHONE);
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    const student = await createVerifiedStudent(page.request, 'light');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: /^Week 1:/ }).waitFor();
    expect(loaded.filter((url) => /\/assets\/staff-/.test(url))).toEqual([]);
    const main = loaded.find((url) => /\/assets\/index-.*\.js$/.test(url));
    expect(main).toBeDefined();
    // The precache list of the service worker holds no staff chunk either.
    const worker = await (await page.request.get('/sw.js')).text();
    expect(worker).toContain('assets/index-');
    expect(worker).not.toContain('staff-');
    const compressed = await page.request.get(main!, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers()['content-encoding']).toBe('br');
    expect(compressed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
