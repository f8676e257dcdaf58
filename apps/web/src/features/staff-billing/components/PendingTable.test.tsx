// @vitest-environment happy-dom
// The pending table's amount cell: the tokens a payment will credit are the exact figure the
// server computed by the shared rule (floor(amount × 0.3)), so they are not shown as "about".
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { staffTransactionFixture } from '../../../test/transactions';
import { PendingTable } from './PendingTable';

const actions = { onView: vi.fn(), onVerify: vi.fn(), onApprove: vi.fn(), onReject: vi.fn() };

describe('the pending table', () => {
  it('shows the exact tokens of a payment, without "≈"', () => {
    renderWithProviders(
      <PendingTable
        transactions={[staffTransactionFixture({ amount: '2000.00', tokens_generated: 600 })]}
        actions={actions}
        viewerId={null}
      />,
    );
    const row = screen.getByRole('table', { name: 'Pending approvals' }).querySelector('tbody tr');
    if (!(row instanceof HTMLElement)) throw new Error('no row');
    expect(within(row).getByText('600 tokens')).toBeTruthy();
    expect(row.textContent).not.toContain('≈');
  });

  it('shows its time on the placement clock (EAT)', () => {
    renderWithProviders(
      <PendingTable
        transactions={[staffTransactionFixture({ created_at: '2026-12-01T22:30:00Z' })]}
        actions={actions}
        viewerId={null}
      />,
    );
    expect(screen.getByText('2 Dec 2026, 01:30 EAT')).toBeTruthy();
  });
});
