// A transaction ID rejected before, reported again by another student (finance audit): the staff's
// pending row (a table on a desktop, a card on a phone) flags it, the details say when, by whom
// and why it was rejected and show the payment's history, and the approve prompt warns again.
import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, createVerifiedStudent, signInAsStaff, staffSignIn } from '../support/accounts';
import { DESKTOP, NARROW_PHONE, screenshot, useBrowser } from '../support/browser';

/** A student reports a DIRECT payment with the SMS's transaction ID; answers its id. */
async function reportWithCode(request: APIRequestContext, tag: string, code: string) {
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
      transaction_code: code,
    },
  });
  if (response.status() !== 201) throw new Error(`payment failed: ${await response.text()}`);
  return { student, id: (await response.json()).id as number };
}

/** A code of this run: 'RJ' and 8 characters. */
function freshCode(): string {
  return `RJ${Date.now().toString(36).toUpperCase().slice(-8)}`;
}

describe('staff billing: a transaction ID rejected before', () => {
  const browser = useBrowser();

  it('is badged in the pending row and explained, with the history, before approving', async () => {
    const page = await browser.newPage(DESKTOP);
    const code = freshCode();
    const first = await reportWithCode(page.request, 'rejected-first', code);
    const { headers: staffHeaders } = await staffSignIn(page.request);
    const rejected = await page.request.post(
      `/api/billing/staff/transactions/${first.id}/reject_transaction/`,
      { headers: staffHeaders, data: { reason: 'No such SMS on the statement' } },
    );
    expect(rejected.status()).toBe(200);
    // Another student reports the same ID, spaced and in lower case: recorded, not blocked.
    const spelled = `${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`;
    const retry = await reportWithCode(page.request, 'rejected-retry', spelled);

    await signInAsStaff(page);
    await page.goto('/admin/billing');
    await page.getByRole('searchbox', { name: 'Find a payment' }).fill(code);
    const row = page
      .getByRole('table', { name: 'Pending approvals' })
      .getByRole('row')
      .filter({ hasText: retry.student.email });
    await row.getByText('ID rejected before').waitFor();
    await screenshot(page, 'rejected-before-desktop');

    await row.getByRole('button', { name: /^View details of / }).click();
    const details = page.getByRole('dialog', { name: 'Transaction details' });
    const line = details.getByText(/^Rejected before: .+ EAT by .+: No such SMS on the statement$/);
    await line.waitFor();
    const history = details.getByTestId('payment-history');
    await history.getByText(/EAT · Reported by .+ \(student\)$/).waitFor();
    await screenshot(page, 'rejected-before-details-desktop');

    await details.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('dialog', { name: /^Approve payment/ });
    await confirm.getByText(/^This transaction ID was rejected once before\./).waitFor();
    await confirm
      .getByText(/^Rejected before: .+ EAT by .+: No such SMS on the statement$/)
      .waitFor();
    await screenshot(page, 'rejected-before-approve-desktop');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });

    // On a narrow phone: the card carries the badge, the details the history.
    const phone = await browser.newPage(NARROW_PHONE);
    await signInAsStaff(phone);
    await phone.goto('/admin/billing');
    await phone.getByRole('searchbox', { name: 'Find a payment' }).fill(code);
    const card = phone
      .getByRole('region', { name: 'Pending Approvals' })
      .getByRole('listitem')
      .filter({ hasText: retry.student.email });
    await card.getByText('ID rejected before').waitFor();
    await screenshot(phone, 'rejected-before-phone');
    await card.getByRole('button', { name: /^View details of / }).click();
    const phoneDetails = phone.getByRole('dialog', { name: 'Transaction details' });
    await phoneDetails
      .getByTestId('payment-history')
      .getByText(/Reported by/)
      .waitFor();
    await phoneDetails.getByText(/^Rejected before: /).waitFor();
    await screenshot(phone, 'rejected-before-details-phone');
  });
});
