// @vitest-environment happy-dom
// A transaction ID rejected before, submitted again (finance audit): the pending row and All
// Transactions flag it, the details say when, by whom and why it was rejected and show the
// payment's history (EAT, names), and the approve confirmation repeats the warning.
import { cleanup, configure, screen, within } from '@testing-library/react';
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

const CODE = 'CI47HT9XQ2';
const history = {
  earlier_rejections: [
    {
      id: 3,
      rejected_at: '2026-11-20T07:05:00Z',
      rejected_by_name: 'Grace Staff',
      reason: 'No such SMS',
    },
  ],
  events: [
    {
      id: 12,
      kind: 'verify_failed' as const,
      at: '2026-11-23T10:00:00Z',
      actor_name: 'Neema Kimaro',
      actor_is_staff: true,
      mismatched: ['sender_name' as const, 'amount' as const],
    },
    {
      id: 11,
      kind: 'recorded' as const,
      at: '2026-11-23T09:15:00Z',
      actor_name: 'Amina Mushi',
      actor_is_staff: false,
      by_staff: false,
    },
  ],
};

describe('billing dashboard: a transaction ID rejected before', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    restoreMatchMedia();
  });

  it('is flagged in the lists, explained in the details, and repeated before approving', async () => {
    stubServer({ transactionCode: CODE, history });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('1 transaction awaiting approval across all users');
    const pendingTable = screen.getByRole('table', { name: 'Pending approvals' });
    expect(within(pendingTable).getByText('ID rejected before')).toBeTruthy();
    const all = await screen.findByRole('table', { name: 'All transactions' });
    // Only the retried payment is flagged, not the approved one beside it.
    expect(within(all).getAllByText('ID rejected before')).toHaveLength(1);

    await user.click(
      within(pendingTable).getByRole('button', { name: "View details of Amina Mushi's payment" }),
    );
    const details = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(
      await within(details).findByText(
        'Rejected before: 20 Nov 2026, 10:05 EAT by Grace Staff: No such SMS',
      ),
    ).toBeTruthy();
    const lines = within(details).getByTestId('payment-history');
    expect(lines.textContent).toContain(
      '23 Nov 2026, 13:00 EAT · Verification by Neema Kimaro failed: sender name, amount did not match',
    );
    expect(lines.textContent).toContain(
      '23 Nov 2026, 12:15 EAT · Reported by Amina Mushi (student)',
    );
    // Newest first.
    expect(lines.textContent?.indexOf('Verification')).toBeLessThan(
      lines.textContent?.indexOf('Reported') ?? 0,
    );

    await user.click(within(details).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: /^Approve payment/ });
    expect(
      within(confirm).getByText(
        'This transaction ID was rejected once before. Check it against the statement before approving.',
      ),
    ).toBeTruthy();
    expect(
      within(confirm).getByText(
        'Rejected before: 20 Nov 2026, 10:05 EAT by Grace Staff: No such SMS',
      ),
    ).toBeTruthy();
  });

  it('says "no reason given" and flags nothing on a payment never rejected', async () => {
    stubServer({
      transactionCode: CODE,
      history: {
        earlier_rejections: [{ ...history.earlier_rejections[0]!, reason: null }],
        events: [],
      },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('1 transaction awaiting approval across all users');
    const pendingTable = screen.getByRole('table', { name: 'Pending approvals' });
    await user.click(
      within(pendingTable).getByRole('button', { name: "View details of Amina Mushi's payment" }),
    );
    const details = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(
      await within(details).findByText(
        'Rejected before: 20 Nov 2026, 10:05 EAT by Grace Staff: no reason given',
      ),
    ).toBeTruthy();
    expect(within(details).getByText('Nothing recorded yet.')).toBeTruthy();
  });

  it('shows no flag and no warning for a payment whose ID was never rejected', async () => {
    stubServer({ transactionCode: CODE });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('1 transaction awaiting approval across all users');
    expect(screen.queryByText('ID rejected before')).toBeNull();
    const pendingTable = screen.getByRole('table', { name: 'Pending approvals' });
    await user.click(
      within(pendingTable).getByRole('button', { name: "Approve Amina Mushi's payment" }),
    );
    const confirm = await screen.findByRole('dialog', { name: /^Approve payment/ });
    expect(within(confirm).queryByTestId('earlier-rejections')).toBeNull();
  });
});
