// @vitest-environment happy-dom
// The transaction ID from the payment's SMS (ADR 18) on the staff billing screen: in the pending
// queue, All Transactions, the details and the verification, with a copy button.
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, restoreMatchMedia, stubServer } from './billing-dashboard.stub';

vi.mock('../../../app/session/SessionProvider', () => ({
  useSession: () => ({ logout: vi.fn(async () => {}) }),
}));
vi.mock('../../../app/notify', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

// Rendering Mantine in happy-dom is slow on a busy machine: wait longer than the defaults.
configure({ asyncUtilTimeout: 5_000 });

describe('billing dashboard: the transaction ID from the SMS (ADR 18)', { timeout: 30_000 }, () => {
  const CODE = 'MP241130.1234.A56789';
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    restoreMatchMedia();
  });

  it('shows it in the pending row, All Transactions, the details and the verification', async () => {
    stubServer({ transactionCode: CODE });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('1 transaction awaiting approval across all users');
    const pendingTable = screen.getByRole('table', { name: 'Pending approvals' });
    expect(within(pendingTable).getByRole('columnheader', { name: 'Transaction ID' })).toBeTruthy();
    expect(within(pendingTable).getByText(CODE)).toBeTruthy();
    const all = await screen.findByRole('table', { name: 'All transactions' });
    expect(within(all).getByText(CODE)).toBeTruthy();

    await user.click(
      within(pendingTable).getByRole('button', { name: "View details of Amina Mushi's payment" }),
    );
    const details = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(within(details).getByText(CODE)).toBeTruthy();
    expect(
      within(details).getByRole('button', { name: `Copy transaction ID ${CODE}` }),
    ).toBeTruthy();
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(
      within(pendingTable).getByRole('button', { name: "Verify Amina Mushi's payment" }),
    );
    const verify = await screen.findByRole('dialog', { name: 'Payment Verification' });
    expect(within(verify).getByText('Transaction ID reported')).toBeTruthy();
    expect(within(verify).getByText(CODE)).toBeTruthy();
    expect(
      within(verify).getByRole('button', { name: `Copy transaction ID ${CODE}` }),
    ).toBeTruthy();
  });

  it('says in the verification when none was reported', async () => {
    stubServer();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('1 transaction awaiting approval across all users');
    await user.click(screen.getByRole('button', { name: "Verify Amina Mushi's payment" }));
    const verify = await screen.findByRole('dialog', { name: 'Payment Verification' });
    expect(
      within(verify).getByText(
        'No transaction ID was reported: match the payment by its phone, name and amount.',
      ),
    ).toBeTruthy();
  });
});
