// @vitest-environment happy-dom
// A save whose answer is lost on the way back (the POST arrived, the phone never heard): the day
// waits on the device as 'Report saved locally', and the next Save of the day, online, is an
// edit of the copy already on the server (DESIGN §4.3), never 'already exists'.
import { MESSAGES, type TDailyReport } from '@ptlog/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineOutbox } from '../../../lib/offline-outbox';
import { storedSession } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { calendarFixture, dailyFixture } from '../../weekly-report/weekly-report.fixture';
import { DailyReportPage } from './DailyReportPage';

// The calendar's today is Wednesday 14 January 2026, in week 2 (12–16 January).
const TODAY = '2026-01-14';

function signIn() {
  storedSession.saveAccessToken('token-5');
  storedSession.saveUser({
    id: 5,
    username: 'student5',
    email: 'student5@example.test',
    first_name: 'Asha',
    last_name: 'Mushi',
    is_staff: false,
    profile_picture: null,
    language: 'en',
  });
}

/** One student's week 2 on a server whose first answer to a new day never reaches the phone. */
function serverLosingFirstAnswer(onServer: { day: TDailyReport | null }) {
  let answers = 0;
  const conflict = {
    status: 409,
    body: { detail: MESSAGES.daily.duplicateDate, code: 'conflict' },
  };
  return fakeApi({
    'GET /calendar/': () => ({ body: calendarFixture() }),
    'GET /reports/daily/week/': () => ({
      body: {
        count: onServer.day ? 1 : 0,
        results: onServer.day ? [onServer.day] : [],
        week_number: 2,
        start_date: '2026-01-12',
        end_date: '2026-01-16',
        total_hours: onServer.day?.hours_spent ?? 0,
        week_locked: false,
      },
    }),
    'POST /reports/daily/': (call) => {
      if (onServer.day) return conflict;
      const body = call.body as { hours_spent: number; description: string };
      onServer.day = dailyFixture({
        id: 9,
        date: TODAY,
        week_number: 2,
        hours_spent: body.hours_spent,
        description: body.description,
        created_at: '2026-01-14T08:59:00.000Z',
        updated_at: '2026-01-14T08:59:00.000Z',
      });
      answers += 1;
      // Stored, and the connection drops before the answer comes back.
      if (answers === 1) throw new TypeError('Failed to fetch');
      return { status: 201, body: onServer.day };
    },
    'PUT /reports/daily/9/': (call) => {
      if (!onServer.day) return { status: 404, body: { detail: 'Not found', code: 'not_found' } };
      onServer.day = {
        ...onServer.day,
        ...(call.body as object),
        updated_at: '2026-01-14T09:00:00.000Z',
      };
      return { body: onServer.day };
    },
  });
}

describe('DailyReportPage after a save whose answer was lost', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TODAY}T09:00:00`) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves the next Save of the day as an edit of the copy that arrived, once', async () => {
    signIn();
    const onServer: { day: TDailyReport | null } = { day: null };
    const server = serverLosingFirstAnswer(onServer);
    const { user } = renderWithProviders(<DailyReportPage />);
    const description = () => screen.getByRole('textbox', { name: /description/i });

    await user.type(await screen.findByRole('textbox', { name: /hours/i }), '7');
    await user.click(description());
    await user.paste('First version of the day');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Report saved locally');
    expect(onServer.day?.description).toBe('First version of the day');

    // Still online: the student changes the text and saves again.
    await user.clear(description());
    await user.paste('Second version of the day');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.daily.saved)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.daily.duplicateDate)).toBeNull();
    expect(onServer.day?.description).toBe('Second version of the day');
    expect(server.callsTo('PUT /reports/daily/9/').map((call) => call.body)).toEqual([
      { hours_spent: 7, description: 'Second version of the day' },
    ]);
    // The stale copy is gone: nothing replays the first version later, nothing is pending.
    expect(offlineOutbox.list()).toEqual([]);
    await waitFor(() => expect(screen.queryByText('Report saved locally')).toBeNull());
    expect((description() as HTMLTextAreaElement).value).toBe('Second version of the day');
    expect(screen.queryByText(/Not saved yet/)).toBeNull();
  });

  it('leaves a copy written elsewhere since then alone: the duplicate date is said', async () => {
    signIn();
    const onServer: { day: TDailyReport | null } = { day: null };
    const server = serverLosingFirstAnswer(onServer);
    const { user } = renderWithProviders(<DailyReportPage />);
    const description = () => screen.getByRole('textbox', { name: /description/i });

    await user.type(await screen.findByRole('textbox', { name: /hours/i }), '7');
    await user.click(description());
    await user.paste('First version of the day');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Report saved locally');
    // Meanwhile the day is rewritten on another device, after this one kept its copy.
    onServer.day = {
      ...onServer.day!,
      description: 'Written on the laptop',
      updated_at: '2026-01-14T10:00:00.000Z',
    };

    await user.clear(description());
    await user.paste('Second version of the day');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
        expect.stringContaining(MESSAGES.daily.duplicateDate),
      ),
    );
    expect(server.callsTo('PUT /reports/daily/9/')).toEqual([]);
    expect(onServer.day?.description).toBe('Written on the laptop');
  });
});
