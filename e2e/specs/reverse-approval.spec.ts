// Reversing a mistaken approval (ADR 29): staff open an APPROVED payment's details, press Reverse
// approval, give the required reason and confirm; the payment turns Rejected, its tokens are taken
// back, and its history says who reversed it and why. On a desktop and on a narrow phone.
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, createVerifiedStudent, signInAsStaff, staffSignIn } from '../support/accounts';
import { DESKTOP, NARROW_PHONE, screenshot, useBrowser } from '../support/browser';

/** A student's 5,000 TZS payment (1,500 tokens), approved by staff through the API. */
async function approvedPayment(request: APIRequestContext, tag: string) {
  const student = await createVerifiedStudent(request, tag);
  const { headers } = await apiSignIn(request, student.email, student.password);
  const response = await request.post('/api/billing/transactions/', {
    headers,
    data: {
      payment_method: 'DIRECT',
      payer_type: 'different',
      user_phone_number: '0755 222 333',
      sender_name: 'Baraka Mrema',
      amount: 5000,
    },
  });
  if (response.status() !== 201) throw new Error(`payment failed: ${await response.text()}`);
  const id = (await response.json()).id as number;
  const { headers: staffHeaders } = await staffSignIn(request);
  const approved = await request.post(
    `/api/billing/staff/transactions/${id}/approve_transaction/`,
    {
      headers: staffHeaders,
      data: {},
    },
  );
  expect(approved.status()).toBe(200);
  return { student, headers, id };
}

/** Opens the payment's details from All Transactions, found by the student's e-mail. */
async function openDetails(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Search user' }).fill(email);
  // A table on a desktop, cards on a phone: whichever shows.
  const section = page.locator('section[aria-labelledby="all-transactions"]');
  await section.getByText(email).filter({ visible: true }).first().waitFor();
  await section
    .getByRole('button', { name: /^View details of / })
    .filter({ visible: true })
    .first()
    .click();
  const details = page.getByRole('dialog', { name: 'Transaction details' });
  await details.waitFor();
  return details;
}

async function reverseThroughTheScreen(page: Page, email: string, name: string) {
  await signInAsStaff(page);
  await page.goto('/admin/billing');
  const details = await openDetails(page, email);
  await details
    .getByTestId('payment-history')
    .getByText(/Approved by/)
    .waitFor();
  await screenshot(page, `reverse-approval-details-${name}`);
  await details.getByRole('button', { name: 'Reverse approval' }).click();
  const dialog = page.getByRole('dialog', { name: /^Reverse approval \(/ });
  await dialog.getByText('Tokens taken back: 1,500 tokens').waitFor();
  // Registration's 400 and the approval's 1,500; the reversal leaves the 400.
  await dialog.getByText("Student's balance now: 1,900 tokens, after: 400 tokens").waitFor();
  // The reason is required.
  await dialog.getByRole('button', { name: 'Reverse approval' }).click();
  await dialog.getByText('Please give the reason for reversing this approval').waitFor();
  await dialog.getByRole('textbox').fill('The money never reached our M-Pesa statement');
  await screenshot(page, `reverse-approval-dialog-${name}`);
  await dialog.getByRole('button', { name: 'Reverse approval' }).click();
  await page.getByText('Approval reversed successfully').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  // The lists read again: the payment's row turns Rejected before its details are opened again.
  await page
    .locator('section[aria-labelledby="all-transactions"]')
    .getByText('Rejected', { exact: true })
    .filter({ visible: true })
    .first()
    .waitFor();

  const reopened = await openDetails(page, email);
  await reopened.getByText('Rejected', { exact: true }).first().waitFor();
  await reopened
    .getByTestId('payment-history')
    .getByText(/Approval reversed by .+: The money never reached our M-Pesa statement$/)
    .waitFor();
  expect(await reopened.getByRole('button', { name: 'Reverse approval' }).count()).toBe(0);
  await screenshot(page, `reverse-approval-history-${name}`);
}

describe('staff billing: reversing a mistaken approval', () => {
  const browser = useBrowser();

  it('takes the tokens back and shows it in the history (desktop)', async () => {
    const page = await browser.newPage(DESKTOP);
    const { student, headers } = await approvedPayment(page.request, 'reverse-desktop');
    await reverseThroughTheScreen(page, student.email, 'desktop');
    const balance = await page.request.get('/api/billing/balance/my_balance/', { headers });
    expect((await balance.json()).available_tokens).toBe(400);
  });

  it('works the same on a narrow phone', async () => {
    const page = await browser.newPage(NARROW_PHONE);
    const { student } = await approvedPayment(page.request, 'reverse-phone');
    await reverseThroughTheScreen(page, student.email, 'phone');
  });
});
