// The sign-in screen after a sign-out (spec 1 §4): the idle sign-out brings it back with the
// username filled in and the focus in Password, so only the password is typed again; Logout, the
// student's own choice, leaves no name behind on a shared phone. The password is never kept.
import { describe, expect, it } from 'vitest';
import { createVerifiedStudent, signInThroughForm } from '../support/accounts';
import { DESKTOP, NARROW_PHONE, screenshot, useBrowser } from '../support/browser';
import { idleSignOut } from '../support/idle';

const browser = useBrowser();

describe('the sign-in screen after a sign-out', () => {
  it('after the idle sign-out: the username filled in, the focus in Password, on a phone', async () => {
    const page = await browser.newPage(NARROW_PHONE);
    const student = await createVerifiedStudent(page.request, 'idlename');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');

    await idleSignOut(page);
    await page.getByText('You were logged out after 10 minutes of inactivity').first().waitFor();
    const username = page.getByLabel('Username');
    const password = page.getByLabel('Password', { exact: true });
    await expect.poll(() => username.inputValue()).toBe(student.email);
    expect(await password.inputValue()).toBe('');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
      .toBe('current-password');
    await screenshot(page, 'sign-in-after-idle-360');

    // Only the password to type, where the focus already is.
    await page.keyboard.type(student.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain(student.password);
  });

  it('after Logout: the form is empty', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'logoutname');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await page.getByLabel('Username').inputValue()).toBe('');
  });
});
