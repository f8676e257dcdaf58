// @vitest-environment happy-dom
import { MESSAGES, type TAdminUserList, type TBulkUserActionInput, todayIso } from '@ptlog/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listedUser } from '../../../test/admin-users';
import { fakeApi, type TFakeCall, type TFakeHandler } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { UsersPage } from './UsersPage';

const ACTIONS = 'POST /admin-dashboard/api/users/actions/';
/** Amina's last entry was on 13 November. */
function person(id: number, firstName: string) {
  return listedUser(id, firstName, { last_entry: id === 1 ? '2026-11-13' : null });
}

const PEOPLE = [person(1, 'Amina'), person(2, 'Baraka'), person(3, 'Chausiku')];

/** Pages of 2; `search` keeps the names that contain it; `joined_from` keeps only Chausiku. */
function userList(call: TFakeCall, people = PEOPLE): { body: TAdminUserList } {
  const search = (call.query.get('search') ?? '').toLowerCase();
  const page = Number(call.query.get('page') ?? '1');
  const matching = people.filter(
    (user) =>
      user.first_name.toLowerCase().includes(search) &&
      (!call.query.get('joined_from') || user.id === 3),
  );
  const pages = Math.ceil(matching.length / 2);
  return {
    body: {
      users: matching.slice((page - 1) * 2, page * 2),
      total_users: 3,
      active_users: 3,
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

function renderUsers(
  exportAnswer: TFakeHandler = () => ({ body: 'the file' }),
  people = PEOPLE,
  actionAnswer: TFakeHandler = () => ({ status: 500, body: { detail: 'x' } }),
) {
  const server = fakeApi({
    'GET /admin/users/export/': exportAnswer,
    ...signedInStudent(),
    'GET /admin-dashboard/api/users/': (call) => userList(call, people),
    [ACTIONS]: actionAnswer,
    'GET /admin-dashboard/api/tokens/summary/': () => ({
      body: {
        summary: {
          total_users: 3,
          users_with_tokens: 2,
          total_tokens_available: 1500,
          total_tokens_used: 300,
        },
        balances: [],
        pagination: { page: 1, pages: 3, has_next: true, has_previous: false, total_count: 3 },
      },
    }),
  });
  const listCalls = () => server.callsTo('GET /admin-dashboard/api/users/');
  const exportCalls = () => server.callsTo('GET /admin/users/export/');
  const actionCalls = () => server.callsTo(ACTIONS).map((call) => call.body);
  return {
    ...renderWithProviders(<UsersPage />, { session: true }),
    listCalls,
    exportCalls,
    actionCalls,
  };
}

/** The query of the newest list request, as the server got it. */
function lastQuery(calls: { query: URLSearchParams }[]): Record<string, string> {
  return Object.fromEntries(calls[calls.length - 1]?.query ?? []);
}

const tick = (name: string) =>
  screen.getByRole('checkbox', { name: new RegExp(`^Select ${name} Mushi`) });
const toolbar = () => screen.getByRole('toolbar', { name: 'Bulk actions' });

describe('UsersPage', () => {
  it('keeps ticks across pages, and clears them when the search or a filter changes', async () => {
    const { user } = renderUsers();
    await user.click(await screen.findByRole('checkbox', { name: /^Select Amina Mushi/ }));
    expect(within(toolbar()).getByText(/1 selected/)).toBeTruthy();

    // Page 2 of the same list: the tick on page 1 stays.
    await user.click(screen.getByRole('button', { name: 'page 2' }));
    await user.click(await screen.findByRole('checkbox', { name: /^Select Chausiku Mushi/ }));
    expect(within(toolbar()).getByText(/2 selected/)).toBeTruthy();

    // A search showing only Chausiku: Amina's tick must not stay behind, out of sight.
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'chau');
    await waitFor(() => expect(within(toolbar()).getByText('No users selected')).toBeTruthy());
    expect((tick('Chausiku') as HTMLInputElement).checked).toBe(false);

    // Ticks made in this list are cleared by the next filter too.
    await user.click(tick('Chausiku'));
    expect(within(toolbar()).getByText(/1 selected/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Joined from'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(within(toolbar()).getByText('No users selected')).toBeTruthy());
  });

  it('sorts by a header from the keyboard, saying the order in aria-sort', async () => {
    const { user, listCalls } = renderUsers();
    const header = (name: string) => screen.getByRole('columnheader', { name });
    await screen.findByRole('checkbox', { name: /^Select Amina Mushi/ });
    // Newest joined first until staff choose another order.
    expect(header('Joined').getAttribute('aria-sort')).toBe('descending');
    expect(header('Name').hasAttribute('aria-sort')).toBe(false);
    expect(lastQuery(listCalls()).ordering).toBeUndefined();

    within(header('Name')).getByRole('button', { name: 'Name' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastQuery(listCalls()).ordering).toBe('name'));
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Joined').hasAttribute('aria-sort')).toBe(false);
    await user.keyboard(' ');
    await waitFor(() => expect(lastQuery(listCalls()).ordering).toBe('-name'));
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');

    // The log book columns start with the students furthest behind.
    await user.click(within(header('Last entry')).getByRole('button'));
    await waitFor(() => expect(lastQuery(listCalls()).ordering).toBe('last_entry'));
    expect(header('Last entry').getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(header('Weeks (supervisor)')).getByRole('button'));
    await waitFor(() => expect(lastQuery(listCalls()).ordering).toBe('weeks'));
  });

  it('shows each last entry, and asks for the students with none in 7 days', async () => {
    const { user, listCalls } = renderUsers();
    const amina = (await screen.findByRole('checkbox', { name: /^Select Amina Mushi/ })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(amina).getByText('13 Nov 2026')).toBeTruthy();
    const activity = screen
      .getAllByLabelText('Log book activity')
      .find((element) => element.tagName === 'INPUT' && element.getAttribute('type') !== 'hidden');
    await user.click(activity as HTMLElement);
    // Mantine keeps the dropdown out of the accessibility tree while it animates in happy-dom.
    await user.click(
      await screen.findByRole('option', {
        name: 'No entry in the last 7 days',
        hidden: true,
      }),
    );
    await waitFor(() => expect(lastQuery(listCalls()).no_entry_days).toBe('7'));
  });

  it('folds the filters besides the search behind a Filters button that counts the set ones', async () => {
    const { user } = renderUsers();
    await screen.findByRole('checkbox', { name: /^Select Amina Mushi/ });
    // Shown only below Mantine's xs; happy-dom's window is desktop-wide (admin-users.spec.ts
    // taps it on a phone).
    const toggle = screen
      .getAllByRole('button', { hidden: true })
      .find((button) => button.textContent === 'Filters') as HTMLElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide filters');
    fireEvent.change(screen.getByLabelText('Joined from'), { target: { value: '2026-03-01' } });
    await user.click(toggle);
    expect(toggle.textContent).toBe('Filters (1)');
    // The grid it opens holds every filter; the search stays out of the count.
    const grid = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(within(grid as HTMLElement).getByLabelText('Joined from')).toBeTruthy();
  });

  // The server refuses a whole BAN or DELETE batch (409) that holds a staff account or the viewer.
  it('leaves staff and the viewer out of a BAN of "Select all on this page", and says so', async () => {
    // Page 1: Amina (staff), Baraka; page 2: the viewer (id 5, signedInStudent).
    const people = [
      { ...person(1, 'Amina'), is_staff: true },
      person(2, 'Baraka'),
      person(5, 'Neema'),
    ];
    const refused = new Set([1, 5]);
    const { user, actionCalls } = renderUsers(undefined, people, (call) => {
      const { user_ids, action } = call.body as TBulkUserActionInput;
      if (user_ids.some((id) => refused.has(id))) {
        return { status: 409, body: { detail: MESSAGES.admin.cannotActOnStaff, code: 'conflict' } };
      }
      return {
        body: {
          success: true,
          message: MESSAGES.admin.actionDone(action, user_ids.length),
          action,
          processed: user_ids.length,
          user_ids,
        },
      };
    });
    await screen.findByRole('checkbox', { name: /^Select Amina Mushi/ });
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'page 2' }));
    await user.click(await screen.findByRole('checkbox', { name: /^Select Neema Mushi/ }));
    expect(within(toolbar()).getByText(/3 selected/)).toBeTruthy();

    await user.click(within(toolbar()).getByRole('button', { name: 'ban selected users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban users' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to ban 1 user? 2 staff accounts are skipped: staff accounts are changed on the server, from the command line, not here.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(await screen.findByText('1 user banned.')).toBeTruthy();
    expect(actionCalls()).toEqual([{ user_ids: [2], action: 'BAN' }]);
    // Baraka is done; the two left out stay ticked.
    expect(within(toolbar()).getByText(/2 selected/)).toBeTruthy();

    // Only staff ticked: DELETE is not offered, and says why.
    await user.click(within(toolbar()).getByRole('button', { name: 'delete selected users' }));
    expect(
      await screen.findByText(
        'The 2 selected accounts are staff: staff accounts are changed on the server, from the command line, not here.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Delete users' })).toBeNull();

    // Nor UNBAN: a staff account an operator disabled stays disabled (the server refuses too).
    await user.click(within(toolbar()).getByRole('button', { name: 'unban selected users' }));
    expect(
      await screen.findByText(
        'The 2 selected accounts are staff: staff accounts are changed on the server, from the command line, not here.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Unban users' })).toBeNull();
    expect(actionCalls()).toHaveLength(1);
  });

  it('shows the token summary beside the user totals', async () => {
    renderUsers();
    const tokens = await screen.findByLabelText('Token summary');
    expect(within(tokens).getByText('Users with tokens')).toBeTruthy();
    expect(within(tokens).getByText('of 3 users')).toBeTruthy();
    expect(within(tokens).getByText('1,500')).toBeTruthy();
    expect(within(tokens).getByText('300')).toBeTruthy();
  });
});

/** The names of the files the page handed to the browser as downloads. */
function savedFileNames(): string[] {
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:saved');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return names;
}

describe('UsersPage export', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads the filtered list as .xlsx, once for a double click, or as CSV', async () => {
    const saved = savedFileNames();
    const { user, listCalls, exportCalls } = renderUsers();
    await screen.findByRole('checkbox', { name: /^Select Amina Mushi/ });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'amin');
    await waitFor(() => expect(lastQuery(listCalls()).search).toBe('amin'));

    // Two clicks in one frame, before React re-renders the button as loading.
    const excel = screen.getByRole('button', { name: 'Export Excel' });
    excel.click();
    excel.click();
    await waitFor(() => expect(saved).toEqual([`users-${todayIso()}.xlsx`]));
    expect(exportCalls()).toHaveLength(1);
    expect(lastQuery(exportCalls())).toMatchObject({ format: 'xlsx', search: 'amin' });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe(`users-${todayIso()}.csv`);
    expect(lastQuery(exportCalls())).toMatchObject({ format: 'csv', search: 'amin' });
  });

  it("warns 'No users to export' on a 404, and says the export failed on another error", async () => {
    const saved = savedFileNames();
    let status = 404;
    const { user } = renderUsers(() => ({ status, body: { detail: 'x' } }));
    await screen.findByRole('checkbox', { name: /^Select Amina Mushi/ });
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(await screen.findByText('No users to export')).toBeTruthy();
    status = 500;
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(await screen.findByText('Failed to export users. Please try again.')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('after a failed load shows the error, not totals that wait for figures forever', async () => {
    fakeApi({
      ...signedInStudent(),
      'GET /admin-dashboard/api/users/': () => ({ status: 500, body: { detail: 'Server error' } }),
      'GET /admin-dashboard/api/tokens/summary/': () => ({ status: 500, body: { detail: 'x' } }),
    });
    renderWithProviders(<UsersPage />, { session: true });
    expect(await screen.findByText(MESSAGES.admin.usersFailed)).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: /User totals/ })).toBeNull();
  });
});
