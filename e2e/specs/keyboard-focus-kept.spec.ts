// Keyboard and screen reader (docs/accessibility.md): after a key action the focus stays where
// the user was, or goes to what replaced it, never to <body> (WCAG 2.4.3); a refused submit takes
// the focus to the first field that is wrong (3.3.1); typing is not interrupted by alerts; the
// fields marked with an asterisk are required in the accessibility tree too (the asterisk is
// hidden from it). Daily report (a save online and offline, the week arrows), billing (the steps
// and the Submit Transaction dialog), staff settings and the e-mail broadcast.
import { MESSAGES } from '@ptlog/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedStudent, signInAsStaff, signInThroughForm } from '../support/accounts';
import { DESKTOP, useBrowser } from '../support/browser';
import { expectFocusOn, isFocused, tabTo, typeInto } from '../support/keyboard';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Whether Chromium's accessibility tree says the field named `name` is required. */
async function requiredInTree(page: Page, name: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const field = nodes.find(
      (node) =>
        !node.ignored &&
        node.name?.value === name &&
        ['textbox', 'spinbutton', 'TextField'].includes(String(node.role?.value)),
    );
    if (!field) throw new Error(`no field named ${name} in the accessibility tree`);
    return field.properties?.find((property) => property.name === 'required')?.value.value === true;
  } finally {
    await cdp.detach();
  }
}

/** The element with the focus is not the page itself. */
const focusOnBody = (page: Page) =>
  page.evaluate(() => document.activeElement === document.body || !document.activeElement);

async function expectInvalidAndFocused(page: Page, field: Locator) {
  await expect.poll(() => isFocused(field)).toBe(true);
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  expect(await focusOnBody(page)).toBe(false);
}

