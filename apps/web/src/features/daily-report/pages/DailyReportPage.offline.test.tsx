// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { refetchFailedWhenOnline } from '../../../app/query-client';
import { storedSession } from '../../../lib/session';
import { fakeApi, networkDown } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { calendarFixture, dailyFixture } from '../../weekly-report/weekly-report.fixture';
import { DailyReportPage } from './DailyReportPage';

// The calendar's today is Wednesday 14 January 2026, in week 2 (12–16 January).
const WEEK_TWO = {
  count: 0,
  results: [],
  week_number: 2,
  start_date: '2026-01-12',
  end_date: '2026-01-16',
  total_hours: 0,
  week_locked: false,
};
const OFFLINE_COPY =
  'You are offline: this is the calendar and the days kept on this device. Days you save are sent when the connection returns.';

function signInAs(id: number) {
  storedSession.saveAccessToken(`token-${id}`);
  storedSession.saveUser({
    id,
    username: `student${id}`,
    email: `student${id}@example.test`,
    first_name: 'Asha',
    last_name: 'Mushi',
    is_staff: false,
    profile_picture: null,
    language: 'en',
  });
}

/** Offline with no copy on this device: each read says so, not "Network error". */
const CALENDAR_NOT_KEPT =
  'Your placement calendar has not been kept on this device yet. Your weeks will show here once you are online again.';
const WEEK_THREE_NOT_KEPT =
  'Week 3 has not been kept on this device yet. It will show here once you are online again.';

const online = () =>
  fakeApi({
    'GET /calendar/': () => ({ body: calendarFixture() }),
    'GET /reports/daily/week/': () => ({ body: WEEK_TWO }),
  });
const offline = () =>
  fakeApi({ 'GET /calendar/': networkDown, 'GET /reports/daily/week/': networkDown });

