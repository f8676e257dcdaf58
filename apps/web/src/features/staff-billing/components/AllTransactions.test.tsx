// @vitest-environment happy-dom
import { MESSAGES, todayIso } from '@ptlog/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type TFakeCall, type TFakeHandler } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { staffTransactionFixture } from '../../../test/transactions';
import { AllTransactions } from './AllTransactions';

const LIST = 'GET /billing/staff/transactions/';
const EXPORT = 'GET /billing/staff/transactions/export/';

/** One transaction of Amina's; none for any other search. */
function list(call: TFakeCall) {
  const search = call.query.get('search') ?? '';
  const results = 'amina'.includes(search.toLowerCase()) ? [staffTransactionFixture()] : [];
  return { body: { count: results.length, next: null, previous: null, results } };
}

function renderList(exportAnswer: TFakeHandler = () => ({ body: 'the workbook' })) {
  const server = fakeApi({ ...signedInStudent(), [LIST]: list, [EXPORT]: exportAnswer });
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:saved');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  const view = renderWithProviders(<AllTransactions onView={() => undefined} />, {
    session: true,
  });
  return { ...view, server, saved };
}

describe('All Transactions export', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads what the filters find as transactions-<today>.xlsx, once for a double click', async () => {
    const { user, server, saved } = renderList();
    await screen.findAllByText('Amina Mushi');
    await user.type(screen.getByRole('textbox', { name: 'Search user' }), 'amin');
    await waitFor(() => expect(server.callsTo(LIST).at(-1)?.query.get('search')).toBe('amin'));
    const button = screen.getByRole('button', { name: 'Export Excel' });
    button.click();
    button.click();
    await waitFor(() => expect(saved).toEqual([`transactions-${todayIso()}.xlsx`]));
    expect(server.callsTo(EXPORT)).toHaveLength(1);
    expect(Object.fromEntries(server.callsTo(EXPORT)[0]!.query)).toEqual({ search: 'amin' });
  });

  it("lists and exports the days chosen, a month's statement, and clears them", async () => {
    const { user, server } = renderList();
    await screen.findAllByText('Amina Mushi');
    const from = screen.getByLabelText('Made from');
    const until = screen.getByLabelText('Made until');
    fireEvent.change(from, { target: { value: '2026-11-01' } });
    fireEvent.change(until, { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(Object.fromEntries(server.callsTo(LIST).at(-1)!.query)).toEqual({
        created_from: '2026-11-01',
        created_to: '2026-11-30',
        page: '1',
        page_size: '20',
      }),
    );
    // Neither day can be set past the other in the date picker.
    expect(from.getAttribute('max')).toBe('2026-11-30');
    expect(until.getAttribute('min')).toBe('2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(server.callsTo(EXPORT)).toHaveLength(1));
    expect(Object.fromEntries(server.callsTo(EXPORT)[0]!.query)).toEqual({
      created_from: '2026-11-01',
      created_to: '2026-11-30',
    });

    await user.type(screen.getByRole('textbox', { name: 'Search user' }), 'nobody');
    await user.click(await screen.findByRole('button', { name: 'Clear Filters' }));
    await waitFor(() =>
      expect(Object.fromEntries(server.callsTo(LIST).at(-1)!.query)).toEqual({
        page: '1',
        page_size: '20',
      }),
    );
    expect((from as HTMLInputElement).value).toBe('');
  });

  it('warns without asking when the list is empty, and says so when the export fails', async () => {
    const { user, server, saved } = renderList(() => ({ status: 500, body: { detail: 'x' } }));
    await screen.findAllByText('Amina Mushi');
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(await screen.findByText(MESSAGES.billing.exportTransactionsFailed)).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Search user' }), 'nobody');
    await waitFor(() => expect(server.callsTo(LIST).at(-1)?.query.get('search')).toBe('nobody'));
    await screen.findByText(MESSAGES.billing.noMatches);
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(await screen.findByText(MESSAGES.billing.noTransactionsToExport)).toBeTruthy();
    expect(server.callsTo(EXPORT)).toHaveLength(1);
    expect(saved).toEqual([]);
  });
});

describe('All Transactions pages', () => {
  it('goes back to the last page when decisions empty the page shown', async () => {
    let total = 25;
    fakeApi({
      ...signedInStudent(),
      [LIST]: (call) => {
        const page = Number(call.query.get('page'));
        const size = Number(call.query.get('page_size'));
        const results = Array.from({ length: total }, (_, i) =>
          staffTransactionFixture({ id: i + 1, user_full_name: `Payer ${i + 1}` }),
        ).slice((page - 1) * size, page * size);
        return { body: { count: total, next: null, previous: null, results } };
      },
    });
    const view = renderWithProviders(<AllTransactions onView={() => undefined} />, {
      session: true,
    });
    await screen.findAllByText('Payer 1');
    await view.user.click(screen.getByRole('button', { name: /page 2/i }));
    await screen.findAllByText('Payer 21');

    // Staff approved ten pending payments: with the Pending filter, 15 are left, one page.
    total = 15;
    await view.queryClient.invalidateQueries();
    expect(await screen.findByText('15 transactions')).toBeTruthy();
    expect(screen.getAllByText('Payer 15').length).toBeGreaterThan(0);
    expect(screen.queryAllByText('Payer 21')).toHaveLength(0);
  });
});

/** Where the app is, a way to another screen and the browser's Back. */
function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Address">{location.pathname + location.search}</output>
      <Link to="/admin/analytics">To analytics</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

describe('All Transactions address', () => {
  afterEach(() => vi.restoreAllMocks());

  function renderAt(entry: string) {
    const server = fakeApi({ ...signedInStudent(), [LIST]: list });
    const view = renderWithProviders(
      <>
        <Routes>
          <Route path="/admin/billing" element={<AllTransactions onView={() => undefined} />} />
          <Route path="*" element={<p>Another screen</p>} />
        </Routes>
        <Browser />
      </>,
      { session: true, initialEntries: [entry] },
    );
    const lastQuery = () => Object.fromEntries(server.callsTo(LIST).at(-1)?.query ?? []);
    return { ...view, lastQuery };
  }
  const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

  it('keeps the filters in the address: another screen and Back show the same list', async () => {
    const { user, lastQuery } = renderAt('/admin/billing');
    await screen.findAllByText('Amina Mushi');
    await user.type(screen.getByRole('textbox', { name: 'Search user' }), 'amin');
    fireEvent.change(screen.getByLabelText('Made from'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(address()).toBe('/admin/billing?search=amin&created_from=2026-11-01'),
    );
    await user.click(screen.getByRole('link', { name: 'To analytics' }));
    expect(await screen.findByText('Another screen')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await screen.findAllByText('Amina Mushi');
    expect((screen.getByRole('textbox', { name: 'Search user' }) as HTMLInputElement).value).toBe(
      'amin',
    );
    expect((screen.getByLabelText('Made from') as HTMLInputElement).value).toBe('2026-11-01');
    expect(lastQuery()).toMatchObject({ search: 'amin', created_from: '2026-11-01' });
  });

  it('opens a link with its filters and page; what it gets wrong is the default', async () => {
    const { lastQuery } = renderAt('/admin/billing?status=PENDING&payment_method=WAKALA&page=2');
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ status: 'PENDING', payment_method: 'WAKALA' }),
    );
    cleanup();
    const wrong = renderAt('/admin/billing?status=LOST&created_to=2026-13-40&page=zero');
    await screen.findAllByText('Amina Mushi');
    await waitFor(() => expect(address()).toBe('/admin/billing'));
    expect(wrong.lastQuery()).toEqual({ page: '1', page_size: '20' });
  });
});