describe('keyboard focus kept after key actions', { timeout: 120_000 }, () => {
  const browser = useBrowser();

  it('daily report: Save keeps the focus, online, offline and when the kept day is sent', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'keysfocusday');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');

    const start = inject('placementStart');
    await page.goto('/daily-report?week=1');
    const [, month, day] = start.split('-').map(Number);
    const tile = page.getByRole('button', { name: `Mon ${day} ${MONTHS[month! - 1]}` });
    await tabTo(page, tile);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: new RegExp(`^Monday ${day} `) }).waitFor();
    expect(await requiredInTree(page, 'Hours')).toBe(true);
    expect(await requiredInTree(page, 'Description')).toBe(true);

    await typeInto(page, page.getByRole('textbox', { name: 'Hours' }), '8');
    const description = page.getByRole('textbox', { name: 'Description' });
    await typeInto(page, description, 'Replaced the contactor of the water pump starter.');
    const save = page.getByRole('button', { name: 'Save' });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await page.getByText(MESSAGES.daily.saved).first().waitFor();
    await page.getByText('1 of 5').waitFor();
    await expectFocusOn(page, save);
    // The next Tab goes on from Save, not from the top of the page.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => isFocused(page.getByRole('link', { name: 'Open Week 1 Report' })))
      .toBe(true);

    // Without a network the day is kept on the device: the form starts again, the focus stays.
    await page.context().setOffline(true);
    await typeInto(page, description, 'Replaced the contactor and tested the starter.');
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Report saved locally' }).waitFor();
    await expectFocusOn(page, save);
    // Back online the kept day is sent and the form starts again from it: still on Save.
    await page.context().setOffline(false);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Report saved locally' })
      .waitFor({ state: 'detached', timeout: 30_000 });
    await expectFocusOn(page, save);
  });

  it('daily report: Previous week to week 1 keeps the focus on the week and says so', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'keysfocusweek');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/daily-report?week=2');
    const week = page.getByRole('combobox', { name: 'Week' });
    await expect.poll(() => week.inputValue()).toBe('2');
    const previous = page.getByRole('button', { name: 'Previous week' });
    await tabTo(page, previous);
    await page.keyboard.press('Enter');
    await expect.poll(() => week.inputValue()).toBe('1');
    expect(await previous.isDisabled()).toBe(true);
    await expectFocusOn(page, week);
    // Said politely: a status region, there before the change.
    await page
      .getByRole('status')
      .filter({ hasText: /^Week 1 shown: / })
      .waitFor({
        state: 'attached',
      });
  });

  it('billing: each step and the submitted payment take the focus; a refused submit says why', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'keysfocuspay');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/billing');
    await typeInto(page, page.getByRole('textbox', { name: 'Amount to pay (TZS)' }), '3000');
    await tabTo(page, page.getByRole('button', { name: 'Continue to payment' }));
    await page.keyboard.press('Enter');
    await expectFocusOn(page, page.getByRole('heading', { name: 'Pay with mobile money' }));

    await tabTo(page, page.getByRole('button', { name: 'I have paid: submit transaction' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Submit Transaction' });
    await dialog.getByRole('textbox', { name: 'Name on the phone number' }).waitFor();
    expect(await requiredInTree(page, 'Name on the phone number')).toBe(true);
    expect(await requiredInTree(page, 'Amount paid (TZS)')).toBe(true);
    const submit = dialog.getByRole('button', { name: 'Submit Transaction' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const name = dialog.getByRole('textbox', { name: 'Name on the phone number' });
    await expectInvalidAndFocused(page, name);
    await page.keyboard.type('Zawadi Mrema');
    await tabTo(page, submit);
    await page.keyboard.press('Enter');

    await page.getByText(MESSAGES.billing.submitted).first().waitFor();
    const pending = page.getByRole('status', { name: MESSAGES.billing.pendingVerification });
    await expect.poll(() => isFocused(pending), { timeout: 5_000 }).toBe(true);
  });

  it('staff: Save settings and a refused broadcast keep the focus; typing is not interrupted', async () => {
    const page = await browser.newPage(DESKTOP);
    await signInAsStaff(page);

    await page.goto('/admin/settings');
    const save = page.getByRole('button', { name: 'Save settings' });
    await tabTo(page, save, { limit: 80 });
    await page.keyboard.press('Enter');
    await page.getByText(MESSAGES.siteSettings.saved).first().waitFor();
    await expectFocusOn(page, save);

    await page.goto('/admin/email-broadcast');
    const all = page.getByRole('form', { name: 'Send to All Users' });
    const subject = all.getByRole('textbox', { name: 'Subject' });
    await subject.waitFor();
    expect(await requiredInTree(page, 'Subject')).toBe(true);
    expect(await requiredInTree(page, 'Message')).toBe(true);
    await typeInto(page, subject, 'R');
    await typeInto(page, all.getByRole('textbox', { name: 'Message' }), 'Short');
    // No alert while typing, and Send is reachable.
    expect(await all.getByRole('alert').count()).toBe(0);
    expect(await all.getByText(MESSAGES.email.subjectTooShort).count()).toBe(0);
    await tabTo(page, all.getByRole('button', { name: 'Preview and send' }));
    await page.keyboard.press('Enter');
    await all.getByText(MESSAGES.email.subjectTooShort).waitFor();
    await expectInvalidAndFocused(page, subject);
    expect(await page.getByRole('dialog').count()).toBe(0);

    const excel = page.getByRole('form', { name: 'Send from Excel (.xlsx)' });
    await excel.locator('input[type="file"]').setInputFiles({
      name: 'recipients.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('not read: the fields are refused first'),
    });
    await tabTo(page, excel.getByRole('button', { name: /Send to the sheet/ }));
    await page.keyboard.press('Enter');
    const excelSubject = excel.getByRole('textbox', { name: 'Subject' });
    await expectInvalidAndFocused(page, excelSubject);
    expect(await excel.getByText(MESSAGES.email.subjectAndMessageEmpty).count()).toBe(2);
  });
});
