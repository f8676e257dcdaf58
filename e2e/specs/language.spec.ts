// Kiswahili and English (issue 20): chosen at first visit from the browser's language, switched
// in the header, kept across a reload and on the account, and followed by the account's e-mails.
import { describe, expect, it } from 'vitest';
import { createVerifiedStudent, signInThroughForm } from '../support/accounts';
import { DESKTOP, PHONE, useBrowser } from '../support/browser';
import { waitForMail } from '../support/mailbox';

describe('the language', () => {
  const browser = useBrowser();

  it('opens in Kiswahili for a browser set to Kiswahili, on a phone', async () => {
    const page = await browser.newPage(PHONE, { locale: 'sw-TZ' });
    await page.goto('/login');
    await page.getByRole('radio', { name: 'SW' }).waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sw');
    expect(await page.getByRole('radio', { name: 'SW' }).isChecked()).toBe(true);
  });

  it('switches by keyboard: Tab reaches the chosen language, an arrow key picks the other', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/login');
    await page.getByRole('radio', { name: 'EN' }).waitFor({ state: 'attached' });
    const focusedRadio = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active instanceof HTMLInputElement && active.type === 'radio' ? active.value : null;
      });
    for (let presses = 0; presses < 5 && (await focusedRadio()) === null; presses += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedRadio()).toBe('en');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { name: 'Ingia' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sw');
    expect(await focusedRadio()).toBe('sw');
    expect(await page.getByRole('radio', { name: 'SW' }).isChecked()).toBe(true);
  });

  it('switches to Kiswahili in the header, keeps it after a reload, and mails in it', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'lang');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    const nav = page.getByRole('navigation');
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();

    await page.getByRole('banner').getByText('SW', { exact: true }).click();
    await nav.getByRole('link', { name: 'Dashibodi' }).waitFor();
    await nav.getByRole('link', { name: 'Ripoti za Wiki' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sw');

    await page.reload();
    await nav.getByRole('link', { name: 'Dashibodi' }).waitFor();

    // The account keeps the choice: the next e-mail to it is in Kiswahili.
    await expect
      .poll(async () => {
        const profile = await page.request.get('/api/auth/profile/', {
          headers: {
            Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}`,
          },
        });
        return (await profile.json()).user.language;
      })
      .toBe('sw');
    const reset = await page.request.post('/api/auth/password-reset/', {
      data: { email: student.email },
    });
    expect(reset.status()).toBe(200);
    const mail = await waitForMail(student.email, 2);
    expect(mail.subject).toBe('Badilisha nenosiri lako la PT Logbook');
    expect(mail.text).toContain(`Habari ${student.firstName},`);
  });
});
