import { addDays, eatDateOf, MESSAGES } from '@ptlog/shared';
import ExcelJS from 'exceljs';
import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiSignIn,
  createVerifiedStudent,
  reportPayment,
  signInAsStaff,
  signInThroughForm,
} from '../support/accounts';
import { DESKTOP, PHONE, screenshot, useBrowser } from '../support/browser';

type TStudent = Awaited<ReturnType<typeof createVerifiedStudent>>;

/** A student signs in and reports a DIRECT payment; answers the student's headers. */
async function studentPays(request: APIRequestContext, student: TStudent, amount: number) {
  const { headers } = await apiSignIn(request, student.email, student.password);
  await reportPayment(request, headers, amount);
  return headers;
}

async function balanceOf(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.get('/api/billing/balance/my_balance/', { headers });
  return (await response.json()).available_tokens as number;
}

describe('staff billing dashboard', () => {
  const browser = useBrowser();

  it('staff approve a pending payment on a desktop and the student gets floor(amount × 0.3)', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'approve');
    const headers = await studentPays(page.request, student, 7500);
    const before = await balanceOf(page.request, headers);

    await signInAsStaff(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Billing Dashboard' })
      .click();
    await page.waitForURL('**/admin/billing');
    await page.getByRole('heading', { name: 'Billing Dashboard' }).waitFor();
    await page.getByText(/transactions? awaiting approval across all users/).waitFor();
    const row = page
      .getByRole('table', { name: 'Pending approvals' })
      .getByRole('row')
      .filter({ hasText: student.email });
    await row.getByText('TZS 7,500').waitFor();
    await row.getByText('2,250 tokens').waitFor();
    await screenshot(page, 'admin-billing-desktop');

    // Cancel first: nothing changes.
    await row.getByRole('button', { name: /^Approve / }).click();
    const confirm = page.getByRole('dialog', { name: /^Approve payment/ });
    await confirm.getByText(MESSAGES.billing.approveConfirm).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await balanceOf(page.request, headers)).toBe(before);

    await row.getByRole('button', { name: /^Approve / }).click();
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await page.getByText(MESSAGES.billing.approved).first().waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await balanceOf(page.request, headers)).toBe(before + Math.floor(7500 * 0.3));

    // The approval shows in All Transactions, found by the student's e-mail.
    await page.getByRole('textbox', { name: 'Search user' }).fill(student.email);
    const all = page.getByRole('table', { name: 'All transactions' });
    await all
      .getByRole('row')
      .filter({ hasText: student.email })
      .getByText('Approved', { exact: true })
      .waitFor();
    await page.getByText('1 transaction', { exact: true }).waitFor();

    // A range of days, as a month's statement: today's payment is outside one that ends
    // yesterday, and inside today.
    // The filter's days are East Africa Time's (docs/api/billing.md), not this machine's: from
    // 21:00 UTC a payment is already made tomorrow there.
    const today = eatDateOf(new Date());
    await page.getByLabel('Made until').fill(addDays(today, -1));
    await page.getByText(MESSAGES.billing.noMatches).waitFor();
    await page.getByLabel('Made until').fill(today);
    await page.getByLabel('Made from').fill(today);
    await page.getByText('1 transaction', { exact: true }).waitFor();

    // And in the Excel export of what the search and the days find, with the amount as a number.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet('Transactions');
    const header = (sheet?.getRow(1).values ?? []) as string[];
    const exported = sheet?.getRow(2);
    // The header, the payment and the totals under it.
    expect(sheet?.actualRowCount).toBe(3);
    expect(exported?.getCell(header.indexOf('User e-mail')).value).toBe(student.email);
    expect(exported?.getCell(header.indexOf('Status')).value).toBe('APPROVED');
    expect(exported?.getCell(header.indexOf('Amount (TZS)')).value).toBe(7500);
    const totals = sheet?.getRow(sheet.rowCount);
    expect(totals?.getCell(1).value).toBe('Total');
    expect(totals?.getCell(header.indexOf('Amount (TZS)')).value).toBe(7500);
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await screenshot(page, 'admin-billing-export-desktop');
  });

  it('staff approve from a phone, through the details, and can reject another', async () => {
    const page = await browser.newPage(PHONE);
    const student = await createVerifiedStudent(page.request, 'phoneapprove');
    const headers = await studentPays(page.request, student, 4000);
    await studentPays(page.request, student, 2000);
    const before = await balanceOf(page.request, headers);

    await signInAsStaff(page);
    await page.goto('/admin/billing');
    // The pending cards: the recent and all-transactions lists name the student by e-mail too.
    const cards = page
      .getByRole('region', { name: 'Pending Approvals' })
      .getByRole('listitem')
      .filter({ hasText: student.email });
    const card4000 = cards.filter({ hasText: 'TZS 4,000' });
    await card4000.waitFor();
    await screenshot(page, 'admin-billing-phone');

    await card4000.getByRole('button', { name: /^View details/ }).click();
    const details = page.getByRole('dialog', { name: 'Transaction details' });
    await details.getByText('Baraka Mrema').waitFor();
    await details.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('dialog', { name: /^Approve payment/ });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await card4000.waitFor({ state: 'detached' });
    expect(await balanceOf(page.request, headers)).toBe(before + 1200);

    const card2000 = cards.filter({ hasText: 'TZS 2,000' });
    await card2000.getByRole('button', { name: /^Reject/ }).click();
    const reject = page.getByRole('dialog', { name: /^Reject payment/ });
    await reject.getByText(MESSAGES.billing.rejectConfirm).waitFor();
    await reject
      .getByRole('textbox', { name: 'Reason (optional)' })
      .fill('No such payment received');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await card2000.waitFor({ state: 'detached' });
    expect(await balanceOf(page.request, headers)).toBe(before + 1200);
  });

  it('staff verify a payment: a mismatch fails with Try Again, a match approves it', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'staffverify');
    const headers = await studentPays(page.request, student, 3000);
    const before = await balanceOf(page.request, headers);

    await signInAsStaff(page);
    await page.goto('/admin/billing');
    const row = page
      .getByRole('table', { name: 'Pending approvals' })
      .getByRole('row')
      .filter({ hasText: student.email });
    await row.getByRole('button', { name: /^Verify / }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment Verification' });
    const verify = dialog.getByRole('button', { name: 'Verify', exact: true });
    expect(await verify.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Phone number used for payment' }).fill('0755222333');
    await dialog.getByRole('textbox', { name: 'Sender name' }).fill('baraka  mrema');
    await dialog.getByRole('textbox', { name: 'Amount received (TZS)' }).fill('2500');
    await verify.click();
    await dialog.getByText(MESSAGES.billing.verificationFailed).waitFor();
    expect(await balanceOf(page.request, headers)).toBe(before);
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await dialog.getByRole('textbox', { name: 'Amount received (TZS)' }).fill('3000');
    await verify.click();
    await dialog.getByText(MESSAGES.billing.verified).waitFor();
    await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
    await row.waitFor({ state: 'detached' });
    expect(await balanceOf(page.request, headers)).toBe(before + 900);
  });

  it('staff record a payment for a student found by typing their e-mail (phone)', async () => {
    const page = await browser.newPage(PHONE);
    const student = await createVerifiedStudent(page.request, 'recorded');
    await signInAsStaff(page);
    await page.goto('/admin/billing');
    await page.getByRole('button', { name: 'Create Transaction' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Transaction' });
    await dialog.getByRole('combobox', { name: 'User' }).fill(student.email);
    await page.getByRole('option', { name: student.email }).click();
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill('0766 555 444');
    await dialog.getByRole('textbox', { name: 'Sender name' }).fill('Neema Said');
    await dialog.getByRole('textbox', { name: 'Amount (TZS)' }).fill('2000');
    await dialog.getByText('600 tokens').waitFor();
    await dialog.getByRole('button', { name: 'Create Transaction' }).click();
    await page.getByText(MESSAGES.billing.created).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const card = page.getByRole('listitem').filter({ hasText: student.email });
    await card.getByText('TZS 2,000').first().waitFor();
  });

  it("a payment's SMS transaction ID: the student submits it, a second claim is refused, staff see it", async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'txcode');
    // Unique per run: the suite's database outlives a single test.
    const code = `QX${Date.now().toString(36).toUpperCase()}`;
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');

    async function submitPayment(amount: string, transactionCode: string) {
      await page.goto('/billing');
      await page.getByRole('textbox', { name: 'Amount to pay (TZS)' }).fill(amount);
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await page.getByRole('button', { name: 'I have paid: submit transaction' }).click();
      const dialog = page.getByRole('dialog', { name: 'Submit Transaction' });
      await dialog.getByRole('radio', { name: 'A different phone' }).check();
      await dialog
        .getByRole('textbox', { name: 'Phone number used for payment' })
        .fill('0755 444 111');
      await dialog.getByRole('textbox', { name: 'Name on the phone number' }).fill('Rehema Ally');
      await dialog
        .getByRole('textbox', { name: /^Transaction ID from the confirmation SMS/ })
        .fill(transactionCode);
      await dialog.getByRole('button', { name: 'Submit Transaction' }).click();
      return dialog;
    }

    await submitPayment('4000', ` ${code} `);
    await page.getByText(MESSAGES.billing.pendingVerification).waitFor();
    const mine = page.getByRole('list', { name: 'Your transactions' });
    await mine.getByText(`Transaction ID: ${code}`).waitFor();

    // The same SMS claimed again (other case, other amount): refused, nothing recorded.
    const spelled = `${code.slice(0, 3).toLowerCase()} ${code.slice(3).toLowerCase()}`;
    const again = await submitPayment('6000', spelled);
    await again.getByText(MESSAGES.billing.transactionCodeTaken).first().waitFor();
    const field = again.getByRole('textbox', { name: /^Transaction ID from the confirmation SMS/ });
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const asStudent = await apiSignIn(page.request, student.email, student.password);
    const list = await page.request.get('/api/billing/user-transactions/', {
      headers: asStudent.headers,
    });
    expect((await list.json()).count).toBe(1);
    // Escape puts the typed details aside (they come back when the dialog opens again); only
    // Cancel asks before throwing them away.
    await page.keyboard.press('Escape');
    await again.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');

    // Staff find it by the code and see it in the queue and the verification.
    await signInAsStaff(page);
    await page.goto('/admin/billing');
    const row = page
      .getByRole('table', { name: 'Pending approvals' })
      .getByRole('row')
      .filter({ hasText: student.email });
    await row.getByText(code, { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Verify / }).click();
    const verify = page.getByRole('dialog', { name: 'Payment Verification' });
    await verify.getByText('Transaction ID reported').waitFor();
    await verify.getByText(code, { exact: true }).waitFor();
    await verify.getByRole('button', { name: `Copy transaction ID ${code}` }).waitFor();
    await screenshot(page, 'admin-billing-verify-transaction-id');
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Search user' }).fill(code.toLowerCase());
    const all = page.getByRole('table', { name: 'All transactions' });
    await all.getByRole('row').filter({ hasText: student.email }).getByText(code).waitFor();
    await page.getByText('1 transaction', { exact: true }).waitFor();
  });

  it('a student opening /admin lands on /dashboard with the access error', async () => {
    const page = await browser.newPage(PHONE);
    const student = await createVerifiedStudent(page.request, 'notstaff');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/admin/billing');
    await page.waitForURL('**/dashboard');
    await page.getByText(MESSAGES.access.staffOnly).waitFor();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Settings' }).waitFor();
    expect(await nav.getByRole('link', { name: /Admin|Billing Dashboard/ }).count()).toBe(0);
    await page.goto('/admin');
    await page.waitForURL('**/dashboard');
  });
});
