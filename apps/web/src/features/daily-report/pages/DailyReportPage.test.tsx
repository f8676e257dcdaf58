// @vitest-environment happy-dom
import { MESSAGES, type TDailyReport, type TDailyReportWeek } from '@ptlog/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storedSession } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { calendarFixture, dailyFixture } from '../../weekly-report/weekly-report.fixture';
import { DailyReportPage } from './DailyReportPage';

// The calendar's today is Wednesday 14 January 2026, in week 2 (12–16 January).
const MONDAY = '2026-01-12';
const WEDNESDAY = '2026-01-14';

function weekTwo(results: TDailyReport[], weekLocked = false): TDailyReportWeek {
  return {
    count: results.length,
    results,
    week_number: 2,
    start_date: MONDAY,
    end_date: '2026-01-16',
    total_hours: results.reduce((sum, entry) => sum + entry.hours_spent, 0),
    week_locked: weekLocked,
  };
}

function serveWeek(week: TDailyReportWeek, saved?: TDailyReport) {
  return fakeApi({
    'GET /calendar/': () => ({ body: calendarFixture() }),
    'GET /reports/daily/week/': () => ({ body: week }),
    ...(saved ? { 'POST /reports/daily/': () => ({ status: 201, body: saved }) } : {}),
  });
}

const RESTORED =
  'Not saved yet: the text you typed earlier, kept on this device. Tap Save to send it.';

/** The account signed in on this browser, as the session stores it. */
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

const dayTile = (dayMonth: string) => screen.getByRole('button', { name: new RegExp(dayMonth) });
const hoursField = () => screen.getByRole('textbox', { name: /hours/i }) as HTMLInputElement;
const descriptionField = () =>
  screen.getByRole('textbox', { name: /description/i }) as HTMLTextAreaElement;

describe('DailyReportPage', () => {
  it('says at once that an empty day of a submitted week cannot be logged', async () => {
    const monday = dailyFixture({
      date: MONDAY,
      week_number: 2,
      is_submitted: true,
      is_editable: false,
    });
    const server = serveWeek(weekTwo([monday], true));
    const { user } = renderWithProviders(<DailyReportPage />);

    // Wednesday, today, has no report: no form to type into, and why.
    expect(await screen.findByText(MESSAGES.weekly.locked)).toBeTruthy();
    expect(screen.getByText('No work was logged for this day.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /hours/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    // Monday's report reads as submitted; nothing is ever sent.
    await user.click(dayTile('12 Jan'));
    expect(await screen.findByText(MESSAGES.daily.submitted)).toBeTruthy();
    expect(server.callsTo('POST /reports/daily/')).toEqual([]);
  });

  it('offers the form for an empty day of an open week', async () => {
    serveWeek(weekTwo([]));
    renderWithProviders(<DailyReportPage />);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.weekly.locked)).toBeNull();
  });

  it('keeps what was typed on a day while another day is open, until it is saved', async () => {
    const saved = dailyFixture({
      id: 9,
      date: WEDNESDAY,
      week_number: 2,
      hours_spent: 6,
      description: 'Half-typed note',
      updated_at: '2026-01-14T09:00:00.000Z',
    });
    signInAs(5);
    serveWeek(weekTwo([]), saved);
    const { user } = renderWithProviders(<DailyReportPage />);

    await user.type(await screen.findByRole('textbox', { name: /hours/i }), '6');
    await user.type(descriptionField(), '  Half-typed note');
    await user.click(dayTile('13 Jan'));
    await waitFor(() => expect(descriptionField().value).toBe(''));
    expect(hoursField().value).toBe('');

    await user.click(dayTile('14 Jan'));
    await waitFor(() => expect(descriptionField().value).toBe('  Half-typed note'));
    expect(hoursField().value).toBe('6');

    // Once saved, the day shows what the server kept (trimmed), not the typed copy.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.daily.saved)).toBeTruthy();
    await user.click(dayTile('13 Jan'));
    await user.click(dayTile('14 Jan'));
    await waitFor(() => expect(descriptionField().value).toBe('Half-typed note'));
  });

  it('keeps unsaved text across a reload for the account that typed it, and no other', async () => {
    signInAs(5);
    serveWeek(weekTwo([]));
    const first = renderWithProviders(<DailyReportPage />);
    await first.user.type(await screen.findByRole('textbox', { name: /hours/i }), '7');
    await first.user.type(descriptionField(), 'Typed, not saved');
    first.unmount();

    // Another student on the same phone opens the same day: nothing of it.
    signInAs(6);
    const other = renderWithProviders(<DailyReportPage />);
    await screen.findByRole('textbox', { name: /description/i });
    expect(descriptionField().value).toBe('');
    expect(screen.queryByText(RESTORED)).toBeNull();
    other.unmount();

    // The same student again (a reload, Back, a sign-in after the idle sign-out): all of it.
    signInAs(5);
    renderWithProviders(<DailyReportPage />);
    await waitFor(() => expect(descriptionField().value).toBe('Typed, not saved'));
    expect(hoursField().value).toBe('7');
    expect(screen.getByText(RESTORED)).toBeTruthy();
  });

  it('drops the unsaved text once it says what is saved again', async () => {
    signInAs(5);
    serveWeek(weekTwo([]));
    const { user } = renderWithProviders(<DailyReportPage />);
    await user.type(await screen.findByRole('textbox', { name: /description/i }), 'Oops');
    expect(window.localStorage.getItem('unsaved_drafts:5')).toContain('Oops');
    await user.clear(descriptionField());
    expect(window.localStorage.getItem('unsaved_drafts:5')).toBeNull();
  });

  it('says when a re-read of the week failed and the days shown are older', async () => {
    let down = false;
    fakeApi({
      'GET /calendar/': () => ({ body: calendarFixture() }),
      'GET /reports/daily/week/': () =>
        down
          ? { status: 500, body: { detail: 'Server error' } }
          : { body: weekTwo([dailyFixture({ date: MONDAY, week_number: 2 })]) },
    });
    const { queryClient } = renderWithProviders(<DailyReportPage />);
    await screen.findByRole('button', { name: /12 Jan/ });
    expect(screen.queryByText(/^Could not refresh\./)).toBeNull();
    down = true;
    await queryClient.invalidateQueries();
    expect(await screen.findByText(/^Could not refresh\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: /12 Jan/ })).toBeTruthy();
  });
});
