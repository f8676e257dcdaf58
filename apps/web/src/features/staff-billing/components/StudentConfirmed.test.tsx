// @vitest-environment happy-dom
// A payment staff recorded that the student confirmed themselves (verify_payment, DESIGN §4.8):
// the staff screens say the student confirmed it, never the name of the staff member who
// recorded it (staff never approve their own record).
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { transactionFixture } from '../../../test/transactions';
import { AllTransactions } from './AllTransactions';
import { TransactionDetailsModal } from './TransactionDetailsModal';

/** Recorded by staff member 9 for Amina (user 3), then confirmed by Amina herself. */
const confirmedByStudent = transactionFixture({
  created_by_staff: true,
  created_by: 9,
  transaction_status: 'APPROVED',
  confirmed_by: 3,
  confirmed_by_name: 'Amina Mushi',
  confirmed_at: '2026-11-24T08:00:00Z',
});

/** The same payment approved by another staff member. */
const approvedByStaff = transactionFixture({
  id: 8,
  created_by_staff: true,
  created_by: 9,
  transaction_status: 'APPROVED',
  confirmed_by: 12,
  confirmed_by_name: 'Grace Staff',
  confirmed_at: '2026-11-24T08:00:00Z',
});

function renderList() {
  fakeApi({
    ...signedInStudent(),
    'GET /billing/staff/transactions/': () => ({
      body: {
        count: 2,
        next: null,
        previous: null,
        results: [confirmedByStudent, approvedByStaff],
      },
    }),
  });
  return renderWithProviders(<AllTransactions onView={() => undefined} />, { session: true });
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
    renderWithProviders(
      <TransactionDetailsModal
        transaction={confirmedByStudent}
        onClose={() => undefined}
        onApprove={() => undefined}
        onReject={() => undefined}
        viewerId={9}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toMatch(/Confirmed byThe student, /);
  });
});
