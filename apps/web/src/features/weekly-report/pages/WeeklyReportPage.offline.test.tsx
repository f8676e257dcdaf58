// @vitest-environment happy-dom
// A week's log book page opened without a network (flaky mobile data): the copy of the week kept
// on this device by the last visit, said to be one, with what needs the server waiting for it.
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { refetchFailedWhenOnline } from '../../../app/query-client';
import { QUERY_DEFAULTS } from '../../../app/query-defaults';
import { storedSession } from '../../../lib/session';
import { fakeApi, networkDown, type TFakeHandler } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { calendarFixture, weeklyFixture } from '../weekly-report.fixture';
import { WeeklyReportPage } from './WeeklyReportPage';

const WEEK = 'GET /reports/weekly/week/1/';
const OFFLINE_COPY = 'You are offline: this is the copy kept on this device.';
/** The note (its time follows the sentence). */
const OFFLINE_NOTE = /^You are offline: this is the copy kept on this device\./;
/** Offline with no copy of the week on this device: the page says so, not "Network error". */
const NOT_KEPT =
  'Week 1 has not been kept on this device yet. It will show here once you are online again.';
const NEEDS_CONNECTION =
  'Enhance with AI, Reset to Original, Submit Week and Export need a connection.';
const SUMMARY = 'Serviced the boiler feed pump and replaced its gland packing.';

// The page's own retries without their delays: the test waits for what the student sees.
const noDelayClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS.queries, retry: false, retryDelay: 0 },
      mutations: { ...QUERY_DEFAULTS.mutations, retry: false },
    },
  });

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/weekly-report/:weekNumber" element={<WeeklyReportPage />} />
    </Routes>,
    { session: true, initialEntries: ['/weekly-report/1'], queryClient: noDelayClient() },
  );

/** The page for the student signed in on this phone (account 5), on a server of `routes`. */
function renderWeekPage(routes: Record<string, TFakeHandler>) {
  const server = fakeApi({ ...signedInStudent(), ...routes });
  return { ...renderPage(), server };
}

const online = (summary = SUMMARY) => ({
  'GET /calendar/': () => ({ body: calendarFixture() }),
  [WEEK]: () => ({ body: weeklyFixture({ summary }) }),
});
const offline = { 'GET /calendar/': networkDown, [WEEK]: networkDown };

/** Week 1 read online once, then the page closed: its copy is kept on the device. */
async function visitOnline() {
  const visit = renderWeekPage(online());
  await screen.findByText(SUMMARY);
  visit.unmount();
  window.dispatchEvent(new Event('pagehide'));
}

const button = (name: string) => screen.getByRole('button', { name });

describe('WeeklyReportPage without a network', () => {
  it('opens from the copy of the week kept on this device by the last visit', async () => {
    await visitOnline();

    renderWeekPage(offline);
    const note = await screen.findByRole('status');
    expect(note.textContent).toMatch(new RegExp(`^${OFFLINE_COPY} Last updated .+\\.$`));
    expect(screen.getByText(SUMMARY)).toBeTruthy();
    expect(screen.queryByText('Could not load this weekly report')).toBeNull();

    // What needs the server says so instead of failing; the summary can still be edited (its
    // save waits in the outbox).
    expect(screen.getByText(NEEDS_CONNECTION)).toBeTruthy();
    for (const name of ['Enhance with AI', 'Reset to Original', 'Submit Week', 'Export']) {
      expect(button(name).getAttribute('aria-disabled')).toBe('true');
      expect(button(name).getAttribute('aria-describedby')).toBe('offline-hint');
    }
    expect(button('Edit Report').hasAttribute('disabled')).toBe(false);
  });

  it('keeps the summary saved on the page in the copy, though the week is not read again', async () => {
    const saved = 'Aligned the conveyor drive and tensioned its belt.';
    const visit = renderWeekPage({
      ...online(),
      'PUT /reports/weekly/week/1/': () => ({ body: weeklyFixture({ summary: saved }) }),
    });
    await visit.user.click(await screen.findByRole('button', { name: 'Edit Report' }));
    const field = screen.getByRole('textbox', { name: 'Summary' });
    await visit.user.clear(field);
    await visit.user.type(field, saved);
    await visit.user.click(button('Save Changes'));
    await screen.findByText(saved);
    expect(visit.server.callsTo(WEEK)).toHaveLength(1);
    visit.unmount();

    renderWeekPage(offline);
    expect(await screen.findByText(saved)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(OFFLINE_COPY);
  });

  it("never opens from another account's kept copy", async () => {
    await visitOnline();
    const student = await storedSession.readUser();

    // Another student signs in on this phone, offline.
    storedSession.saveUser({ ...student!, id: 6 });
    fakeApi({ 'GET /auth/profile/': networkDown, ...offline });
    const other = renderPage();
    expect(await screen.findByText(NOT_KEPT)).toBeTruthy();
    expect(screen.queryByText(SUMMARY)).toBeNull();
    expect(screen.queryByText(OFFLINE_NOTE)).toBeNull();
    other.unmount();

    // The first student again: their own copy.
    renderWeekPage(offline);
    expect(await screen.findByText(SUMMARY)).toBeTruthy();
  });

  it('shows a refusal by the server as it is: the kept copy stands in for no network only', async () => {
    await visitOnline();
    const { user } = renderWeekPage({
      ...offline,
      [WEEK]: () => ({ status: 500, body: { detail: 'Something went wrong' } }),
    });
    expect(await screen.findByText('Could not load this weekly report')).toBeTruthy();
    expect(screen.queryByText(SUMMARY)).toBeNull();

    fakeApi({ ...signedInStudent(), ...offline });
    await user.click(button('Retry'));
    expect(await screen.findByText(SUMMARY)).toBeTruthy();
    expect(screen.getByText(OFFLINE_NOTE)).toBeTruthy();
  });

  it('ignores a kept copy that is not a week', async () => {
    await visitOnline();
    const key = `kept_answers:${storedSession.readUserId()}`;
    const kept = JSON.parse(localStorage.getItem(key) ?? '{}');
    localStorage.setItem(key, JSON.stringify({ ...kept, 'weekly-week:1': { summary: SUMMARY } }));

    const broken = renderWeekPage(offline);
    expect(await screen.findByText(NOT_KEPT)).toBeTruthy();
    expect(screen.queryByText(SUMMARY)).toBeNull();
    broken.unmount();

    // The next visit online keeps a good copy in its place.
    await visitOnline();
    renderWeekPage(offline);
    expect(await screen.findByText(SUMMARY)).toBeTruthy();
  });

  it('reads the week again by itself when the connection returns, showing the copy meanwhile', async () => {
    await visitOnline();
    const { queryClient } = renderWeekPage(offline);
    const stop = refetchFailedWhenOnline(queryClient, window);
    await screen.findByText(OFFLINE_NOTE);

    const newer = 'Rewound the stator of the crusher motor.';
    let answer: (value: { body: unknown }) => void = () => undefined;
    const server = fakeApi({
      ...signedInStudent(),
      ...online(newer),
      [WEEK]: () => new Promise((resolve) => (answer = resolve)),
    });
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(server.callsTo(WEEK)).toHaveLength(1));
    // While it asks, the copy stays (no skeleton: an open editor would be lost).
    expect(screen.getByText(SUMMARY)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();

    answer({ body: weeklyFixture({ summary: newer }) });
    expect(await screen.findByText(newer)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(OFFLINE_NOTE)).toBeNull());
    expect(screen.queryByText(NEEDS_CONNECTION)).toBeNull();
    expect(button('Enhance with AI').hasAttribute('aria-disabled')).toBe(false);
    stop();
  });
});
