// @vitest-environment happy-dom
// The log book overview opened without a network: the weekly reports, logged days and calendar
// kept on this device by the last visit, said to be a copy, with the downloads waiting.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refetchFailedWhenOnline } from '../../../app/query-client';
import { storedSession } from '../../../lib/session';
import { fakeApi, networkDown } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { calendarFixture, dailyFixture, weeklyFixture } from '../weekly-report.fixture';
import { WeeklyOverviewPage } from './WeeklyOverviewPage';

const OFFLINE_NOTE = /^You are offline: this is the copy kept on this device\. Last updated /;
const list = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

function online(summary = 'Serviced the pumps.') {
  fakeApi({
    ...signedInStudent(),
    'GET /calendar/': () => ({ body: calendarFixture() }),
    'GET /reports/weekly/': () => ({ body: list([weeklyFixture({ summary })]) }),
    'GET /reports/daily/': () => ({ body: list([dailyFixture()]) }),
  });
}
function offline() {
  fakeApi({
    'GET /calendar/': networkDown,
    'GET /reports/weekly/': networkDown,
    'GET /reports/daily/': networkDown,
  });
}

async function visitOnline() {
  online();
  const visit = renderWithProviders(<WeeklyOverviewPage />);
  await screen.findByRole('link', { name: 'Open week 8' });
  visit.unmount();
}

describe('WeeklyOverviewPage without a network', () => {
  it('opens from the copies kept on this device by the last visit', async () => {
    signedInStudent();
    await visitOnline();

    offline();
    renderWithProviders(<WeeklyOverviewPage />);
    expect((await screen.findByRole('status')).textContent).toMatch(OFFLINE_NOTE);
    expect(await screen.findByRole('link', { name: 'Open week 8' })).toBeTruthy();
    expect(screen.getByText('Overall progress')).toBeTruthy();
    expect(screen.queryByText('Could not load your weekly reports')).toBeNull();

    // A download needs the server: it says so rather than failing.
    for (const name of ['Download all (PDF)', 'Download all (DOCX)']) {
      const download = screen.getByRole('button', { name });
      expect(download.getAttribute('aria-disabled')).toBe('true');
      expect(download.getAttribute('aria-describedby')).toBe('downloads-offline-hint');
    }
    expect(screen.getByText('Downloads need a connection.')).toBeTruthy();
  });

  it("opens another account's phone without this account's copy", async () => {
    signedInStudent();
    await visitOnline();
    const student = await storedSession.readUser();

    storedSession.saveUser({ ...student!, id: 6 });
    offline();
    const other = renderWithProviders(<WeeklyOverviewPage />);
    expect(await screen.findByText('Could not load your weekly reports')).toBeTruthy();
    expect(screen.queryByText(OFFLINE_NOTE)).toBeNull();
    other.unmount();

    storedSession.saveUser(student!);
    renderWithProviders(<WeeklyOverviewPage />);
    expect(await screen.findByText(OFFLINE_NOTE)).toBeTruthy();
  });

  it('reads again by itself when the connection returns', async () => {
    signedInStudent();
    await visitOnline();
    offline();
    const { queryClient } = renderWithProviders(<WeeklyOverviewPage />);
    const stop = refetchFailedWhenOnline(queryClient, window);
    await screen.findByRole('button', { name: 'Download all (PDF)' });
    expect(screen.getByText(OFFLINE_NOTE)).toBeTruthy();

    online();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(OFFLINE_NOTE)).toBeNull());
    const download = await screen.findByRole('button', { name: 'Download all (PDF)' });
    expect(download.hasAttribute('aria-disabled')).toBe(false);
    stop();
  });
});
