// @vitest-environment happy-dom
// The users list keeps its search, filters, order and page in the address: another screen and
// Back, or a reload, show the same list; typing replaces the address instead of stacking history.
import type { TAdminUserList } from '@ptlog/shared';
import { screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, type TFakeCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { UsersPage } from './UsersPage';

const NO_WEEKS = { draft: 0, submitted: 0, sent: 0, approved: 0, returned: 0 };
const NAMES = ['Amina', 'Baraka', 'Chausiku', 'Mwita', 'Mwanaidi'];

/** Pages of 2 of the people whose first name holds the search. */
function userList(call: TFakeCall): { body: TAdminUserList } {
  const search = (call.query.get('search') ?? '').toLowerCase();
  const page = Number(call.query.get('page') ?? '1');
  const matching = NAMES.map((name, index) => ({
    id: index + 1,
    first_name: name,
    last_name: 'Mushi',
    username: `user${index + 1}`,
    email: `user${index + 1}@example.com`,
    is_staff: false,
    is_active: true,
    email_verified: true,
    date_joined: '2026-03-01T08:00:00.000Z',
    last_login: null,
    last_entry: null,
    profile: null,
    week_states: NO_WEEKS,
  })).filter((user) => user.first_name.toLowerCase().includes(search));
  const pages = Math.max(1, Math.ceil(matching.length / 2));
  return {
    body: {
      users: matching.slice((page - 1) * 2, page * 2),
      total_users: NAMES.length,
      active_users: NAMES.length,
      new_users_today: 0,
      new_users_week: 0,
      pagination: {
        page,
        pages,
        has_next: page < pages,
        has_previous: page > 1,
        total_count: matching.length,
      },
    },
  };
}

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

function renderAt(...history: string[]) {
  const server = fakeApi({
    ...signedInStudent(),
    'GET /admin-dashboard/api/users/': userList,
    'GET /admin-dashboard/api/tokens/summary/': () => ({
      body: {
        summary: {
          total_users: 5,
          users_with_tokens: 0,
          total_tokens_available: 0,
          total_tokens_used: 0,
        },
        balances: [],
        pagination: { page: 1, pages: 1, has_next: false, has_previous: false, total_count: 5 },
      },
    }),
  });
  const listCalls = () => server.callsTo('GET /admin-dashboard/api/users/');
  const lastQuery = () => Object.fromEntries(listCalls().at(-1)?.query ?? []);
  const rendered = renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/users" element={<UsersPage />} />
        <Route path="*" element={<p>Another screen</p>} />
      </Routes>
      <Browser />
    </>,
    { session: true, initialEntries: history },
  );
  return { ...rendered, listCalls, lastQuery };
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const searchBox = () => screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement;

describe('UsersPage address', { timeout: 40_000 }, () => {
  it('shows the same search, order and page after another screen and Back', async () => {
    const { user, lastQuery } = renderAt('/admin/users');
    await screen.findByRole('checkbox', { name: /^Select Amina Mushi/ });
    await user.type(searchBox(), 'i');
    await waitFor(() => expect(address()).toBe('/admin/users?search=i'));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await user.click(await screen.findByRole('button', { name: 'page 2' }));
    await waitFor(() => expect(address()).toBe('/admin/users?search=i&ordering=name&page=2'));

    await user.click(screen.getByRole('link', { name: 'To analytics' }));
    expect(await screen.findByText('Another screen')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Browser back' }));

    await screen.findByRole('checkbox', { name: /^Select Mwanaidi Mushi/ });
    expect(searchBox().value).toBe('i');
    expect(lastQuery()).toMatchObject({ search: 'i', ordering: 'name', page: '2' });
    expect(screen.getByRole('button', { name: 'page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('opens a link with its filters, status included, as a reload does', async () => {
    const { lastQuery } = renderAt('/admin/users?search=mwita&status=banned&ordering=-name');
    await screen.findByRole('checkbox', { name: /^Select Mwita Mushi/ });
    expect(searchBox().value).toBe('mwita');
    expect(lastQuery()).toMatchObject({ search: 'mwita', status: 'banned', ordering: '-name' });
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('takes the defaults for what the address gets wrong, and says so in the address', async () => {
    const { lastQuery, listCalls } = renderAt(
      '/admin/users?status=nope&page=-2&ordering=age&joined_from=2026-02-30&no_entry_days=3&program=XX',
    );
    await screen.findByRole('checkbox', { name: /^Select Amina Mushi/ });
    await waitFor(() => expect(address()).toBe('/admin/users'));
    expect(lastQuery()).toEqual({ page: '1', page_size: '50' });
    expect(listCalls().every((call) => call.query.get('status') === null)).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('replaces the address while typing: one Back leaves the list', async () => {
    const { user } = renderAt('/start', '/admin/users');
    await screen.findByRole('checkbox', { name: /^Select Amina Mushi/ });
    await user.type(searchBox(), 'm');
    await waitFor(() => expect(address()).toBe('/admin/users?search=m'));
    await user.type(searchBox(), 'w');
    await waitFor(() => expect(address()).toBe('/admin/users?search=mw'));
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(address()).toBe('/start'));
  });
});
