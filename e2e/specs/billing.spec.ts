import { MESSAGES } from '@ptlog/shared';
import { type Page, request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  apiSignIn,
  approveNewestPayment,
  createVerifiedStudent,
  signInThroughForm,
  staffSignIn,
} from '../support/accounts';
import { DESKTOP, PHONE, screenshot, useBrowser } from '../support/browser';

type TStudent = Awaited<ReturnType<typeof createVerifiedStudent>>;

/** A fresh verified student, signed in on this page. */
async function signedInStudent(page: Page, tag: string): Promise<TStudent> {
  const student = await createVerifiedStudent(page.request, tag);
  await signInThroughForm(page, student.email, student.password);
  await page.waitForURL('**/dashboard');
  return student;
}

const chip = (page: Page, tokens: string) =>
  page.getByRole('link', { name: `Token balance: ${tokens} tokens. Open workplace` });

describe('billing and workplace', () => {
  const browser = useBrowser();

  it('buys tokens: calculator, payment numbers, submit, staff approval, new balance', async () => {
    const page = await browser.newPage(PHONE);
    const student = await signedInStudent(page, 'billing');
    await chip(page, '400').waitFor();

    await page.goto('/billing');
    await page.getByRole('heading', { name: 'Billing & Payment' }).waitFor();
    const amount = page.getByRole('textbox', { name: 'Amount to pay (TZS)' });
    await amount.fill('1200');
    await page.getByText(MESSAGES.billing.amountStep).waitFor();
    expect(await page.getByRole('button', { name: 'Continue to payment' }).isDisabled()).toBe(true);
    await amount.fill('5000');
    await page.getByTestId('calculated-tokens').getByText('1,500 tokens').waitFor();
    await screenshot(page, 'billing-calculator-phone');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // Stage 2: the numbers come from the server's configuration.
    const numbers = page.getByRole('list', { name: 'Payment numbers' });
    for (const text of ['M-Pesa', '0754 111 222', 'Airtel Money', '0784 333 444']) {
      await numbers.getByText(text, { exact: true }).waitFor();
    }
    await page.getByText('TZS 5,000', { exact: true }).first().waitFor();
    await screenshot(page, 'billing-pay-phone');
    await page.getByRole('button', { name: 'I have paid: submit transaction' }).click();

    // Stage 3: the dialog's own rules, then a payment from another phone.
    const dialog = page.getByRole('dialog', { name: 'Submit Transaction' });
    await dialog.getByRole('button', { name: 'Submit Transaction' }).click();
    await dialog.getByText(MESSAGES.billing.senderNameRequired).waitFor();
    await dialog.getByRole('radio', { name: 'A different phone' }).check();
    await dialog.getByRole('button', { name: 'Submit Transaction' }).click();
    await dialog.getByText(MESSAGES.billing.paymentPhoneRequired).waitFor();
    await dialog
      .getByRole('textbox', { name: 'Phone number used for payment' })
      .fill('0755 111 222');
    await dialog.getByRole('textbox', { name: 'Name on the phone number' }).fill('Juma Mrema');
    expect(await dialog.getByRole('textbox', { name: 'Amount paid (TZS)' }).inputValue()).toBe(
      '5,000',
    );
    await screenshot(page, 'billing-submit-dialog-phone');
    await dialog.getByRole('button', { name: 'Submit Transaction' }).click();

    await page.getByText(MESSAGES.billing.pendingVerification).waitFor();
    const mine = page.getByRole('list', { name: 'Your transactions' });
    await mine.getByText('TZS 5,000').waitFor();
    await mine.getByText('Pending').waitFor();
    await mine.getByText(/^Juma Mrema · /).waitFor();
    await chip(page, '400').waitFor();
    await screenshot(page, 'billing-pending-phone');

    // Staff approve it through the API.
    const approved = await approveNewestPayment(page.request, student);
    expect(approved).toMatchObject({ amount: '5000.00', tokens_generated: 1500 });

    await page.reload();
    await chip(page, '1,900').waitFor();
    await page.getByRole('list', { name: 'Your transactions' }).getByText('Approved').waitFor();

    // The workplace: ledger figures and the searchable history.
    await chip(page, '1,900').click();
    await page.waitForURL('**/workplace');
    await page.getByLabel('Available tokens').getByText('1,900', { exact: true }).waitFor();
    await page.getByLabel('Total purchased').getByText('1,500', { exact: true }).waitFor();
    await page.getByLabel('Welcome bonus').getByText('400', { exact: true }).waitFor();
    const usage = page.getByRole('list', { name: 'Usage history' });
    await usage.getByText('+1,500').waitFor();
    await usage.getByText('+400').waitFor();
    const history = page.getByRole('list', { name: 'Transaction history' });
    await history.getByText('Approved').waitFor();
    const search = page.getByRole('searchbox', { name: 'Search transactions' });
    await search.fill('tigo');
    await page.getByText('No transactions match “tigo”.').waitFor();
    await search.fill('755 111');
    await history.getByText('TZS 5,000').waitFor();
    await search.fill('');
    await screenshot(page, 'workplace-phone');

    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'workplace-desktop');
    await page.goto('/billing');
    await page.getByRole('list', { name: 'Your transactions' }).getByText('Approved').waitFor();
    await screenshot(page, 'billing-calculator-desktop');
  });

  it('verifies a payment staff recorded, refusing wrong details first', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await signedInStudent(page, 'verify');
    const asStudent = await apiSignIn(page.request, student.email, student.password);
    const staff = await staffSignIn(page.request);
    const created = await page.request.post('/api/billing/staff/transactions/', {
      headers: staff.headers,
      data: {
        user_id: asStudent.userId,
        user_phone_number: '0766 555 444',
        sender_name: 'Neema Said',
        payment_method: 'DIRECT',
        amount: 2000,
      },
    });
    expect(created.status()).toBe(201);

    await page.goto('/billing');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('list', { name: 'Payment numbers' }).waitFor();
    await screenshot(page, 'billing-pay-desktop');
    await page.getByRole('button', { name: 'I have paid: submit transaction' }).click();
    await page.getByRole('dialog', { name: 'Submit Transaction' }).waitFor();
    await screenshot(page, 'billing-submit-dialog-desktop');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Verify payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify payment' });
    const verify = dialog.getByRole('button', { name: 'Verify', exact: true });
    expect(await verify.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Phone number used for payment' }).fill('0766555444');
    await dialog.getByRole('textbox', { name: 'Name on the phone number' }).fill('neema  said');
    await dialog.getByRole('textbox', { name: 'Amount paid (TZS)' }).fill('3000');
    await verify.click();
    await dialog.getByText(MESSAGES.billing.verificationFailed).waitFor();
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await dialog.getByRole('textbox', { name: 'Amount paid (TZS)' }).fill('2000');
    await screenshot(page, 'billing-verify-dialog-desktop');
    await verify.click();
    await dialog.getByText(MESSAGES.billing.verified).waitFor();
    await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
    await chip(page, '1,000').waitFor();
    await page.getByRole('list', { name: 'Your transactions' }).getByText('Approved').waitFor();
  });

  it('says so when a load fails and recovers with Retry (no stand-in figures)', async () => {
    const page = await browser.newPage(PHONE);
    await signedInStudent(page, 'failing');
    const serverError = { status: 500, json: { detail: 'Something went wrong', code: 'internal' } };
    const paymentInfo = /\/api\/billing\/dashboard\/payment_info\//;
    const workplace = /\/api\/billing\/workplace\//;
    await page.route(paymentInfo, (route) => route.fulfill(serverError));
    await page.route(workplace, (route) => route.fulfill(serverError));

    await page.goto('/billing');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByText(MESSAGES.billing.paymentInfoFailed).waitFor();
    const paid = page.getByRole('button', { name: 'I have paid: submit transaction' });
    expect(await paid.isDisabled()).toBe(true);
    await screenshot(page, 'billing-payment-info-failed-phone');
    await page.unroute(paymentInfo);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('list', { name: 'Payment numbers' }).getByText('0754 111 222').waitFor();
    expect(await paid.isDisabled()).toBe(false);

    await page.goto('/workplace');
    await page.getByText(MESSAGES.workplace.fetchFailed).waitFor();
    expect(await page.getByLabel('Available tokens').count()).toBe(0);
    await page.getByText('You have not submitted a payment yet.').waitFor();
    await page.getByRole('list', { name: 'Usage history' }).getByText('+400').waitFor();
    await screenshot(page, 'workplace-failed-phone');
    await page.unroute(workplace);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByLabel('Available tokens').getByText('400', { exact: true }).waitFor();
    await page.getByLabel('Total purchased').getByText('0', { exact: true }).waitFor();
  });

  it('names each failed load (balance, transactions, usage history) and recovers', async () => {
    const page = await browser.newPage(DESKTOP);
    await signedInStudent(page, 'loads');
    const serverError = { status: 500, json: { detail: 'Something went wrong', code: 'internal' } };
    const failing = [
      '**/api/billing/balance/my_balance/',
      '**/api/billing/user-transactions/**',
      '**/api/billing/token-usage/usage_history/**',
    ];
    for (const path of failing) await page.route(path, (route) => route.fulfill(serverError));

    await page.goto('/billing');
    await page.getByText(MESSAGES.billing.fetchBalanceFailed).waitFor();
    await page.getByText(MESSAGES.billing.transactionsFailed).waitFor();
    await page.goto('/workplace');
    await page.getByText(MESSAGES.workplace.transactionsFailed).waitFor();
    await page.getByText(MESSAGES.billing.usageHistoryFailed).waitFor();
    expect(await page.getByRole('list', { name: 'Usage history' }).count()).toBe(0);

    for (const path of failing) await page.unroute(path);
    await page.reload();
    await page.getByRole('list', { name: 'Usage history' }).getByText('+400').waitFor();
    await chip(page, '400').waitFor();
  });

  it('logs out at once when a billing call answers 401', async () => {
    const page = await browser.newPage(PHONE);
    const student = await signedInStudent(page, 'expired');
    await chip(page, '400').waitFor();
    // Another device (its own cookies) signs out every other session: the browser's is revoked.
    const device = await request.newContext({ baseURL: inject('baseURL') });
    const other = await apiSignIn(device, student.email, student.password);
    const revoked = await device.post('/api/auth/sessions/logout-others/', {
      headers: other.headers,
      data: {},
    });
    expect(revoked.ok()).toBe(true);
    await device.dispose();

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('link', { name: 'Workplace', exact: true }).click();
    await page.getByText(MESSAGES.billing.authExpired).waitFor();
    await page.waitForURL(/\/login(\?next=[^&]+)?$/);
  });
});
