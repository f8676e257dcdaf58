// @vitest-environment happy-dom
// The billing screen reads each list once when it opens (A1 audit, finding 8), and its "Find a
// payment" box searches the pending queue on the server (finding 3).
import { MESSAGES, type TTransaction } from '@ptlog/shared';
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUERY_DEFAULTS } from '../../../app/query-defaults';
import { pendingPayment, renderPage, statsAnswer } from './billing-dashboard.stub';

vi.mock('../../../app/session/SessionProvider', () => ({
  useSession: () => ({ logout: vi.fn(async () => {}), user: { id: 1 } }),
}));

const eliaPayment: TTransaction = {
  ...pendingPayment,
  user_full_name: 'Elia Mrema',
  user_email: 'elia@students.example.tz',
  sender_name: 'Elia Mrema',
  payer_type: 'own',
  created_by: 3,
};
const otherPayment: TTransaction = {
  ...eliaPayment,
  id: 8,
  user: 4,
  user_full_name: 'Neema Mwita',
  user_email: 'neema@students.example.tz',
  sender_name: 'Neema Mwita',
  amount: '2000.00',
};

const reads: string[] = [];

function stubServer() {
  reads.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      reads.push(`${url.pathname}?${url.searchParams}`);
      const json = (value: unknown) =>
        new Response(JSON.stringify(value), {
          headers: { 'Content-Type': 'application/json' },
        });
      if (url.pathname === '/api/billing/staff/stats/') {
        return json(statsAnswer(2));
      }
      // The server's search: "Mrema Elia" and "5,000" find Elia's payment only.
      const search = url.searchParams.get('search');
      const results = search ? [eliaPayment] : [eliaPayment, otherPayment];
      const list = { count: results.length, next: null, previous: null, results };
      if (url.pathname === '/api/billing/staff/transactions/pending_transactions/') {
        return json({ ...list, message: MESSAGES.billing.awaitingApproval(2) });
      }
      if (url.pathname === '/api/billing/staff/transactions/') return json(list);
      return new Response('{}', { status: 404 });
    }),
  );
}

const realMatchMedia = window.matchMedia;
configure({ asyncUtilTimeout: 5_000 });

describe('billing dashboard: reads on opening and the pending search', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.matchMedia = realMatchMedia;
  });

  it('reads the figures and each list once when it opens', async () => {
    stubServer();
    renderPage(QUERY_DEFAULTS);
    await screen.findByRole('table', { name: 'Pending approvals' });
    await screen.findAllByText('Neema Mwita');
    // Long enough for a debounce, an effect or a settled query to ask again.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const byPath = reads.map((read) => read.replace(/\?.*/, ''));
    expect(byPath.filter((path) => path.endsWith('/stats/'))).toHaveLength(1);
    expect(byPath.filter((path) => path.endsWith('/pending_transactions/'))).toHaveLength(1);
    // The recent five and All Transactions' first page.
    expect(byPath.filter((path) => path === '/api/billing/staff/transactions/')).toHaveLength(2);
  });

  it('"Find a payment" asks the server for the matching pending payments, from page 1', async () => {
    stubServer();
    const user = userEvent.setup();
    renderPage(QUERY_DEFAULTS);
    const table = await screen.findByRole('table', { name: 'Pending approvals' });
    await within(table).findAllByText('Neema Mwita');
    expect(screen.getByText('2 transactions awaiting approval across all users')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Find a payment' }), 'Mrema Elia');
    await screen.findByText('1 pending payment matches this search');
    const pendingTable = screen.getByRole('table', { name: 'Pending approvals' });
    expect(within(pendingTable).queryAllByText('Neema Mwita')).toHaveLength(0);
    expect(within(pendingTable).getAllByText('Elia Mrema').length).toBeGreaterThan(0);
    const searches = reads.filter((read) => read.includes('/pending_transactions/?'));
    // Once typing paused: one read for the whole search, not one a letter.
    expect(searches).toHaveLength(2);
    expect(searches[1]).toContain('search=Mrema+Elia');
    expect(searches[1]).toContain('page=1');
  });
});
