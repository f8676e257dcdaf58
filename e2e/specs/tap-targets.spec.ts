// Finger-sized controls on a phone (app/theme/tap-targets.css): on a 360 px phone every
// button, link standing on its own and field takes taps on at least 40 × 40 px, in the student's
// and the staff's screens, dialogs, drawer and toasts; at desktop width Mantine's denser sizes stay.
import { type APIRequestContext, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createVerifiedStudent,
  logWeekOneThroughApi,
  signInAsStaff,
  signInThroughForm,
} from '../support/accounts';
import { DESKTOP, useBrowser } from '../support/browser';
import { smallTapTargets } from '../support/tap-targets';

/** The audit's phone: a small Android. */
const SMALL_PHONE = { width: 360, height: 740 };

/**
 * Waits until the screen shows its heading and nothing shown is loading any more (a tab panel
 * kept mounted but hidden, as the broadcast screen's feedback inbox, loads when it is opened).
 */
async function settle(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelector('h1') !== null &&
      !Array.from(
        document.querySelectorAll(
          '[aria-busy="true"], .mantine-Skeleton-root, .mantine-Loader-root',
        ),
      ).some((element) => element.checkVisibility()),
  );
}

/** Collects "where: control" for every small target of the screen shown. */
async function check(page: Page, where: string, found: string[]) {
  for (const small of await smallTapTargets(page)) found.push(`${where}: ${small}`);
}

async function visit(page: Page, path: string, found: string[]) {
  await page.goto(path);
  await settle(page);
  await check(page, path, found);
}

describe('tap targets: the check', () => {
  const browser = useBrowser();

  it('finds controls a finger may miss and lets pass those whose tap area is large enough', async () => {
    const page = await browser.newPage(SMALL_PHONE);
    await page.setContent(`
      <style>button { border: 0; padding: 0 } .grown { position: relative } .grown::after {
        content: ""; position: absolute; inset: -8px }</style>
      <button style="width: 28px; height: 28px">×</button>
      <div><a href="/all">View all</a></div>
      <p>Read the <a href="/guide">guide</a> first.</p>
      <button style="width: 120px; height: 40px">Save</button>
      <button class="grown" style="width: 24px; height: 24px; margin: 10px">+</button>
      <input type="checkbox" class="mantine-Checkbox-input" aria-label="Select">
      <label style="position: relative; display: inline-block; padding: 12px 16px">
        <input type="radio" name="l" style="position: absolute; inset: 0; opacity: 0; pointer-events: none">EN</label>
      <label style="position: relative; display: inline-block; padding: 2px 16px">
        <input type="radio" name="l" style="position: absolute; inset: 0; opacity: 0; pointer-events: none">SW</label>
      <button disabled style="width: 20px; height: 20px">-</button>
      <div style="position: relative"><button style="width: 20px; height: 20px">?</button>
        <div style="position: absolute; inset: 0; background: white"></div></div>`);
    const found = await smallTapTargets(page);
    expect(found).toEqual([
      '<button> "×" takes taps on 28×28 px',
      expect.stringMatching(/^<a> "View all" takes taps on \d+×\d+ px$/),
      expect.stringMatching(/^<input> "SW" takes taps on \d+×2\d px$/),
    ]);
  });
});

describe('tap targets on a 360 px phone', () => {
  const browser = useBrowser();
  let api: APIRequestContext;

  beforeAll(async () => {
    api = await request.newContext({ baseURL: inject('baseURL') });
  });
  afterAll(async () => {
    await api?.dispose();
  });

  it('student: the shell, the log book, billing, profile and settings', async () => {
    const student = await createVerifiedStudent(api, 'taps');
    await logWeekOneThroughApi(api, student, ['Installed cable trays in the substation.']);
    const page = await browser.newPage(SMALL_PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    const found: string[] = [];
    for (const path of ['/dashboard', '/daily-report', '/weekly-report', '/weekly-report/1']) {
      await visit(page, path, found);
    }
    await page.getByRole('button', { name: 'Open navigation' }).click();
    // The drawer slides in: checked once it is wholly on the screen.
    await page.waitForFunction(
      () => document.querySelector('.mantine-AppShell-navbar')?.getBoundingClientRect().left === 0,
    );
    await check(page, 'navigation drawer', found);
    await page.keyboard.press('Escape');

    await visit(page, '/billing', found);
    await page.getByRole('textbox', { name: 'Amount to pay (TZS)' }).fill('5000');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('list', { name: 'Payment numbers' }).waitFor();
    await check(page, 'billing, payment numbers', found);
    await page.getByRole('button', { name: 'I have paid: submit transaction' }).click();
    await page.getByRole('dialog', { name: 'Submit Transaction' }).waitFor();
    await check(page, 'submit transaction dialog', found);
    await page.keyboard.press('Escape');

    await visit(page, '/profile', found);
    await visit(page, '/settings', found);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.locator('.mantine-Notification-root').waitFor();
    await check(page, 'settings, saved toast', found);
    expect(found, found.join('\n')).toEqual([]);
  }, 90_000);

  it('staff: the admin screens and a user’s details', async () => {
    const page = await browser.newPage(SMALL_PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInAsStaff(page);
    const found: string[] = [];
    for (const path of ['/admin', '/admin/billing', '/admin/email-broadcast', '/admin/users']) {
      await visit(page, path, found);
    }
    await page
      .getByRole('button', { name: /^Details of / })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await check(page, 'user details', found);
    expect(found, found.join('\n')).toEqual([]);
  }, 60_000);

  it('keeps the desktop’s denser sizes', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/login');
    const signIn = page.getByRole('button', { name: 'Sign In' });
    await signIn.waitFor();
    expect((await signIn.boundingBox())?.height).toBe(36);
    await page.setViewportSize(SMALL_PHONE);
    await expect.poll(async () => (await signIn.boundingBox())?.height).toBe(40);
  });
});
