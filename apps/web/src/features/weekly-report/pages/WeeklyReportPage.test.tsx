// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { DEFAULT_THEME } from '@ptlog/shared';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '../../../app/session/SessionProvider';
import { mantineTheme } from '../../../app/theme/themes';
import { logbookKeys } from '../../../lib/logbook-keys';
import { fakeApi, networkDown } from '../../../test/fake-api';
import { testQueryClient } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { calendarFixture, weeklyFixture } from '../weekly-report.fixture';
import { WeeklyReportPage } from './WeeklyReportPage';

function renderWeekPage(queryClient = testQueryClient()) {
  render(
    <MantineProvider theme={mantineTheme(DEFAULT_THEME)} env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/weekly-report/1']}>
          <SessionProvider>
            <Routes>
              <Route path="/weekly-report/:weekNumber" element={<WeeklyReportPage />} />
            </Routes>
          </SessionProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('WeeklyReportPage', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('offline, a week never read says it is not on this device yet, with Retry', async () => {
    fakeApi({
      ...signedInStudent(),
      'GET /calendar/': networkDown,
      'GET /reports/weekly/week/1/': networkDown,
    });
    onlineManager.setOnline(false);
    renderWeekPage();
    const alert = (await screen.findByText('You are offline')).closest('[role="alert"]');
    expect(alert?.textContent).toContain(
      'Week 1 has not been kept on this device yet. It will show here once you are online again.',
    );
    expect(alert?.textContent).not.toContain('Network error');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText('Could not load this weekly report')).toBeNull();
  });

  it('says when a re-read failed and the week shown is older, until Retry reads it', async () => {
    let down = false;
    fakeApi({
      ...signedInStudent(),
      'GET /calendar/': () => ({ body: calendarFixture({ today: '2026-01-08' }) }),
      'GET /reports/weekly/week/1/': () =>
        down
          ? { status: 503, body: { detail: 'Service unavailable' } }
          : { body: weeklyFixture({ summary: 'The summary as last read' }) },
    });
    const queryClient = testQueryClient();
    renderWeekPage(queryClient);
    expect(await screen.findByText('The summary as last read')).toBeTruthy();
    expect(screen.queryByText(/^Could not refresh\./)).toBeNull();

    // The week is re-read (after an AI answer was lost, say) and the network fails.
    down = true;
    await act(() => queryClient.invalidateQueries({ queryKey: logbookKeys.weeklyWeek(1) }));
    const notice = (await screen.findByText(/^Could not refresh\./)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(screen.getByText('The summary as last read')).toBeTruthy();

    down = false;
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/^Could not refresh\./)).toBeNull());
  });
});
