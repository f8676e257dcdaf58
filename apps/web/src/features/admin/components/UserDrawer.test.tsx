// @vitest-environment happy-dom
import {
  MESSAGES,
  type TAdminUserDetail,
  type TBulkUserActionInput,
  type TPaymentStatus,
  type TPlacementCalendar,
} from '@ptlog/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { calendarFixture } from '../../weekly-report/weekly-report.fixture';
import { drawerActions, UserDrawer } from './UserDrawer';

function detail(
  paymentStatus: TPaymentStatus,
  weeks: TAdminUserDetail['weeks'] = [],
): TAdminUserDetail {
  return {
    id: 7,
    first_name: 'Amina',
    last_name: 'Mushi',
    username: 'amina',
    email: 'amina@example.com',
    is_staff: false,
    is_active: true,
    email_verified: true,
    date_joined: '2026-03-01T08:00:00.000Z',
    last_login: null,
    last_entry: null,
    profile: null,
    week_states: { draft: 0, submitted: 0, sent: 0, approved: 0, returned: 0 },
    token_balance: {
      user_id: 7,
      user_full_name: 'Amina Mushi',
      user_email: 'amina@example.com',
      available_tokens: 400,
      tokens_used: 0,
      total_purchased: 0,
      payment_status: paymentStatus,
      can_use_ai: true,
      pending_payments: 0,
    },
    daily_reports: 0,
    weekly_reports: 0,
    weeks,
  };
}

function renderDrawer(paymentStatus: TPaymentStatus, weeks: TAdminUserDetail['weeks'] = []) {
  fakeApi({
    ...signedInStudent(),
    'GET /admin-dashboard/api/users/7/': () => ({ body: detail(paymentStatus, weeks) }),
  });
  return renderWithProviders(<UserDrawer userId={7} onClose={() => undefined} />, {
    session: true,
  });
}

const WEEKS: TAdminUserDetail['weeks'] = [
  {
    week_number: 1,
    state: 'approved',
    sent_at: '2026-03-06T08:00:00.000Z',
    approved_by: 'Joseph Mrema',
    approved_at: '2026-03-07T08:00:00.000Z',
    approved_email: 'j***@company.co.tz',
  },
  {
    week_number: 2,
    state: 'approved',
    sent_at: '2026-03-13T08:00:00.000Z',
    approved_by: 'Joseph Mrema',
    approved_at: '2026-03-14T08:00:00.000Z',
    approved_email: null,
  },
  {
    week_number: 3,
    state: 'sent',
    sent_at: '2026-03-20T08:00:00.000Z',
    approved_by: null,
    approved_at: null,
    approved_email: null,
  },
];

/** The text of each row of the weeks list. */
async function weekRows(listName: string) {
  const list = await screen.findByRole('list', { name: listName });
  return within(list)
    .getAllByRole('listitem')
    .map((row) => row.textContent);
}

/** The value shown under the "Payment status" label. */
async function paymentStatusShown(label: string) {
  return (await screen.findByText(label)).nextElementSibling?.textContent;
}