describe('DailyReportPage without a network', () => {
  beforeEach(() => {
    // The device's clock on the calendar's today.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-14T09:00:00') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens from the calendar and days kept on this device by the last visit', async () => {
    signInAs(5);
    online();
    const visit = renderWithProviders(<DailyReportPage />);
    await screen.findByRole('button', { name: 'Save' });
    visit.unmount();

    offline();
    renderWithProviders(<DailyReportPage />);
    expect(await screen.findByText(OFFLINE_COPY)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByText('Could not load your placement calendar')).toBeNull();
  });

  it("never opens from another account's kept copy", async () => {
    signInAs(5);
    online();
    const visit = renderWithProviders(<DailyReportPage />);
    await screen.findByRole('button', { name: 'Save' });
    visit.unmount();

    signInAs(6);
    offline();
    renderWithProviders(<DailyReportPage />);
    expect(await screen.findByText(CALENDAR_NOT_KEPT)).toBeTruthy();
    expect(screen.queryByText(OFFLINE_COPY)).toBeNull();
  });

  it('opens with a day saved online on the last visit, not as a day left to log', async () => {
    signInAs(5);
    fakeApi({
      'GET /calendar/': () => ({ body: calendarFixture() }),
      'GET /reports/daily/week/': () => ({ body: WEEK_TWO }),
      'POST /reports/daily/': () => ({
        status: 201,
        body: dailyFixture({
          id: 9,
          date: '2026-01-14',
          week_number: 2,
          hours_spent: 8,
          description: 'Serviced the boiler feed pump',
        }),
      }),
    });
    const visit = renderWithProviders(<DailyReportPage />);
    await visit.user.type(await screen.findByRole('textbox', { name: /hours/i }), '8');
    await visit.user.type(
      screen.getByRole('textbox', { name: /description/i }),
      'Serviced the boiler feed pump',
    );
    await visit.user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Daily report saved successfully!');
    // The app is closed right after the save: the week is not asked again.
    visit.unmount();

    offline();
    renderWithProviders(<DailyReportPage />);
    expect(await screen.findByText(OFFLINE_COPY)).toBeTruthy();
    const description = (await screen.findByRole('textbox', {
      name: /description/i,
    })) as HTMLTextAreaElement;
    expect(description.value).toBe('Serviced the boiler feed pump');
  });

  it('keeps a day saved while the page shows the copy kept on the device', async () => {
    signInAs(5);
    online();
    const first = renderWithProviders(<DailyReportPage />);
    await screen.findByRole('button', { name: 'Save' });
    first.unmount();

    // Opened from the kept copy; the connection returns just as the day is saved.
    fakeApi({
      'GET /calendar/': networkDown,
      'GET /reports/daily/week/': networkDown,
      'POST /reports/daily/': () => ({
        status: 201,
        body: dailyFixture({
          id: 9,
          date: '2026-01-14',
          week_number: 2,
          hours_spent: 8,
          description: 'Serviced the boiler feed pump',
        }),
      }),
    });
    const visit = renderWithProviders(<DailyReportPage />);
    await screen.findByText(OFFLINE_COPY);
    await visit.user.type(await screen.findByRole('textbox', { name: /hours/i }), '8');
    await visit.user.type(
      screen.getByRole('textbox', { name: /description/i }),
      'Serviced the boiler feed pump',
    );
    await visit.user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Daily report saved successfully!');
    visit.unmount();

    offline();
    renderWithProviders(<DailyReportPage />);
    const description = (await screen.findByRole('textbox', {
      name: /description/i,
    })) as HTMLTextAreaElement;
    expect(description.value).toBe('Serviced the boiler feed pump');
  });

  it('says once that a day saved without a network is kept on the device', async () => {
    signInAs(5);
    online();
    const warning = vi.spyOn(notify, 'warning');
    const { user } = renderWithProviders(<DailyReportPage />);
    await user.type(await screen.findByRole('textbox', { name: /hours/i }), '8');
    await user.type(screen.getByRole('textbox', { name: /description/i }), 'Serviced a pump');
    fakeApi({
      'GET /calendar/': () => ({ body: calendarFixture() }),
      'GET /reports/daily/week/': () => ({ body: WEEK_TWO }),
      'POST /reports/daily/': networkDown,
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Report saved locally');
    // Not also as a toast: the alert stays and is announced.
    expect(screen.getAllByText('Report saved locally')).toHaveLength(1);
    expect(warning).not.toHaveBeenCalled();
    warning.mockRestore();
  });

  it('loads by itself when the connection returns', async () => {
    signInAs(5);
    offline();
    const { queryClient } = renderWithProviders(<DailyReportPage />);
    const stop = refetchFailedWhenOnline(queryClient, window);
    expect(await screen.findByText(CALENDAR_NOT_KEPT)).toBeTruthy();
    expect(screen.queryByText('Could not load your placement calendar')).toBeNull();

    online();
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(CALENDAR_NOT_KEPT)).toBeNull());
    stop();
  });

  it('offline, says a week never opened here is not on this device yet, with Retry', async () => {
    signInAs(5);
    online();
    const visit = renderWithProviders(<DailyReportPage />);
    await screen.findByRole('button', { name: 'Save' });
    visit.unmount();

    // The calendar and week 2 are kept; week 3 was never opened on this device.
    offline();
    const { user } = renderWithProviders(<DailyReportPage />, {
      initialEntries: ['/daily-report?week=3'],
    });
    const alert = (await screen.findByText(WEEK_THREE_NOT_KEPT)).closest('[role="alert"]');
    expect(alert?.textContent).toContain('You are offline');
    expect(alert?.textContent).not.toContain('Network error');
    expect(screen.queryByText('Could not load the daily reports of week 3')).toBeNull();

    // Retry asks again; online, the week shows.
    fakeApi({
      'GET /calendar/': () => ({ body: calendarFixture() }),
      'GET /reports/daily/week/': () => ({
        body: { ...WEEK_TWO, week_number: 3, start_date: '2026-01-19', end_date: '2026-01-23' },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(WEEK_THREE_NOT_KEPT)).toBeNull());
    expect(screen.queryByText('You are offline')).toBeNull();
  });

  it('online, a failed read still says what failed', async () => {
    signInAs(5);
    fakeApi({
      'GET /calendar/': () => ({ status: 503, body: { detail: 'Service unavailable' } }),
    });
    renderWithProviders(<DailyReportPage />);
    const alert = (await screen.findByText('Could not load your placement calendar')).closest(
      '[role="alert"]',
    );
    expect(alert?.textContent).toContain('Service unavailable');
    expect(screen.queryByText(CALENDAR_NOT_KEPT)).toBeNull();
  });
});
