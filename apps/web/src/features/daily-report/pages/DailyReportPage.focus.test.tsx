// @vitest-environment happy-dom
// Where the keyboard focus goes after a Save (the day's form starts again from the saved values)
// and after a change of week: never to the page's top.
import { MESSAGES, type TDailyReport, type TDailyReportWeek } from '@ptlog/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storedSession } from '../../../lib/session';
import { fakeApi, networkDown } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { calendarFixture, dailyFixture } from '../../weekly-report/weekly-report.fixture';
import { DailyReportPage } from './DailyReportPage';

// The calendar's today is Wednesday 14 January 2026, in week 2 (12–16 January).
const WEDNESDAY = '2026-01-14';

function weekAnswer(week: number, results: TDailyReport[]): TDailyReportWeek {
  return {
    count: results.length,
    results,
    week_number: week,
    start_date: week === 1 ? '2026-01-05' : '2026-01-12',
    end_date: week === 1 ? '2026-01-09' : '2026-01-16',
    total_hours: results.reduce((sum, entry) => sum + entry.hours_spent, 0),
    week_locked: false,
  };
}

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

const saveButton = () => screen.getByRole('button', { name: 'Save' });

/** Types a day and presses Save from the keyboard: Tab from the description, then Enter. */
async function typeAndSave(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(await screen.findByRole('textbox', { name: /hours/i }), '8');
  await user.type(screen.getByRole('textbox', { name: /description/i }), 'Serviced a pump');
  await user.tab();
  expect(document.activeElement).toBe(saveButton());
  await user.keyboard('{Enter}');
}

describe('DailyReportPage and the keyboard focus', () => {
  it('keeps the focus on Save once the day is saved and its form starts again', async () => {
    signInAs(5);
    const saved = dailyFixture({
      id: 9,
      date: WEDNESDAY,
      week_number: 2,
      hours_spent: 8,
      description: 'Serviced a pump',
      updated_at: '2026-01-14T09:00:00.000Z',
    });
    fakeApi({
      'GET /calendar/': () => ({ body: calendarFixture() }),
      'GET /reports/daily/week/': () => ({ body: weekAnswer(2, []) }),
      'POST /reports/daily/': () => ({ status: 201, body: saved }),
    });
    const { user } = renderWithProviders(<DailyReportPage />);
    await typeAndSave(user);
    expect(await screen.findByText(MESSAGES.daily.saved)).toBeTruthy();

    await waitFor(() => expect(screen.getByText('Saved')).toBeTruthy());
    await waitFor(() => expect(document.activeElement).toBe(saveButton()));
    // The next Tab goes on from Save, not from the top of the page.
    await user.tab();
    expect(document.activeElement?.textContent).toContain('Open Week 2 Report');
  });

  it('keeps the focus on Save once a day is kept on the device for want of a network', async () => {
    signInAs(5);
    fakeApi({
      'GET /calendar/': () => ({ body: calendarFixture() }),
      'GET /reports/daily/week/': () => ({ body: weekAnswer(2, []) }),
      'POST /reports/daily/': networkDown,
    });
    const { user } = renderWithProviders(<DailyReportPage />);
    await typeAndSave(user);

    expect((await screen.findByRole('alert')).textContent).toContain('Report saved locally');
    await waitFor(() => expect(document.activeElement).toBe(saveButton()));
  });

  it('keeps the focus on the week when Previous week reaches week 1, and says which week shows', async () => {
    signInAs(5);
    fakeApi({
      'GET /calendar/': () => ({ body: calendarFixture() }),
      'GET /reports/daily/week/': (call) => ({
        body: weekAnswer(Number(call.query.get('week_number') ?? 2), []),
      }),
    });
    const { user } = renderWithProviders(<DailyReportPage />);
    const previous = await screen.findByRole('button', { name: 'Previous week' });
    const week = screen.getByRole('combobox', { name: 'Week' }) as HTMLSelectElement;
    expect(screen.queryByText(/ shown: /)).toBeNull();

    previous.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(week.value).toBe('1'));
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(week);
    // Said politely: a live region of role status, there before the change.
    const announced = screen.getByText('Week 1 shown: 5 Jan – 9 Jan');
    expect(announced.closest('[role="status"]')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(week.value).toBe('2'));
    expect(announced.textContent).toBe('Week 2 shown: 12 Jan – 16 Jan');
  });
});
