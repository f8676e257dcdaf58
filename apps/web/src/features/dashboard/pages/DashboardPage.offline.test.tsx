// @vitest-environment happy-dom
// The dashboard opened without a network (a signed-in first load on flaky mobile data): the
// figures, calendar, weeks and days kept on this device by the last visit, said to be a copy.
import type { TDashboardData } from '@ptlog/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refetchFailedWhenOnline } from '../../../app/query-client';
import { storedSession } from '../../../lib/session';
import { fakeApi, networkDown } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import {
  calendarFixture,
  dailyFixture,
  weeklyFixture,
} from '../../weekly-report/weekly-report.fixture';
import { DashboardPage } from './DashboardPage';

const OFFLINE_NOTE = /^You are offline: this is the copy kept on this device\. Last updated /;
const DAY = 'Calibrated the pressure gauges of boiler 2';
const list = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

function dashboardData(dailyReports: number): TDashboardData {
  return {
    user: { id: 5, first_name: 'Asha', last_name: 'Mushi', email: 'asha@example.test' },
    stats: {
      daily_reports: dailyReports,
      weekly_reports: 1,
      submitted_weekly_reports: 0,
      general_report_status: 'pending',
    },
    profile_complete: true,
    current_week: 2,
    recent_daily_reports: [dailyFixture({ description: DAY })],
    recent_weekly_reports: [weeklyFixture()],
  };
}

function online(dailyReports = 1) {
  fakeApi({
    ...signedInStudent(),
    'GET /billing/dashboard/dashboard_data/': () => ({ body: dashboardData(dailyReports) }),
    'GET /calendar/': () => ({ body: calendarFixture() }),
    'GET /reports/weekly/': () => ({ body: list([weeklyFixture()]) }),
    'GET /reports/daily/': () => ({ body: list([dailyFixture({ description: DAY })]) }),
  });
}
const OFFLINE_ROUTES = {
  'GET /billing/dashboard/dashboard_data/': networkDown,
  'GET /calendar/': networkDown,
  'GET /reports/weekly/': networkDown,
  'GET /reports/daily/': networkDown,
};
const offline = () => fakeApi({ ...signedInStudent(), ...OFFLINE_ROUTES });

const renderDashboard = () => renderWithProviders(<DashboardPage />, { session: true });
const roadmapLinks = () => screen.findAllByRole('link', { name: /^Week \d: / });

async function visitOnline() {
  online();
  const visit = renderDashboard();
  expect(await roadmapLinks()).toHaveLength(8);
  visit.unmount();
}

/** The "Daily reports" figure. */
const dailyCount = () =>
  within(screen.getByText('Daily reports').parentElement as HTMLElement).getByText(/^\d+$/)
    .textContent;

describe('DashboardPage without a network', () => {
  it('opens from the copies kept on this device by the last visit', async () => {
    await visitOnline();

    offline();
    renderDashboard();
    expect((await screen.findByRole('status')).textContent).toMatch(OFFLINE_NOTE);
    expect(screen.queryByText('Could not load your dashboard')).toBeNull();
    expect(await roadmapLinks()).toHaveLength(8);
    expect(screen.getAllByText(new RegExp(DAY)).length).toBeGreaterThan(0);
    expect(dailyCount()).toBe('1');
    expect(screen.queryByText('Could not load your weeks.')).toBeNull();
    expect(screen.queryByText("Could not load this week's days.")).toBeNull();
  });

  it("never shows one account's copy to another", async () => {
    await visitOnline();
    const student = await storedSession.readUser();

    storedSession.saveUser({ ...student!, id: 6 });
    fakeApi({ 'GET /auth/profile/': networkDown, ...OFFLINE_ROUTES });
    const other = renderDashboard();
    expect(await screen.findByText('Could not load your dashboard')).toBeTruthy();
    expect(screen.queryByText(OFFLINE_NOTE)).toBeNull();
    other.unmount();

    offline();
    renderDashboard();
    expect(await screen.findByText(OFFLINE_NOTE)).toBeTruthy();
  });

  it('reads again by itself when the connection returns', async () => {
    await visitOnline();
    offline();
    const { queryClient } = renderDashboard();
    const stop = refetchFailedWhenOnline(queryClient, window);
    await screen.findByText(OFFLINE_NOTE);

    online(2);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(OFFLINE_NOTE)).toBeNull());
    await waitFor(() => expect(dailyCount()).toBe('2'));
    stop();
  });
});
