// A payment from an account staff suspended or banned: the staff's pending row (a table on a
// desktop, a card on a phone) and All Transactions badge it beside the student, the details say
// so, and the approve prompt warns that the student cannot sign in to use the tokens.
import type { APIRequestContext } from 'playwright-core';
import { describe, it } from 'vitest';
import { apiSignIn, createVerifiedStudent, signInAsStaff, staffSignIn } from '../support/accounts';
import { DESKTOP, NARROW_PHONE, screenshot, useBrowser } from '../support/browser';

/** A student reports a DIRECT payment, then staff take `action` on their account. */
async function paidThen(request: APIRequestContext, tag: string, action: 'SUSPEND' | 'BAN') {
  const student = await createVerifiedStudent(request, tag);
  const { headers, userId } = await apiSignIn(request, student.email, student.password);
  const paid = await request.post('/api/billing/transactions/', {
    headers,
    data: {
      payment_method: 'DIRECT',
      payer_type: 'different',
      user_phone_number: '0755 222 333',
      sender_name: 'Baraka Mrema',
      amount: 5000,
    },
  });
  if (paid.status() !== 201) throw new Error(`payment failed: ${await paid.text()}`);
  const { headers: staffHeaders } = await staffSignIn(request);
  const acted = await request.post('/api/admin-dashboard/api/user-actions/', {
    headers: staffHeaders,
    data: { target_user_id: userId, action, reason: 'Shared an account' },
  });
  if (acted.status() !== 201) throw new Error(`${action} failed: ${await acted.text()}`);
  return student;
}

describe('staff billing: a payment from a suspended or banned account', () => {
  const browser = useBrowser();

  it('is badged beside the student, in the details and before approving', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await paidThen(page.request, 'suspended-payer', 'SUSPEND');

    await signInAsStaff(page);
    await page.goto('/admin/billing');
    await page.getByRole('searchbox', { name: 'Find a payment' }).fill(student.email);
    const row = page
      .getByRole('table', { name: 'Pending approvals' })
      .getByRole('row')
      .filter({ hasText: student.email });
    await row.getByText('Account suspended').waitFor();
    await page
      .getByRole('table', { name: 'All transactions' })
      .getByRole('row')
      .filter({ hasText: student.email })
      .first()
      .getByText('Account suspended')
      .waitFor();
    await screenshot(page, 'account-state-desktop');

    await row.getByRole('button', { name: /^View details of / }).click();
    const details = page.getByRole('dialog', { name: 'Transaction details' });
    await details.getByText('Account suspended').waitFor();
    await screenshot(page, 'account-state-details-desktop');
    await details.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('dialog', { name: /^Approve payment/ });
    await confirm
      .getByText("This student's account is suspended: they cannot sign in to use these tokens.")
      .waitFor();
    await screenshot(page, 'account-state-approve-desktop');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });

    // On a narrow phone, a banned student's card carries its badge.
    const banned = await paidThen(page.request, 'banned-payer', 'BAN');
    const phone = await browser.newPage(NARROW_PHONE);
    await signInAsStaff(phone);
    await phone.goto('/admin/billing');
    await phone.getByRole('searchbox', { name: 'Find a payment' }).fill(banned.email);
    const card = phone
      .getByRole('region', { name: 'Pending Approvals' })
      .getByRole('listitem')
      .filter({ hasText: banned.email });
    await card.getByText('Account banned').waitFor();
    await screenshot(phone, 'account-state-phone');
    await card.getByRole('button', { name: /^Approve / }).click();
    await phone
      .getByRole('dialog', { name: /^Approve payment/ })
      .getByText(/account is banned: they cannot sign in/)
      .waitFor();
    await screenshot(phone, 'account-state-approve-phone');
  });
});
