import { MESSAGES } from '@ptlog/shared';
import { type APIRequestContext, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../apps/server/src/db/seed-demo-content';
import { otpIn, startSmtpServer, type TSmtpServer } from '../../apps/server/test/helpers/smtp';
import { type StartedServer, startServer } from '../../scripts/lib/start-server';
import { newStudent } from '../support/accounts';
import { DESKTOP, PHONE, screenshot, useBrowser } from '../support/browser';

// Approving a payment needs a staff account, which the shared suite server does not have (its
// database is in memory and unseeded, and the demo seed would move its placement calendar). This
// file starts its own server with the demo seed and its own SMTP server.
const PAYMENT_NUMBERS = ['M-Pesa 0754 111 222', 'Airtel Money 0784 333 444'];

let server: StartedServer;
let smtp: TSmtpServer;
let api: APIRequestContext;

type TStudent = ReturnType<typeof newStudent>;

async function waitForOtp(email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mail = smtp.mails.find((received) => received.to.includes(email));
    if (mail) return otpIn(mail);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${email}`);
}

async function registerStudent(tag: string): Promise<TStudent> {
  const student = newStudent(tag);
  const registered = await api.post('/api/auth/register/', {
    data: {
      first_name: student.firstName,
      last_name: student.lastName,
      phone_number: student.phone,
      email: student.email,
      password: student.password,
      password_confirm: student.password,
      program: 'ELECTRICAL',
      pt_phase: 'PT2',
      year_of_study: 3,
      company_name: 'TANESCO Ubungo',
      company_region: 'Dar es Salaam',
    },
  });
  expect(registered.status()).toBe(201);
  const code = await waitForOtp(student.email);
  const verified = await api.post('/api/auth/verify-email-otp/', {
    data: { email: student.email, code, purpose: 'register' },
  });
  expect(verified.ok()).toBe(true);
  return student;
}

async function bearer(username: string, password: string) {
  const login = await api.post('/api/auth/login/', { data: { username, password } });
  expect(login.ok()).toBe(true);
  const { access, user } = await login.json();
  return { headers: { authorization: `Bearer ${access}` }, userId: user.id as number };
}

async function signIn(page: Page, student: TStudent) {
  await page.goto(`${server.baseURL}/login`);
  await page.getByLabel('Username').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
}

const chip = (page: Page, tokens: string) =>
  page.getByRole('link', { name: `Token balance: ${tokens} tokens. Open workplace` });

describe('billing and workplace', () => {
  const browser = useBrowser();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startServer({
      SMTP_URL: smtp.url,
      SEED_DEMO: '1',
      PAYMENT_NUMBERS: PAYMENT_NUMBERS.join(','),
    });
    api = await request.newContext({ baseURL: server.baseURL });
  });

  afterAll(async () => {
    await api?.dispose();
    await server?.stop();
    await smtp?.close();
  });

  it('buys tokens: calculator, payment numbers, submit, staff approval, new balance', async () => {
    const student = await registerStudent('billing');
    const page = await browser.newPage(PHONE);
    await signIn(page, student);
    await chip(page, '400').waitFor();

    await page.goto(`${server.baseURL}/billing`);
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
    const asStudent = await bearer(student.email, student.password);
    const list = await api.get('/api/billing/user-transactions/', { headers: asStudent.headers });
    const [transaction] = (await list.json()).data;
    expect(transaction).toMatchObject({ amount: '5000.00', transaction_status: 'PENDING' });
    const staff = await bearer(DEMO_STAFF.email, DEMO_STAFF.password);
    const approved = await api.post(
      `/api/billing/staff/transactions/${transaction.id}/approve_transaction/`,
      { headers: staff.headers, data: {} },
    );
    expect(approved.status()).toBe(200);

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
    await page.goto(`${server.baseURL}/billing`);
    await page.getByRole('list', { name: 'Your transactions' }).getByText('Approved').waitFor();
    await screenshot(page, 'billing-calculator-desktop');
  });

  it('verifies a payment staff recorded, refusing wrong details first', async () => {
    const student = await registerStudent('verify');
    const asStudent = await bearer(student.email, student.password);
    const staff = await bearer(DEMO_STAFF.email, DEMO_STAFF.password);
    const created = await api.post('/api/billing/staff/transactions/', {
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

    const page = await browser.newPage(DESKTOP);
    await signIn(page, student);
    await page.goto(`${server.baseURL}/billing`);
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
    const student = await registerStudent('failing');
    const page = await browser.newPage(PHONE);
    await signIn(page, student);
    const serverError = { status: 500, json: { detail: 'Something went wrong', code: 'internal' } };
    const paymentInfo = /\/api\/billing\/dashboard\/payment_info\//;
    const workplace = /\/api\/billing\/workplace\//;
    await page.route(paymentInfo, (route) => route.fulfill(serverError));
    await page.route(workplace, (route) => route.fulfill(serverError));

    await page.goto(`${server.baseURL}/billing`);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByText(MESSAGES.billing.paymentInfoFailed).waitFor();
    const paid = page.getByRole('button', { name: 'I have paid: submit transaction' });
    expect(await paid.isDisabled()).toBe(true);
    await screenshot(page, 'billing-payment-info-failed-phone');
    await page.unroute(paymentInfo);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('list', { name: 'Payment numbers' }).getByText('0754 111 222').waitFor();
    expect(await paid.isDisabled()).toBe(false);

    await page.goto(`${server.baseURL}/workplace`);
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

  it('logs out at once when a billing call answers 401', async () => {
    const student = await registerStudent('expired');
    const page = await browser.newPage(PHONE);
    await signIn(page, student);
    await chip(page, '400').waitFor();
    // Another session signs out every other device: the browser's session is revoked.
    const other = await bearer(student.email, student.password);
    const revoked = await api.post('/api/auth/sessions/logout-others/', {
      headers: other.headers,
      data: {},
    });
    expect(revoked.ok()).toBe(true);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('link', { name: 'Workplace', exact: true }).click();
    await page.getByText(MESSAGES.billing.authExpired).waitFor();
    await page.waitForURL('**/login');
  });
});
