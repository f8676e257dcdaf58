// @vitest-environment happy-dom
import { MESSAGES } from '@ptlog/shared';
import { focusManager } from '@tanstack/react-query';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { PENDING_REFETCH_MS } from '../api';
import {
  decisions,
  renderPage,
  restoreMatchMedia,
  stubServer,
  type TCall,
} from './billing-dashboard.stub';

vi.mock('../../../app/session/SessionProvider', () => ({
  useSession: () => ({ logout: vi.fn(async () => {}) }),
}));
vi.mock('../../../app/notify', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

// Rendering Mantine in happy-dom is slow on a busy machine: wait longer than the defaults.
configure({ asyncUtilTimeout: 5_000 });

describe('billing dashboard: approving and rejecting need a confirmation', {
  timeout: 30_000,
}, () => {
  let calls: TCall[];
  beforeEach(() => {
    calls = stubServer();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    restoreMatchMedia();
  });

  it('approves only after the confirm prompt, and Cancel sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('1 transaction awaiting approval across all users');
    const table = screen.getByRole('table', { name: 'Pending approvals' });

    await user.click(within(table).getByRole('button', { name: "Approve Amina Mushi's payment" }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.billing.approveConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(decisions(calls)).toEqual([]);

    await user.click(within(table).getByRole('button', { name: "Approve Amina Mushi's payment" }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(decisions(calls)).toEqual([
        ['/api/billing/staff/transactions/7/approve_transaction/', {}],
      ]),
    );
  });

  it('rejects after the confirm prompt, with the reason typed there', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('1 transaction awaiting approval across all users');
    const table = screen.getByRole('table', { name: 'Pending approvals' });
    await user.click(within(table).getByRole('button', { name: "Reject Amina Mushi's payment" }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.billing.rejectConfirm)).toBeTruthy();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason (optional)' }),
      'No such payment',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(decisions(calls)).toEqual([
        ['/api/billing/staff/transactions/7/reject_transaction/', { reason: 'No such payment' }],
      ]),
    );
  });

  it("names each recent payment's student by e-mail too: two students may share a name", async () => {
    renderPage();
    const recent = await screen.findByRole('region', { name: 'Recent Transactions' });
    await waitFor(() => expect(within(recent).getAllByRole('listitem')).toHaveLength(2));
    for (const item of within(recent).getAllByRole('listitem')) {
      expect(within(item).getByText('Amina Mushi')).toBeTruthy();
      expect(within(item).getByText('amina@students.example.tz')).toBeTruthy();
    }
  });

  it('offers Approve and Reject in the details only while the payment is PENDING', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('1 transaction awaiting approval across all users');
    const table = screen.getByRole('table', { name: 'Pending approvals' });
    await user.click(
      within(table).getByRole('button', { name: "View details of Amina Mushi's payment" }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: /^Approve payment/ });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decisions(calls)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('billing dashboard: a long or changing pending queue', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.mocked(notify.error).mockClear();
    restoreMatchMedia();
    vi.useRealTimers();
    focusManager.setFocused(undefined);
  });

  const pendingReads = (calls: TCall[]) =>
    calls.filter((call) => call.path.endsWith('/pending_transactions/'));

  it('a payment another staff member settled (409) closes the prompt and reloads the queue', async () => {
    const calls = stubServer({ settledElsewhere: true });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('1 transaction awaiting approval across all users');
    const readsBefore = pendingReads(calls).length;
    const table = screen.getByRole('table', { name: 'Pending approvals' });
    await user.click(within(table).getByRole('button', { name: "Approve Amina Mushi's payment" }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(MESSAGES.billing.alreadyProcessed),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(pendingReads(calls).length).toBeGreaterThan(readsBefore));
  });

  it('a payment the viewer may not approve (403) says why and closes the prompt', async () => {
    stubServer({ ownPayment: true });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('1 transaction awaiting approval across all users');
    const table = screen.getByRole('table', { name: 'Pending approvals' });
    await user.click(within(table).getByRole('button', { name: "Approve Amina Mushi's payment" }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(MESSAGES.billing.ownPaymentApproval),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Still pending for another staff member to decide.
    expect(
      within(table).getByRole('button', { name: "Approve Amina Mushi's payment" }),
    ).toBeTruthy();
  });

  it('pages through a queue longer than one page, as the banner counts it', async () => {
    const calls = stubServer({ pendingCount: 150 });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('150 transactions awaiting approval across all users');
    expect(pendingReads(calls)[0]?.query).toMatchObject({ page: '1', page_size: '20' });
    expect(screen.getByText('Showing 1–20 of 150 transactions')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'page 2' }));
    const table = screen.getByRole('table', { name: 'Pending approvals' });
    await within(table).findByText('Baraka Mollel');
    expect(pendingReads(calls).at(-1)?.query).toMatchObject({ page: '2', page_size: '20' });
    expect(screen.getByText('Showing 21–40 of 150 transactions')).toBeTruthy();
  });

  it('says when a refresh failed and the queue shown is older, until a retry reads it', async () => {
    let down = false;
    const calls = stubServer({ down: () => down });
    renderPage();
    await screen.findByText('1 transaction awaiting approval across all users');
    await screen.findAllByText('23 Nov 2026, 12:15 EAT');
    expect(screen.queryByRole('alert')).toBeNull();

    down = true;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    // One above the figures, one over All Transactions (its own list).
    await waitFor(() => expect(screen.getAllByText(/^Could not refresh\./)).toHaveLength(2));
    expect(screen.getByText('1 transaction awaiting approval across all users')).toBeTruthy();

    down = false;
    const reads = pendingReads(calls).length;
    const [pageNotice] = screen.getAllByRole('alert');
    await user.click(within(pageNotice!).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryAllByText(/^Could not refresh\./)).toHaveLength(0));
    expect(pendingReads(calls).length).toBe(reads + 1);
  });

  it("re-reads the queue while open and on coming back to the window (a colleague's decisions)", async () => {
    // Only the clock and intervals: a faked setTimeout would also time the calls themselves out.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const calls = stubServer();
    renderPage();
    await screen.findByText('1 transaction awaiting approval across all users');
    const initial = pendingReads(calls).length;

    await vi.advanceTimersByTimeAsync(PENDING_REFETCH_MS + 1_000);
    await waitFor(() => expect(pendingReads(calls).length).toBe(initial + 1));

    // Back to the window once the list is no longer fresh: one read, however often focus moves.
    await vi.advanceTimersByTimeAsync(15_000);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await waitFor(() => expect(pendingReads(calls).length).toBe(initial + 2));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pendingReads(calls).length).toBe(initial + 2);
  });
});
