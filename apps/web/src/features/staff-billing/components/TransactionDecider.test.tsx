// @vitest-environment happy-dom
// Who decided a payment, as the staff screens say it. One staff recorded that the student confirmed
// themselves (verify_payment, DESIGN §4.8): the student, never the name of the staff member who
// recorded it (staff never approve their own record). A refused one: who refused it, and why.
import type { TTransaction } from '@ptlog/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { staffTransactionFixture } from '../../../test/transactions';
import { AllTransactions } from './AllTransactions';
import { TransactionDetailsModal } from './TransactionDetailsModal';

/** Recorded by staff member 9 for Amina (user 3), then confirmed by Amina herself. */
const confirmedByStudent = staffTransactionFixture({
  created_by_staff: true,
  created_by: 9,
  transaction_status: 'APPROVED',
  confirmed_by: 3,
  confirmed_by_name: 'Amina Mushi',
  confirmed_at: '2026-11-24T08:00:00Z',
});

/** The same payment approved by another staff member. */
const approvedByStaff = staffTransactionFixture({
  id: 8,
  created_by_staff: true,
  created_by: 9,
  transaction_status: 'APPROVED',
  confirmed_by: 12,
  confirmed_by_name: 'Grace Staff',
  confirmed_at: '2026-11-24T08:00:00Z',
});

/** A refusal, with the reason its staff member typed. */
const rejected = staffTransactionFixture({
  id: 9,
  transaction_status: 'REJECTED',
  confirmed_by: 12,
  confirmed_by_name: 'Grace Staff',
  confirmed_at: '2026-11-24T08:00:00Z',
  rejection_reason: 'No matching M-Pesa SMS found',
});

function renderList(results = [confirmedByStudent, approvedByStaff]) {
  fakeApi({
    ...signedInStudent(),
    'GET /billing/staff/transactions/': () => ({
      body: { count: results.length, next: null, previous: null, results },
    }),
  });
  return renderWithProviders(<AllTransactions onView={() => undefined} />, { session: true });
}

/** The text of the details dialog of `transaction`. */
function detailsText(transaction: TTransaction): string {
  fakeApi({
    ...signedInStudent(),
    [`GET /billing/staff/transactions/${transaction.id}/history/`]: () => ({
      body: { earlier_rejections: [], events: [] },
    }),
  });
  renderWithProviders(
    <TransactionDetailsModal
      transaction={transaction}
      onClose={() => undefined}
      onApprove={() => undefined}
      onReject={() => undefined}
      onReverse={() => undefined}
      viewerId={9}
    />,
    { session: true },
  );
  return screen.getByRole('dialog').textContent ?? '';
}

describe('a payment the student confirmed, on the staff screens', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('All Transactions says "the student", and a staff approval by its name', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'All transactions' });
    const rows = table.querySelectorAll('tbody tr');
    expect(rows[0]?.textContent).toContain('The student');
    expect(rows[1]?.textContent).toContain('Grace Staff');
    expect(screen.getByText('Confirmed by the student')).toBeTruthy();
    expect(screen.getByText('Confirmed by Grace Staff')).toBeTruthy();
  });

  it('in Kiswahili too', async () => {
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    renderList();
    expect(await screen.findByText('Imethibitishwa na mwanafunzi')).toBeTruthy();
    expect(screen.getByText('Imethibitishwa na Grace Staff')).toBeTruthy();
  });

  it("the details name the student as the confirmer, not the recorder's colleague", () => {
    expect(detailsText(confirmedByStudent)).toMatch(/Confirmed byThe student, /);
  });
});

describe('a rejected payment, on the staff screens', () => {
  it("All Transactions says who rejected it and why, in the table and on the phone's card", async () => {
    renderList([rejected]);
    const table = await screen.findByRole('table', { name: 'All transactions' });
    const said = 'Rejected by Grace Staff: No matching M-Pesa SMS found';
    const row = table.querySelector('tbody tr')?.textContent;
    expect(row).toContain(said);
    expect(row).not.toContain('Confirmed by');
    expect(screen.getAllByText(said)).toHaveLength(2);
  });

  it('the details label the decision "Rejected by"', () => {
    const text = detailsText(rejected);
    expect(text).toMatch(/Rejected byGrace Staff, /);
    expect(text).not.toContain('Confirmed by');
    expect(text).toContain('No matching M-Pesa SMS found');
  });
});
