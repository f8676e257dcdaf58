// @vitest-environment happy-dom
import { MESSAGES, type TAdminDashboardStats } from '@ptlog/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { AdminDashboardPage } from './AdminDashboardPage';

const INBOX = 'GET /admin-dashboard/api/feedback/';
const STATS = 'GET /admin-dashboard/api/dashboard/stats/';
const SETTINGS = 'GET /admin/settings/';

function stats(pending: number): TAdminDashboardStats {
  return {
    total_users: 420,
    active_users: 411,
    new_users_this_week: 51,
    total_weekly_reports: 1680,
    reports_this_week: 420,
    total_tokens_used: 25200,
    tokens_this_week: 900,
    pending_payments: pending,
    user: {
      id: 1,
      username: 'staff',
      first_name: 'Neema',
      last_name: 'Kimaro',
      email: 'staff@example.com',
      is_staff: true,
    },
    recent_users: [],
    recent_ai_logs: [],
  };
}

/** The dashboard with `paymentNumbers` stored and `pending` payments waiting. */
function renderDashboard({ paymentNumbers = [] as string[], pending = 0 } = {}) {
  const server = fakeApi({
    ...signedInStudent(),
    [INBOX]: () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
    [STATS]: () => ({ body: stats(pending) }),
    [SETTINGS]: () => ({ body: { payment_numbers: paymentNumbers, support_whatsapp: '' } }),
  });
  renderWithProviders(<AdminDashboardPage />, { session: true });
  return server;
}

describe('AdminDashboardPage', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('links to the feedback inbox with the count of messages not handled', async () => {
    const server = fakeApi({
      ...signedInStudent(),
      [INBOX]: () => ({ body: { count: 3, next: null, previous: null, results: [] } }),
    });
    renderWithProviders(<AdminDashboardPage />, { session: true });

    const link = await screen.findByRole('link', {
      name: /Feedback inbox.*3 messages not handled/,
    });
    expect(link.getAttribute('href')).toBe('/admin/email-broadcast?tab=feedback');
    // The inbox's own first view: opening it after the dashboard needs no second call.
    expect(server.callsTo(INBOX)[0]?.query.get('handled')).toBe('false');
  });

  it('warns that students cannot buy tokens while no payment number is set', async () => {
    renderDashboard({ paymentNumbers: [] });
    const title = await screen.findByText('Students cannot buy tokens: no payment number is set');
    expect(title.closest('[role="alert"]')).not.toBeNull();
    const link = screen.getByRole('link', { name: 'Add payment numbers in Admin Settings' });
    expect(link.getAttribute('href')).toBe('/admin/settings');
  });

  it('says it in Kiswahili too', async () => {
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    renderDashboard({ paymentNumbers: [] });
    const title = await screen.findByText(
      'Wanafunzi hawawezi kununua tokeni: hakuna namba ya malipo iliyowekwa',
    );
    expect(title.closest('[role="alert"]')).not.toBeNull();
    const link = screen.getByRole('link', {
      name: 'Weka namba za malipo kwenye Mipangilio ya Msimamizi',
    });
    expect(link.getAttribute('href')).toBe('/admin/settings');
  });

  it('shows no warning once a payment number is set', async () => {
    const server = renderDashboard({ paymentNumbers: ['M-Pesa 0754 111 222'] });
    // The figures are in (the same moment the settings answer is): still no alert.
    await screen.findByText('Welcome, Neema Kimaro.');
    await screen.findByRole('link', { name: /Billing Dashboard/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo(SETTINGS)).toHaveLength(1);
    expect(screen.queryByText(/no payment number is set/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Add payment numbers/ })).toBeNull();
  });

  it('says on the Billing tile how many payments wait for a decision', async () => {
    renderDashboard({ paymentNumbers: ['M-Pesa 0754 111 222'], pending: 46 });
    const link = await screen.findByRole('link', {
      name: /Billing Dashboard.*46 payments waiting/,
    });
    expect(link.getAttribute('href')).toBe('/admin/billing');
  });

  it('after a failed load shows the error, not panels that wait for figures forever', async () => {
    fakeApi({
      ...signedInStudent(),
      [INBOX]: () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
      [STATS]: () => ({ status: 500, body: { detail: 'Server error' } }),
      [SETTINGS]: () => ({
        body: { payment_numbers: ['M-Pesa 0754 111 222'], support_whatsapp: '' },
      }),
    });
    renderWithProviders(<AdminDashboardPage />, { session: true });
    expect(await screen.findByText(MESSAGES.admin.dashboardFailed)).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Loading recent users' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Recent users' })).toBeNull();
  });
});
