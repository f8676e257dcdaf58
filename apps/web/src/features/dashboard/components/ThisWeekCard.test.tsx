// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import {
  calendarFixture,
  dailyFixture,
  weeklyFixture,
} from '../../weekly-report/weekly-report.fixture';
import { ThisWeekCard } from './ThisWeekCard';

// Thursday of week 2 (12–16 Jan 2026): Monday and Wednesday logged; week 1 has a day but no report.
const calendar = calendarFixture({ today: '2026-01-15' });
const days = [
  dailyFixture({ id: 1, date: '2026-01-09', week_number: 1 }),
  dailyFixture({ id: 2, date: '2026-01-12', week_number: 2 }),
  dailyFixture({ id: 3, date: '2026-01-14', week_number: 2 }),
];

function serve(reports = [weeklyFixture({ week_number: 1, status: 'DRAFT' })]) {
  return fakeApi({
    'GET /reports/daily/': () => ({ body: { count: days.length, results: days } }),
    'GET /reports/weekly/': () => ({ body: { count: reports.length, results: reports } }),
  });
}

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('ThisWeekCard', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("shows the week's days logged, each missing day up to today as a link, and one next step", async () => {
    const { calls } = serve();
    renderWithProviders(<ThisWeekCard calendar={calendar} />);
    expect(screen.getByRole('progressbar', { name: 'Loading this week' })).toBeTruthy();
    expect(await screen.findByText('2 of 5 days logged')).toBeTruthy();
    expect(screen.getByText('Week 2 · 12 Jan – 16 Jan')).toBeTruthy();
    expect(hrefOf('Log Tuesday 13 Jan')).toBe('/daily-report?week=2&date=2026-01-13');
    expect(hrefOf('Log Thursday 15 Jan')).toBe('/daily-report?week=2&date=2026-01-15');
    // Friday is still to come: not missing.
    expect(screen.queryByRole('link', { name: /Friday/ })).toBeNull();
    expect(hrefOf('Log Tuesday')).toBe('/daily-report?week=2&date=2026-01-13');
    expect(screen.getByText(/Week 1 is not submitted yet\./)).toBeTruthy();
    expect(hrefOf('Open week 1')).toBe('/weekly-report/1');
    // The roadmap's two calls, nothing of its own.
    expect(calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual([
      'GET /reports/daily/',
      'GET /reports/weekly/',
    ]);
  });

  it('says all caught up when nothing is due, in Kiswahili too', async () => {
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    serve([weeklyFixture({ week_number: 1, status: 'SUBMITTED' })]);
    renderWithProviders(<ThisWeekCard calendar={calendarFixture({ today: '2026-01-12' })} />);
    expect(await screen.findByText('Siku 2 kati ya 5 zimejazwa')).toBeTruthy();
    expect(screen.getByText('Umekamilisha yote ya wiki hii kwa sasa.')).toBeTruthy();
    expect(screen.queryByText(/haijawasilishwa/)).toBeNull();
  });

  it('names several earlier weeks as a list, in either language', async () => {
    serve([]);
    const { unmount } = renderWithProviders(
      <ThisWeekCard calendar={calendarFixture({ today: '2026-01-21' })} />,
    );
    expect(await screen.findByText(/Weeks 1 and 2 are not submitted yet\./)).toBeTruthy();
    unmount();
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    renderWithProviders(<ThisWeekCard calendar={calendarFixture({ today: '2026-01-21' })} />);
    expect(await screen.findByText(/Wiki 1 na 2 bado hazijawasilishwa\./)).toBeTruthy();
  });

  it('before the placement starts, says when it starts', async () => {
    serve([]);
    renderWithProviders(<ThisWeekCard calendar={calendarFixture({ today: '2026-01-02' })} />);
    expect(await screen.findByText(/Your placement starts on Monday 5 Jan\./)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
