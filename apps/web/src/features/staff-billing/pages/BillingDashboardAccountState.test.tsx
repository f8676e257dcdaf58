// @vitest-environment happy-dom
// A payment from an account staff banned or suspended: All Transactions badges it beside the
// student, the details say so too, and the approve confirmation warns that the student cannot
// sign in to use the tokens. An active account's payment shows none of it.
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

const WARNING = "This student's account is suspended: they cannot sign in to use these tokens.";

describe("billing dashboard: a banned or suspended student's payment", { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    restoreMatchMedia();
  });

  it('is badged in the lists and the details, and the approval warns', async () => {
    stubServer({ accountState: 'suspended' });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('1 transaction awaiting approval across all users');
    const pendingTable = screen.getByRole('table', { name: 'Pending approvals' });
    expect(within(pendingTable).getByText('Account suspended')).toBeTruthy();
    const all = await screen.findByRole('table', { name: 'All transactions' });
    // Only the suspended student's payment, not the approved one beside it.
    expect(within(all).getAllByText('Account suspended')).toHaveLength(1);

    await user.click(
      within(pendingTable).getByRole('button', { name: "View details of Amina Mushi's payment" }),
    );
    const details = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(within(details).getByText('Account suspended')).toBeTruthy();

    await user.click(within(details).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: /^Approve payment/ });
    expect(within(confirm).getByText(WARNING)).toBeTruthy();
    expect(within(confirm).getByText('Account suspended')).toBeTruthy();
  });

  it("badges nothing and warns of nothing for an active student's payment", async () => {
    stubServer();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('1 transaction awaiting approval across all users');
    await screen.findByRole('table', { name: 'All transactions' });
    expect(screen.queryByTestId('account-state')).toBeNull();
    const pendingTable = screen.getByRole('table', { name: 'Pending approvals' });
    await user.click(
      within(pendingTable).getByRole('button', { name: "Approve Amina Mushi's payment" }),
    );
    const confirm = await screen.findByRole('dialog', { name: /^Approve payment/ });
    expect(within(confirm).queryByTestId('account-state-warning')).toBeNull();
  });
});
