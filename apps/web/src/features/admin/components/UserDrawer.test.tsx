// @vitest-environment happy-dom
import type { TAdminUserDetail, TPaymentStatus } from '@ptlog/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { UserDrawer } from './UserDrawer';

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
