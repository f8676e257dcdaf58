// @vitest-environment happy-dom
// A refused payment on the staff screens: who refused it and why, never "Confirmed by" its refuser.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { transactionFixture } from '../../../test/transactions';
import { AllTransactions } from './AllTransactions';
import { TransactionDetailsModal } from './TransactionDetailsModal';

const rejected = transactionFixture({
  transaction_status: 'REJECTED',
  confirmed_by: 12,
  confirmed_by_name: 'Grace Staff',
  confirmed_at: '2026-11-24T08:00:00Z',
  rejection_reason: 'No matching M-Pesa SMS found',
});

describe('a rejected payment, on the staff screens', () => {
  it('All Transactions says who rejected it and why', async () => {
    fakeApi({
      ...signedInStudent(),
      'GET /billing/staff/transactions/': () => ({
        body: { count: 1, next: null, previous: null, results: [rejected] },
      }),
    });
    renderWithProviders(<AllTransactions onView={() => undefined} />, { session: true });
    const table = await screen.findByRole('table', { name: 'All transactions' });
    const row = table.querySelector('tbody tr')!;
    expect(row.textContent).toContain('Rejected by Grace Staff: No matching M-Pesa SMS found');
    expect(row.textContent).not.toContain('Confirmed by');
    // The phone's card says the same.
    expect(
      screen.getAllByText('Rejected by Grace Staff: No matching M-Pesa SMS found'),
    ).toHaveLength(2);
  });

  it('the details label the decision "Rejected by"', () => {
    renderWithProviders(
      <TransactionDetailsModal
        transaction={rejected}
        onClose={() => undefined}
        onApprove={() => undefined}
        onReject={() => undefined}
        viewerId={9}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toMatch(/Rejected byGrace Staff, /);
    expect(dialog.textContent).not.toContain('Confirmed by');
    expect(dialog.textContent).toContain('No matching M-Pesa SMS found');
  });
});
