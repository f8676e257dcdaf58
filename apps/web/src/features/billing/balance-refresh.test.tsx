// @vitest-environment happy-dom
// Staff's decision on a payment shows in the header without a reload (first-week audit): while a
// payment is pending the chip reads the balance every minute, and on coming back to the app; with
// nothing pending it does not poll.
import type { TTokenBalance } from '@ptlog/shared';
import { focusManager } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenChip } from '../../app/layout/TokenChip';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { signedInStudent } from '../../test/session';
import { useUserTransactions } from './api';
import { PENDING_BALANCE_REFETCH_MS } from './balance-refresh';

const BALANCE = 'GET /billing/balance/my_balance/';
const TRANSACTIONS = 'GET /billing/user-transactions/';

/** What the server answers now; a test changes it as staff would. */
function serverWith(balance: TTokenBalance) {
  const state = { balance };
  const server = fakeApi({
    ...signedInStudent(),
    [BALANCE]: () => ({ body: state.balance }),
    [TRANSACTIONS]: () => ({ body: { success: true, data: [], count: 0 } }),
  });
  return { state, server };
}

const balanceOf = (tokens: number, pending: number): TTokenBalance => ({
  available_tokens: tokens,
  tokens_used: 0,
  payment_status: 'PAID',
  can_use_ai: tokens >= 300,
  pending_payments: pending,
});

/** The billing page's transaction list, beside the chip. */
function TransactionsProbe() {
  const transactions = useUserTransactions();
  return <span>{transactions.data ? `${transactions.data.count} payments` : ''}</span>;
}

function renderChip() {
  return renderWithProviders(
    <>
      <TokenChip />
      <TransactionsProbe />
    </>,
    { session: true },
  );
}

describe('the token balance while a payment waits for staff', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    focusManager.setFocused(undefined);
  });

  it('is read every minute, shows the approval, then stops polling', async () => {
    // Only the clock and intervals: a faked setTimeout would also time the calls themselves out.
    // (vi.waitFor, not waitFor: the latter polls with the faked setInterval.)
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { state, server } = serverWith(balanceOf(400, 1));
    renderChip();
    await screen.findByRole('link', { name: 'Token balance: 400 tokens. Open workplace' });
    await screen.findByText('0 payments');
    const reads = () => server.callsTo(BALANCE).length;
    const listReads = () => server.callsTo(TRANSACTIONS).length;
    const before = reads();
    const listBefore = listReads();

    await vi.advanceTimersByTimeAsync(PENDING_BALANCE_REFETCH_MS + 100);
    await vi.waitFor(() => expect(reads()).toBe(before + 1));
    // Nothing decided yet: the transaction list is not read again.
    expect(listReads()).toBe(listBefore);

    // Staff approve: 1,500 tokens more, nothing pending.
    state.balance = balanceOf(1900, 0);
    await vi.advanceTimersByTimeAsync(PENDING_BALANCE_REFETCH_MS + 100);
    await screen.findByRole('link', { name: 'Token balance: 1,900 tokens. Open workplace' });
    // The decided payment's list loads again too (the billing page shows it approved).
    await vi.waitFor(() => expect(listReads()).toBe(listBefore + 1));

    // Nothing pending: no more reads, however long the app stays open.
    const settled = reads();
    await vi.advanceTimersByTimeAsync(5 * PENDING_BALANCE_REFETCH_MS);
    expect(reads()).toBe(settled);
  });

  it('is read at once on coming back to the app, and not polled while hidden', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { server } = serverWith(balanceOf(400, 1));
    renderChip();
    await screen.findByRole('link', { name: 'Token balance: 400 tokens. Open workplace' });
    const reads = () => server.callsTo(BALANCE).length;
    const before = reads();

    // Hidden (another app in front): no polling.
    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(3 * PENDING_BALANCE_REFETCH_MS);
    expect(reads()).toBe(before);

    // Back to the app: read at once, even though the last read is recent.
    focusManager.setFocused(true);
    await vi.waitFor(() => expect(reads()).toBe(before + 1));
  });

  it('with nothing pending, is not polled; coming back reads it only once it is stale', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { server } = serverWith(balanceOf(400, 0));
    renderChip();
    await screen.findByRole('link', { name: 'Token balance: 400 tokens. Open workplace' });
    const reads = () => server.callsTo(BALANCE).length;
    const before = reads();

    await vi.advanceTimersByTimeAsync(5 * PENDING_BALANCE_REFETCH_MS);
    expect(reads()).toBe(before);

    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.waitFor(() => expect(reads()).toBe(before + 1));
    // A second return moments later: still fresh, no call.
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(reads()).toBe(before + 1);
  });
});
