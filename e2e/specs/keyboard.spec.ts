// Keyboard only (issue 20; docs/accessibility.md): registration, a daily entry, the weekly
// report's main job, billing, the profile, and the staff forms (approving a payment, banning a
// user, a broadcast) with Tab, Shift+Tab, Enter, Space and the arrow keys, never a click. Every
// control reached shows a visible focus indicator; a dialog keeps focus inside and gives it back
// to the button that opened it; the phone dashboard's targets are 24 px or more.
import { MESSAGES } from '@ptlog/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  apiSignIn,
  createVerifiedStudent,
  newStudent,
  reportPayment,
  signInAsStaff,
  signInThroughForm,
} from '../support/accounts';
import { DESKTOP, PHONE, screenshot, useBrowser } from '../support/browser';
import { otpIn, waitForMail } from '../support/mailbox';
import { recipientsSheet } from '../support/sheets';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The focused element's outline or box-shadow (or its stretched ::after's outline): its ring. */
function focusRing(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing focused';
    const drawn = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none';
    if (drawn(getComputedStyle(element)) || drawn(getComputedStyle(element, '::after')))
      return 'visible';
    return `no focus ring on ${element.outerHTML.slice(0, 160)}`;
  });
}

async function isFocused(target: Locator) {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `limit` times; then checks
 * that the focus is visible.
 */
async function tabTo(page: Page, target: Locator, { back = false, limit = 40 } = {}) {
  await target.waitFor();
  for (let presses = 0; !(await isFocused(target)); presses += 1) {
    if (presses >= limit) throw new Error(`${target} not reached in ${limit} presses of Tab`);
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await focusRing(page)).toBe('visible');
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * With a dialog open: Tab and Shift+Tab never leave it; Escape closes it and the focus is back
 * on `opener`.
 */
async function checkDialogTrap(page: Page, dialog: Locator, opener: Locator) {
  await dialog.waitFor();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      expect(inside, `${key} #${press + 1} left the dialog`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => isFocused(opener)).toBe(true);
}

describe('keyboard only', () => {
  const browser = useBrowser();

  it('registers a new account through the three steps and the e-mailed code', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = newStudent('keys');
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();

    await typeInto(page, page.getByLabel('First Name'), student.firstName);
    await typeInto(page, page.getByLabel('Last Name'), student.lastName);
    await typeInto(page, page.getByLabel('Phone Number', { exact: true }), student.phone);
    await page.getByText(MESSAGES.register.phoneAvailable).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    await typeInto(page, page.getByLabel('Email'), student.email);
    await typeInto(page, page.getByLabel('Password', { exact: true }), student.password);
    await typeInto(page, page.getByLabel('Confirm Password', { exact: true }), student.password);
    // The terms open in a dialog that keeps the focus and gives it back.
    const terms = page.getByRole('button', { name: 'Terms and Conditions' });
    await tabTo(page, terms);
    await page.keyboard.press('Enter');
    await checkDialogTrap(page, page.getByRole('dialog', { name: 'Terms and Conditions' }), terms);
    // Back to the checkbox with Shift+Tab, ticked with Space.
    const agree = page.getByRole('checkbox');
    await tabTo(page, agree, { back: true });
    await page.keyboard.press('Space');
    expect(await agree.isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Academic Info' }).waitFor();
    // Native selects: the arrow keys choose the first real option.
    for (const name of ['College', 'Program', 'PT Phase', 'Academic Year']) {
      const select = page.getByLabel(name, { exact: true });
      await tabTo(page, select);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => select.inputValue()).not.toBe('');
    }
    await typeInto(
      page,
      page.getByRole('combobox', { name: 'Area of Field (Company)' }),
      'Keyboard Works Ltd',
    );
    await typeInto(page, page.getByLabel('Region'), 'Dodoma');
    await screenshot(page, 'keyboard-register-focus');
    await tabTo(page, page.getByRole('button', { name: 'Complete Registration' }));
    await page.keyboard.press('Enter');

    await page.waitForURL('**/account-activation**');
    await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
    const code = otpIn(await waitForMail(student.email));
    await typeInto(page, page.getByLabel('Verification Code'), code);
    await page.keyboard.press('Enter');
    await page.getByText(MESSAGES.activation.success).waitFor();
    await page.waitForURL('**/dashboard');
  });

  it('writes a daily entry and the weekly main job, then reaches the payment step', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'keysdaily');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');

    // Daily log: Monday of week 1, chosen with the keyboard.
    const start = inject('placementStart');
    await page.goto('/daily-report?week=1');
    const [, month, day] = start.split('-').map(Number);
    const tile = page.getByRole('button', { name: `Mon ${day} ${MONTHS[month! - 1]}` });
    await tabTo(page, tile);
    await page.keyboard.press('Enter');
    await expect.poll(() => tile.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('heading', { name: new RegExp(`^Monday ${day} `) }).waitFor();
    await typeInto(page, page.getByRole('textbox', { name: 'Hours' }), '8');
    await typeInto(
      page,
      page.getByRole('textbox', { name: 'Description' }),
      'Replaced the contactor of the water pump starter and tested it.',
    );
    await tabTo(page, page.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await page.getByText(MESSAGES.daily.saved).first().waitFor();
    await page.getByText('1 of 5').waitFor();

    // Weekly report of week 1: create it, then edit and save its main job.
    await page.goto('/weekly-report/1');
    await tabTo(page, page.getByRole('button', { name: 'Create Week 1 Report' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Week 1', exact: true }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Edit main job' }));
    await page.keyboard.press('Enter');
    await typeInto(page, page.getByLabel('Main job title'), 'Starter repair of a water pump');
    await typeInto(
      page,
      page.getByLabel('Main job description'),
      'Found a burnt contactor, replaced it and tested the starter.',
    );
    await tabTo(page, page.getByRole('button', { name: 'Save main job' }));
    await page.keyboard.press('Enter');
    await page.getByText('Main job saved.').first().waitFor();
    await page.getByText('Starter repair of a water pump').waitFor();

    // Billing: the token calculator, then the payment step and its dialog.
    await page.goto('/billing');
    await page.getByRole('heading', { name: 'Billing & Payment' }).waitFor();
    await typeInto(page, page.getByRole('textbox', { name: 'Amount to pay (TZS)' }), '5000');
    await page.getByTestId('calculated-tokens').getByText('1,500 tokens').waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Continue to payment' }));
    await page.keyboard.press('Enter');
    await page.getByRole('list', { name: 'Payment numbers' }).waitFor();
    const paid = page.getByRole('button', { name: 'I have paid: submit transaction' });
    await tabTo(page, paid);
    await screenshot(page, 'keyboard-billing-focus');
    await page.keyboard.press('Enter');
    await checkDialogTrap(page, page.getByRole('dialog', { name: 'Submit Transaction' }), paid);
  });

  it('edits and saves the profile: personal and company information', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'keysprofile');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/profile');

    const personal = page.getByRole('region', { name: 'Personal information' });
    const editPersonal = personal.getByRole('button', { name: 'Edit personal information' });
    await tabTo(page, editPersonal);
    await page.keyboard.press('Enter');
    await typeInto(page, personal.getByLabel('Student ID'), '2023-04-11224');
    await typeInto(page, personal.getByLabel('Last name'), 'Mrema-Kweka');
    await tabTo(page, personal.getByRole('button', { name: 'Save personal information' }));
    await page.keyboard.press('Enter');
    await page.getByText(MESSAGES.profile.updated).first().waitFor();
    await personal.getByText('Mrema-Kweka').waitFor();
    // The form is gone: the focus is back on its Edit button, not lost on the page.
    await expect.poll(() => isFocused(editPersonal)).toBe(true);

    const company = page.getByRole('region', { name: 'Company information' });
    await tabTo(page, company.getByRole('button', { name: 'Edit company information' }));
    await page.keyboard.press('Enter');
    await typeInto(page, company.getByLabel('Supervisor name'), 'Eng. Baraka Njau');
    await typeInto(
      page,
      company.getByLabel('Supervisor e-mail'),
      student.email.replace('@students.', '.boss@'),
    );
    await screenshot(page, 'keyboard-profile-focus');
    // Enter in a field sends the form, as Save does.
    await page.keyboard.press('Enter');
    await company.getByText('Eng. Baraka Njau').waitFor();
  });

  /** Staff signed in on a desktop, and a new student (with a payment waiting, if asked). */
  async function staffWithStudent(tag: string, { payment = false } = {}) {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, tag);
    if (payment) {
      const { headers } = await apiSignIn(page.request, student.email, student.password);
      await reportPayment(page.request, headers, 6500);
    }
    await signInAsStaff(page);
    return { page, student };
  }

  it("staff approve a student's pending payment through its confirmation", async () => {
    const { page, student } = await staffWithStudent('keysapprove', { payment: true });
    await page.goto('/admin/billing');
    await page.getByRole('heading', { name: 'Billing Dashboard' }).waitFor();
    const row = page
      .getByRole('table', { name: 'Pending approvals' })
      .getByRole('row')
      .filter({ hasText: student.email });
    const approve = row.getByRole('button', { name: /^Approve / });
    await tabTo(page, approve, { limit: 150 });
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: /^Approve payment/ });
    await checkDialogTrap(page, confirm, approve);
    await page.keyboard.press('Enter');
    await tabTo(page, confirm.getByRole('button', { name: 'Approve' }));
    await page.keyboard.press('Enter');
    await page.getByText(MESSAGES.billing.approved).first().waitFor();
    await row.waitFor({ state: 'detached' });
  });

  it('staff find a user, tick the row and ban them through the confirmation', async () => {
    const { page, student } = await staffWithStudent('keysban');
    await page.goto('/admin/users');
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await typeInto(page, page.getByRole('textbox', { name: 'Search' }), student.email);
    const user = page
      .getByRole('table', { name: 'Users list' })
      .getByRole('row')
      .filter({ hasText: student.email });
    await page.getByText('1 user · page 1 of 1').waitFor();
    const tick = user.getByRole('checkbox');
    await tabTo(page, tick);
    await page.keyboard.press('Space');
    expect(await tick.isChecked()).toBe(true);
    const ban = page.getByRole('button', { name: 'ban selected users', exact: true });
    await tabTo(page, ban);
    await page.keyboard.press('Enter');
    const banDialog = page.getByRole('dialog', { name: 'Ban users' });
    await checkDialogTrap(page, banDialog, ban);
    await page.keyboard.press('Enter');
    await typeInto(page, banDialog.getByRole('textbox', { name: 'Reason (optional)' }), 'Shared');
    await tabTo(page, banDialog.getByRole('button', { name: 'Ban' }));
    await page.keyboard.press('Enter');
    await user.getByText('Banned', { exact: true }).waitFor();
  });

  // 'Send to All Users' stops at its confirmation (Escape: nothing is sent to the suite's other
  // accounts); 'Send from Excel' sends, its file chosen from the file button.
  it('staff write a broadcast to all users and send one from an Excel sheet', async () => {
    const page = await browser.newPage(DESKTOP);
    await signInAsStaff(page);
    await page.goto('/admin/email-broadcast');
    const all = page.getByRole('form', { name: 'Send to All Users' });
    await typeInto(page, all.getByRole('textbox', { name: 'Subject' }), 'Week 4 reminder');
    await typeInto(page, all.getByRole('textbox', { name: 'Message' }), 'Submit week 4 by Friday.');
    const sendAll = all.getByRole('button', { name: 'Send to all users', exact: true });
    await tabTo(page, sendAll);
    await page.keyboard.press('Enter');
    await checkDialogTrap(page, page.getByRole('dialog', { name: 'Send to all users?' }), sendAll);

    const excel = page.getByRole('form', { name: 'Send from Excel (.xlsx)' });
    await tabTo(page, excel.getByRole('button', { name: 'Excel file' }));
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({
      name: 'recipients.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await recipientsSheet([
        ['asha.keys@example.tz', 'Asha'],
        ['juma.keys@example.tz', 'Juma'],
      ]),
    });
    await typeInto(page, excel.getByRole('textbox', { name: 'Subject' }), 'Site visit');
    await typeInto(page, excel.getByRole('textbox', { name: 'Message' }), 'Visit on Monday.');
    await tabTo(page, excel.getByRole('button', { name: /Send to the sheet/ }));
    await screenshot(page, 'keyboard-broadcast-focus');
    await page.keyboard.press('Enter');
    await excel.getByText('2 e-mail(s) queued.').waitFor();
  });

  it('gives every target on the phone dashboard at least 24 × 24 px (WCAG 2.5.8)', async () => {
    const page = await browser.newPage(PHONE);
    const student = await createVerifiedStudent(page.request, 'keystargets');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: /^Week 8:/ }).waitFor();
    const { checked, small } = await page.evaluate(() => {
      const selector =
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';
      const shown = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
        (element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 || box.height > 0;
        },
      );
      const small = shown
        .filter((element) => {
          const box = element.getBoundingClientRect();
          // WCAG's inline exception: a link inside a sentence.
          const parent = element.parentElement;
          const inline =
            element.tagName === 'A' &&
            parent !== null &&
            (parent.textContent ?? '').trim() !== (element.textContent ?? '').trim();
          return !inline && (box.width < 24 || box.height < 24);
        })
        .map((element) => {
          const box = element.getBoundingClientRect();
          return `${Math.round(box.width)}×${Math.round(box.height)} ${element.outerHTML.slice(0, 120)}`;
        });
      return { checked: shown.length, small };
    });
    // The header, the roadmap's 8 weeks, quick actions, recent lists: well over a dozen targets.
    expect(checked).toBeGreaterThan(12);
    expect(small).toEqual([]);
  });
});
