// The staff billing screen's tests: a server stub (fetch) answering the screen's reads and
// decisions, its payments, and the screen rendered on a desktop.
import { MantineProvider } from '@mantine/core';
import {
  MESSAGES,
  type TAccountState,
  type TPaymentHistory,
  type TStaffTransaction,
} from '@ptlog/shared';
import { type DefaultOptions, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { fakeMatchMedia } from '../../../test/match-media';
import { staffTransactionFixture } from '../../../test/transactions';
import { BillingDashboardPage } from './BillingDashboardPage';

export const pendingPayment: TStaffTransaction = staffTransactionFixture();

const approvedPayment: TStaffTransaction = {
  ...pendingPayment,
  id: 8,
  amount: '12000.00',
  tokens_generated: 3600,
  transaction_status: 'APPROVED',
  confirmed_by: 1,
  confirmed_by_name: 'Neema Kimaro',
  confirmed_at: '2026-11-23T10:00:00Z',
};

const page = (results: TStaffTransaction[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

/** The billing stats as the server answers them: `pending` payments, nothing else yet. */
export function statsAnswer(pending: number) {
  return {
    success: true,
    data: {
      revenue: { total: 0, currency: 'TZS' },
      transactions: { total: pending, pending, approved: 0, rejected: 0 },
      tokens: { total_generated: 0, total_used: 0, total_available: 0 },
      active_subscribers: 0,
    },
  };
}

export interface TCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** A payment waiting on the pending queue's second page. */
const laterPayment: TStaffTransaction = {
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
  /** While it answers true, every read fails (500): the server is down or the network dropped. */
  down?: () => boolean;
  /** The pending payment's earlier rejections of its transaction ID, and its history. */
  history?: TPaymentHistory;
  /** How staff left the pending payment's payer's account. */
  accountState?: TAccountState;
}

const NO_HISTORY: TPaymentHistory = { earlier_rejections: [], events: [] };

export function stubServer({
  pendingCount = 1,
  settledElsewhere = false,
  ownPayment = false,
  transactionCode,
  down = () => false,
  history = NO_HISTORY,
  accountState = 'active',
}: TStubOptions = {}) {
  const pending = {
    ...pendingPayment,
    transaction_code: transactionCode ?? null,
    rejected_before: history.earlier_rejections.length,
    account_state: accountState,
  };
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
    if (method === 'GET' && down()) return json({ detail: 'Server error' }, 500);
    if (url.pathname === '/api/billing/staff/stats/') {
      return json(statsAnswer(1));
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
    if (url.pathname.endsWith('/history/')) {
      return json(url.pathname.includes(`/${pending.id}/`) ? history : NO_HISTORY);
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

/** Gives the window its own matchMedia back after renderPage's desktop one. */
export function restoreMatchMedia() {
  window.matchMedia = realMatchMedia;
}

/**
 * A desktop (the table of pending payments): every min-width media query matches. `defaults` are
 * the query client's (no retries unless a test wants the app's own).
 */
export function renderPage(defaults: DefaultOptions = { queries: { retry: false } }) {
  window.matchMedia = fakeMatchMedia(true);
  const client = new QueryClient({ defaultOptions: defaults });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        {/* All Transactions keeps its filters and page in the address, as in the app's router. */}
        <MemoryRouter>
          <BillingDashboardPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

export const decisions = (calls: TCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]);
