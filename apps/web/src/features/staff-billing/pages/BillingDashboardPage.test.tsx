// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { MESSAGES, type TTransaction } from '@ptlog/shared';
import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { fakeMatchMedia } from '../../../test/match-media';
import { PENDING_REFETCH_MS } from '../api';
import { BillingDashboardPage } from './BillingDashboardPage';

vi.mock('../../../app/session/SessionProvider', () => ({
  useSession: () => ({ logout: vi.fn(async () => {}) }),
}));
vi.mock('../../../app/notify', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const pendingPayment: TTransaction = {
  id: 7,
  user: 3,
  user_full_name: 'Amina Mushi',
  user_email: 'amina@students.example.tz',
  user_phone_number: '0755111222',
  sender_name: 'Juma Mrema',
  wakala_name: null,
  payment_method: 'DIRECT',
  payer_type: 'different',
  transaction_code: null,
  transaction_status: 'PENDING',
  amount: '5000.00',
  tokens_generated: 1500,
  created_by_staff: false,
  created_by: null,
  confirmed_by: null,
  confirmed_by_name: null,
  confirmed_at: null,
  rejection_reason: null,
  created_at: '2026-11-23T09:15:00Z',
  updated_at: '2026-11-23T09:15:00Z',
};

const approvedPayment: TTransaction = {
  ...pendingPayment,
  id: 8,
  amount: '12000.00',
  tokens_generated: 3600,
  transaction_status: 'APPROVED',
  confirmed_by: 1,
  confirmed_by_name: 'Neema Kimaro',
  confirmed_at: '2026-11-23T10:00:00Z',
};

const page = (results: TTransaction[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

interface TCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** A payment waiting on the pending queue's second page. */
const laterPayment: TTransaction = {
  ...pendingPayment,
  id: 9,
  user: 4,
  user_full_name: 'Baraka Mollel',
  user_email: 'baraka@students.example.tz',
};

interface TStubOptions {
  /** How many payments the queue holds: page 1 answers `pendingPayment`, page 2 `laterPayment`. */
  pendingCount?: number;
  /** Approvals and rejections answer 409: another staff member settled the payment first. */
  settledElsewhere?: boolean;
  /** Approvals answer 403: the payment pays the viewer, or the viewer recorded it. */
  ownPayment?: boolean;
  /** The pending payment's transaction ID (ADR 18). */
  transactionCode?: string;
}

function stubServer({
  pendingCount = 1,
  settledElsewhere = false,
  ownPayment = false,
  transactionCode,
}: TStubOptions = {}) {
  const pending = { ...pendingPayment, transaction_code: transactionCode ?? null };
  const calls: TCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const json = (value: unknown, status = 200) =>
      new Response(JSON.stringify(value), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (url.pathname === '/api/billing/staff/stats/') {
      return json({
        success: true,
        data: {
          revenue: { total: 0, currency: 'TZS' },
          transactions: { total: 1, pending: 1, approved: 0, rejected: 0 },
          tokens: { total_generated: 0, total_used: 0, total_available: 0 },
          active_subscribers: 0,
        },
      });
    }
    if (url.pathname === '/api/billing/staff/transactions/pending_transactions/') {
      const onPage = url.searchParams.get('page') === '2' ? laterPayment : pending;
      return json({
        ...page([onPage]),
        count: pendingCount,
        message: MESSAGES.billing.awaitingApproval(pendingCount),
      });
    }
    if (url.pathname === '/api/billing/staff/transactions/') {
      return json(page([pending, approvedPayment]));
    }
    if (
      url.pathname.endsWith('/approve_transaction/') ||
      url.pathname.endsWith('/reject_transaction/')
    ) {
      if (settledElsewhere) {
        return json({ detail: MESSAGES.billing.alreadyProcessed, code: 'conflict' }, 409);
      }
      if (ownPayment) {
        return json({ detail: MESSAGES.billing.ownPaymentApproval, code: 'forbidden' }, 403);
      }
      const approved = url.pathname.endsWith('/approve_transaction/');
      return json({
        success: true,
        message: approved ? MESSAGES.billing.approved : MESSAGES.billing.rejected,
        data: { ...pendingPayment, transaction_status: approved ? 'APPROVED' : 'REJECTED' },
      });
    }
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

const realMatchMedia = window.matchMedia;

/** A desktop (the table of pending payments): every min-width media query matches. */
function renderPage() {
  window.matchMedia = fakeMatchMedia(true);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <BillingDashboardPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const decisions = (calls: TCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]);

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
    window.matchMedia = realMatchMedia;
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
    window.matchMedia = realMatchMedia;
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

describe('billing dashboard: the transaction ID from the SMS (ADR 18)', { timeout: 30_000 }, () => {
  const CODE = 'MP241130.1234.A56789';
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.matchMedia = realMatchMedia;
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