describe('UserDrawer', () => {
  it('words the payment status, never its code', async () => {
    renderDrawer('UNPAID');
    expect(await paymentStatusShown('Payment status')).toBe('Unpaid');
    expect(screen.queryByText('UNPAID')).toBeNull();
  });

  it('words each payment status in Kiswahili', async () => {
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    try {
      const shown: string[] = [];
      for (const status of ['UNPAID', 'PENDING', 'PAID'] as const) {
        const { unmount } = renderDrawer(status);
        shown.push((await paymentStatusShown('Hali ya malipo')) ?? '');
        unmount();
      }
      expect(shown).toEqual(['Hajalipa', 'Yanasubiri uthibitisho', 'Amelipa']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says where the approval link went, beside the approved week that has it', async () => {
    renderDrawer('PAID', WEEKS);
    expect(await weekRows('Weeks and supervisor sign-off')).toEqual([
      expect.stringMatching(/^Week 1: .*Approval link sent to j\*\*\*@company\.co\.tz$/),
      expect.not.stringContaining('Approval link'),
      expect.not.stringContaining('Approval link'),
    ]);
  });

  it('says where the approval link went in Kiswahili', async () => {
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    try {
      renderDrawer('PAID', WEEKS);
      const rows = await weekRows('Wiki na idhini ya msimamizi');
      expect(rows[0]).toMatch(/Kiungo cha idhini kilitumwa kwa j\*\*\*@company\.co\.tz$/);
      expect(rows.slice(1).join(' ')).not.toContain('Kiungo');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

const ACTIONS = 'POST /admin-dashboard/api/users/actions/';

/**
 * The drawer of one student (Amina Mushi, id 7) in week 7 (or on `calendar`'s day), with the
 * actions route answering; the account is banned once a BAN has gone through.
 */
function renderStudent(
  overrides: Partial<TAdminUserDetail> = {},
  calendar: Partial<TPlacementCalendar> = { current_week: 7 },
) {
  let banned = false;
  const server = fakeApi({
    ...signedInStudent(),
    'GET /admin-dashboard/api/users/7/': () => ({
      body: { ...detail('PAID'), ...overrides, ...(banned ? { is_active: false } : {}) },
    }),
    'GET /calendar/': () => ({ body: calendarFixture(calendar) }),
    [ACTIONS]: (call) => {
      const { user_ids, action } = call.body as TBulkUserActionInput;
      if (action === 'BAN') banned = true;
      return {
        body: {
          success: true,
          message: MESSAGES.admin.actionDone(action, user_ids.length),
          action,
          processed: user_ids.length,
          user_ids,
        },
      };
    },
  });
  const onClose = vi.fn();
  const onActionDone = vi.fn();
  const view = renderWithProviders(
    <UserDrawer userId={7} onClose={onClose} onActionDone={onActionDone} />,
    { session: true },
  );
  const sent = () => server.callsTo(ACTIONS).map((call) => call.body);
  return { ...view, onClose, onActionDone, sent };
}

describe('UserDrawer progress and actions', () => {
  it('says the current week, the last entry and the days logged', async () => {
    renderStudent({ last_entry: '2026-11-13', daily_reports: 14 });
    const line = await screen.findByLabelText('Log book progress');
    await waitFor(() =>
      expect(line.textContent).toBe('Current week 7 · last entry 13 Nov 2026 · 14 days logged'),
    );
  });

  // GET /calendar/ clamps current_week to 1..8: before the start it says 1, after the end 8.
  it('says when the placement starts, not "week 1", before it has started', async () => {
    renderStudent(
      {},
      { start_date: '2027-01-04', end_date: '2027-02-26', current_week: 1, today: '2026-12-01' },
    );
    const line = await screen.findByLabelText('Log book progress');
    await waitFor(() =>
      expect(line.textContent).toBe('Placement starts 4 Jan 2027 · no entry yet · 0 days logged'),
    );
  });

  it('says when the placement ended, not "week 8", once it is over', async () => {
    renderStudent(
      { last_entry: '2026-02-27', daily_reports: 40 },
      { start_date: '2026-01-05', end_date: '2026-02-27', current_week: 8, today: '2026-03-10' },
    );
    const line = await screen.findByLabelText('Log book progress');
    await waitFor(() =>
      expect(line.textContent).toBe(
        'Placement ended 27 Feb 2026 · last entry 27 Feb 2026 · 40 days logged',
      ),
    );
  });

  it('says so when the student has logged nothing yet', async () => {
    renderStudent();
    const line = await screen.findByLabelText('Log book progress');
    await waitFor(() =>
      expect(line.textContent).toBe('Current week 7 · no entry yet · 0 days logged'),
    );
  });

  it('bans this one student through the bulk dialog, and tells the list', async () => {
    const { user, sent, onActionDone, onClose } = renderStudent();
    const actions = await screen.findByRole('group', { name: 'Actions on this account' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ban', 'Delete']);
    await user.click(within(actions).getByRole('button', { name: 'Ban Amina Mushi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban users' });
    expect(within(dialog).getByText('Are you sure you want to ban 1 user?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Ban' }));
    await waitFor(() => expect(onActionDone).toHaveBeenCalledWith([7], 'BAN'));
    expect(sent()).toEqual([{ user_ids: [7], action: 'BAN' }]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('gives the focus to the same toggle, now Unban, after banning from it', async () => {
    const { user } = renderStudent();
    const ban = await screen.findByRole('button', { name: 'Ban Amina Mushi' });
    await user.click(ban);
    const dialog = await screen.findByRole('dialog', { name: 'Ban users' });
    await user.click(within(dialog).getByRole('button', { name: 'Ban' }));
    const unban = await screen.findByRole('button', { name: 'Unban Amina Mushi' });
    await waitFor(() => expect(document.activeElement).toBe(unban));
  });

  it("closes only the action's dialog on Escape, not the drawer under it", async () => {
    const { user, onClose } = renderStudent();
    await user.click(await screen.findByRole('button', { name: 'Ban Amina Mushi' }));
    await screen.findByRole('dialog', { name: 'Ban users' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ban users' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('deletes only after the second confirmation, then closes the drawer', async () => {
    const { user, sent, onClose } = renderStudent();
    await user.click(await screen.findByRole('button', { name: 'Delete Amina Mushi' }));
    const first = await screen.findByRole('dialog', { name: 'Delete users' });
    await user.click(within(first).getByRole('button', { name: 'Continue' }));
    const last = await screen.findByRole('dialog', { name: 'Delete users: last check' });
    expect(within(last).getByText(MESSAGES.admin.deleteSecondConfirm)).toBeTruthy();
    expect(sent()).toEqual([]);
    // The last check takes an answer once it has been on screen a moment (ConfirmDialog).
    const confirm = within(last).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm.getAttribute('aria-disabled')).toBeNull());
    await user.click(confirm);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual([{ user_ids: [7], action: 'DELETE' }]);
  });

  it('offers what fits the account: Unban when banned, Activate when unverified, none on staff', () => {
    const account = (is_active: boolean, email_verified: boolean, is_staff = false) => ({
      is_active,
      email_verified,
      is_staff,
    });
    expect(drawerActions(account(true, true))).toEqual(['BAN', 'DELETE']);
    expect(drawerActions(account(false, true))).toEqual(['UNBAN', 'DELETE']);
    expect(drawerActions(account(true, false))).toEqual(['BAN', 'ACTIVATE', 'DELETE']);
    expect(drawerActions(account(true, true, true))).toEqual([]);
    expect(drawerActions(account(true, false, true))).toEqual([]);
    expect(drawerActions(account(false, true, true))).toEqual([]);
  });
});
