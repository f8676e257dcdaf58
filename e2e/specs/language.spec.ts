// Kiswahili and English (issue 20): chosen at first visit from the browser's language, switched
// in the header, kept across a reload and on the account, and followed by the account's e-mails.
import { describe, expect, it } from 'vitest';
import { createVerifiedStudent, signInThroughForm } from '../support/accounts';
import { DESKTOP, PHONE, useBrowser } from '../support/browser';
import { idleSignOut } from '../support/idle';
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

  it('keeps a switch made offline, saves the last one on the account online and at sign-in', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'langoffline');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    const nav = page.getByRole('navigation');
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    // The service worker controls the page (its Kiswahili strings are on the device), as on a
    // phone that opened the app before.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    const accountLanguage = async () => {
      const profile = await page.request.get('/api/auth/profile/', {
        headers: {
          Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}`,
        },
      });
      return (await profile.json()).user.language;
    };

    // Offline: the screen switches at once; the account hears of it once back online.
    await page.context().setOffline(true);
    await page.getByRole('banner').getByText('SW', { exact: true }).click();
    await nav.getByRole('link', { name: 'Dashibodi' }).waitFor();
    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(accountLanguage, { timeout: 20_000 }).toBe('sw');

    // Offline again, back to English, and signed out by the idle rule before the connection
    // returns: the next sign-in here keeps English and tells the account.
    await page.context().setOffline(true);
    await page.getByRole('banner').getByText('EN', { exact: true }).click();
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    await idleSignOut(page);
    await page.context().setOffline(false);
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    await expect.poll(accountLanguage, { timeout: 20_000 }).toBe('en');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});
