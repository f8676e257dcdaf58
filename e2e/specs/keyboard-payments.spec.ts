// Keyboard only, staff and payments (issue 20; docs/accessibility.md): with Tab, Shift+Tab, Enter,
// the arrow keys and Escape, never a click, staff approve a payment, reject one with a reason,
// create one for a student and verify a pending one. Every control reached shows a visible focus
// indicator; a dialog keeps the focus inside and gives it back to what opened it, or, when the
// row that opened it is gone, to the list's heading; the API state is checked after each change.
import { MESSAGES } from '@ptlog/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../support/browser';
import { checkDialogTrap, expectFocusOn, isFocused, tabTo, typeInto } from '../support/keyboard';
import { staffViewOfPayments, staffWithStudent, studentTransactions } from '../support/staff-walks';

/**
 * On the billing dashboard, reaches the button `button` of the student's pending payment with Tab
 * alone, opens its dialog `dialog` with Enter and checks that the dialog keeps the focus (ending
 * on its first control).
 */
async function openFromPendingRow(page: Page, email: string, button: RegExp, dialog: RegExp) {
  await page.goto('/admin/billing');
  await page.getByRole('heading', { name: 'Billing Dashboard' }).waitFor();
  const row = page
    .getByRole('table', { name: 'Pending approvals' })
    .getByRole('row')
    .filter({ hasText: email });
  const opener = row.getByRole('button', { name: button });
  await tabTo(page, opener, { limit: 150 });
  await page.keyboard.press('Enter');
  const opened = page.getByRole('dialog', { name: dialog });
  await checkDialogTrap(page, opened, opener);
  await page.keyboard.press('Enter');
  return { row, dialog: opened };
}

/** The row and its button are gone: the focus is on the pending list, not lost on the page. */
async function expectFocusOnPendingList(page: Page, row: ReturnType<Page['getByRole']>) {
  await row.waitFor({ state: 'detached' });
  await expectFocusOn(page, page.getByRole('heading', { name: 'Pending approvals' }));
}

// A walk presses a key, and waits for the screen, a few hundred times: more than the suite's 60 s
// on a busy machine.
describe('keyboard only: staff and payments', { timeout: 120_000 }, () => {
  const browser = useBrowser();

  it("staff approve a student's pending payment through its confirmation", async () => {
    const { page, student } = await staffWithStudent(browser, 'keysapprove', { payment: true });
    const { row, dialog } = await openFromPendingRow(
      page,
      student.email,
      /^Approve /,
      /^Approve payment/,
    );
    await tabTo(page, dialog.getByRole('button', { name: 'Approve' }));
    await page.keyboard.press('Enter');
    await page.getByText(MESSAGES.billing.approved).first().waitFor();
    await expectFocusOnPendingList(page, row);
  });

  it("staff reject a student's pending payment, with a reason, through its confirmation", async () => {
    const { page, student } = await staffWithStudent(browser, 'keysreject', { payment: true });
    const { row, dialog } = await openFromPendingRow(
      page,
      student.email,
      /^Reject /,
      /^Reject payment/,
    );
    const reason = 'No payment from 0755 222 333 in the M-Pesa statement';
    await typeInto(page, dialog.getByRole('textbox', { name: 'Reason (optional)' }), reason);
    await tabTo(page, dialog.getByRole('button', { name: 'Reject' }));
    await screenshot(page, 'keyboard-reject-focus');
    await page.keyboard.press('Enter');
    await page.getByText(MESSAGES.billing.rejected).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expectFocusOnPendingList(page, row);
    expect(await studentTransactions(page, student)).toEqual([
      expect.objectContaining({ transaction_status: 'REJECTED', rejection_reason: reason }),
    ]);
  });

  it('staff create a payment for a student in the Create Transaction dialog', async () => {
    const { page, student } = await staffWithStudent(browser, 'keyscreate');
    await page.goto('/admin/billing');
    const open = page.getByRole('button', { name: 'Create Transaction' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create Transaction' });
    await checkDialogTrap(page, dialog, open);
    await page.keyboard.press('Enter');

    // The user is found by typing; the arrow keys and Enter choose the match.
    const user = dialog.getByRole('combobox', { name: 'User' });
    await typeInto(page, user, student.email);
    await page
      .getByRole('option', { name: new RegExp(student.email.replace(/\./g, '\\.')) })
      .waitFor();
    // Until the search has caught up with the typing, the list still holds other users.
    await expect.poll(() => page.getByRole('option').count()).toBe(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => user.inputValue()).toContain(student.email);
    await typeInto(page, dialog.getByRole('textbox', { name: 'Phone number' }), '0755 444 555');
    await typeInto(page, dialog.getByRole('textbox', { name: 'Sender name' }), 'Juma Wakala');
    // The payment method: a radio group, moved with the arrow keys.
    await tabTo(page, dialog.getByRole('radio', { name: 'Direct' }));
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => dialog.getByRole('radio', { name: 'Wakala (money agent)' }).isChecked())
      .toBe(true);
    await typeInto(page, dialog.getByRole('textbox', { name: 'Wakala name' }), 'Mama Pendo Shop');
    await typeInto(page, dialog.getByRole('textbox', { name: 'Amount (TZS)' }), '6000');
    await dialog.getByText('1,800 tokens').waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Create Transaction' }));
    await screenshot(page, 'keyboard-create-transaction-focus');
    await page.keyboard.press('Enter');
    await page.getByText(MESSAGES.billing.created).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(open)).toBe(true);

    expect(await staffViewOfPayments(page, student)).toEqual([
      expect.objectContaining({
        transaction_status: 'PENDING',
        payment_method: 'WAKALA',
        wakala_name: 'Mama Pendo Shop',
        sender_name: 'Juma Wakala',
        tokens_generated: 1800,
        created_by_staff: true,
      }),
    ]);
    // The student sees that a payment waits for their confirmation, not the details they must
    // confirm it with (they would only copy them back).
    expect(await studentTransactions(page, student)).toEqual([
      expect.objectContaining({
        transaction_status: 'PENDING',
        awaiting_confirmation: true,
        sender_name: null,
        amount: null,
        tokens_generated: null,
      }),
    ]);
  });

  it("staff verify a student's pending payment in the Payment Verification dialog", async () => {
    const { page, student } = await staffWithStudent(browser, 'keysverify', { payment: true });
    const { row, dialog } = await openFromPendingRow(
      page,
      student.email,
      /^Verify /,
      /Payment Verification/,
    );
    // What the student reported (reportPayment): the mobile-money message matches.
    await typeInto(
      page,
      dialog.getByRole('textbox', { name: 'Phone number used for payment' }),
      '0755 222 333',
    );
    await typeInto(page, dialog.getByRole('textbox', { name: 'Sender name' }), 'Baraka Mrema');
    await typeInto(page, dialog.getByRole('textbox', { name: 'Amount received (TZS)' }), '6500');
    await tabTo(page, dialog.getByRole('button', { name: 'Verify' }));
    await page.keyboard.press('Enter');
    await dialog.getByText(MESSAGES.billing.verified).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expectFocusOnPendingList(page, row);
    expect(await studentTransactions(page, student)).toEqual([
      expect.objectContaining({ transaction_status: 'APPROVED' }),
    ]);
  });
});
