// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import {
  calendarFixture,
  dailyFixture,
  signoffFixture,
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

/** Monday to Friday of each of the given weeks, logged. */
const fullWeeks = (...weeks: number[]) =>
  weeks.flatMap((week) =>
    calendar.weeks[week - 1]!.days.map((date, index) =>
      dailyFixture({ id: week * 10 + index, date, week_number: week }),
    ),
  );

function serve(reports = [weeklyFixture({ week_number: 1, status: 'DRAFT' })], logged = days) {
  return fakeApi({
    'GET /reports/daily/': () => ({ body: { count: logged.length, results: logged } }),
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
    const approved = weeklyFixture({
      week_number: 1,
      status: 'APPROVED',
      signoff: signoffFixture({ state: 'approved' }),
    });
    serve([approved]);
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

  it('on a filled-in draft week, the next step submits it: a link to the week at its Submit button', async () => {
    const finished = weeklyFixture({
      week_number: 2,
      summary: 'Rewound motors.',
      main_job_title: 'Motor rewinding',
    });
    serve([finished], fullWeeks(2));
    renderWithProviders(<ThisWeekCard calendar={calendarFixture({ today: '2026-01-16' })} />);
    expect(await screen.findByText('5 of 5 days logged')).toBeTruthy();
    expect(hrefOf('Submit week 2')).toBe('/weekly-report/2#submit');
    expect(screen.queryByText('All caught up for this week.')).toBeNull();
  });

  it('names the oldest earlier week filled in but not submitted, how many more, and the returned ones', async () => {
    const reports = [
      weeklyFixture({ week_number: 1, signoff: signoffFixture({ state: 'returned' }) }),
      weeklyFixture({ week_number: 3, status: 'DRAFT' }),
    ];
    // Week 5: week 1 returned, weeks 2, 3 and 4 filled in (2 and 4 with no report yet).
    serve(reports, fullWeeks(1, 2, 3, 4));
    const { unmount } = renderWithProviders(
      <ThisWeekCard calendar={calendarFixture({ today: '2026-02-02' })} />,
    );
    expect(
      await screen.findByText('Week 2 and 2 more weeks are filled in but not submitted.'),
    ).toBeTruthy();
    expect(hrefOf('Submit week 2')).toBe('/weekly-report/2#submit');
    expect(screen.getByText('Week 1 was returned: see the comments.')).toBeTruthy();
    expect(hrefOf('Open week 1')).toBe('/weekly-report/1');
    // Neither is also named as "not submitted yet".
    expect(screen.queryByText(/not submitted yet/)).toBeNull();
    unmount();
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    renderWithProviders(<ThisWeekCard calendar={calendarFixture({ today: '2026-02-02' })} />);
    expect(
      await screen.findByText('Wiki 2 na wiki nyingine 2 zimejazwa lakini hazijawasilishwa.'),
    ).toBeTruthy();
    expect(hrefOf('Wasilisha wiki 2')).toBe('/weekly-report/2#submit');
    expect(screen.getByText('Wiki 1 imerudishwa: soma maoni.')).toBeTruthy();
  });

  it('one filled-in week is named alone, in either language', async () => {
    serve([], fullWeeks(1));
    const { unmount } = renderWithProviders(<ThisWeekCard calendar={calendar} />);
    expect(await screen.findByText('Week 1 is filled in but not submitted.')).toBeTruthy();
    unmount();
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    renderWithProviders(<ThisWeekCard calendar={calendar} />);
    expect(await screen.findByText('Wiki 1 imejazwa lakini haijawasilishwa.')).toBeTruthy();
  });

  describe('weeks the supervisor has not signed', () => {
    // Monday of week 8 (23 Feb 2026), 09:00 EAT; only Date is faked (the queries keep their timers).
    const monday8 = calendarFixture({ today: '2026-02-23' });
    const submitted = (week_number: number) => weeklyFixture({ week_number, status: 'SUBMITTED' });
    const approved = (week_number: number) =>
      weeklyFixture({
        week_number,
        status: 'APPROVED',
        signoff: signoffFixture({ state: 'approved' }),
      });
    const reports = [
      approved(1),
      submitted(2),
      // Sent on 3 Feb; the link expired on 17 Feb.
      weeklyFixture({
        week_number: 3,
        status: 'SUBMITTED',
        signoff: signoffFixture({
          state: 'sent',
          sent_at: '2026-02-03T07:00:00Z',
          expires_at: '2026-02-17T07:00:00Z',
        }),
      }),
      submitted(4),
      weeklyFixture({
        week_number: 5,
        status: 'SUBMITTED',
        signoff: signoffFixture({
          state: 'sent',
          sent_at: '2026-02-20T08:00:00Z',
          expires_at: '2026-03-06T08:00:00Z',
        }),
      }),
      submitted(6),
      approved(7),
    ];

    afterEach(() => {
      vi.useRealTimers();
    });

    it('names the weeks not signed with a link to send the oldest, and the week waiting', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-02-23T06:00:00Z'));
      serve(reports, fullWeeks(1, 2, 3, 4, 5, 6, 7));
      const { unmount } = renderWithProviders(<ThisWeekCard calendar={monday8} />);
      expect(
        await screen.findByText('Weeks 2, 3, 4 and 6 are not signed by your supervisor yet.'),
      ).toBeTruthy();
      expect(hrefOf('Send week 2')).toBe('/weekly-report/2');
      expect(
        screen.getByText('Week 5 is waiting for your supervisor (sent 3 days ago).'),
      ).toBeTruthy();
      unmount();
      await stringsReady('sw');
      await i18n.changeLanguage('sw');
      renderWithProviders(<ThisWeekCard calendar={monday8} />);
      expect(
        await screen.findByText('Wiki 2, 3, 4 na 6 bado hazijasainiwa na msimamizi wako.'),
      ).toBeTruthy();
      expect(hrefOf('Tuma wiki 2')).toBe('/weekly-report/2');
      expect(
        screen.getByText('Wiki 5 inasubiri msimamizi wako (ilitumwa siku 3 zilizopita).'),
      ).toBeTruthy();
    });

    it('is not all caught up while an earlier week is not sent, though this week is', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-02-23T06:00:00Z'));
      const today = fullWeeks(8).slice(0, 1);
      serve([approved(1), submitted(2)], [...fullWeeks(1, 2), ...today]);
      renderWithProviders(<ThisWeekCard calendar={monday8} />);
      expect(await screen.findByText('Week 2 is not signed by your supervisor yet.')).toBeTruthy();
      expect(screen.getByText('Week 8 is up to date. Earlier weeks still need you:')).toBeTruthy();
      expect(screen.queryByText('All caught up for this week.')).toBeNull();
    });

    it("this week submitted: the step sends it from the week's page", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-02-27T12:00:00Z'));
      serve([submitted(8)], fullWeeks(8));
      renderWithProviders(<ThisWeekCard calendar={calendarFixture({ today: '2026-02-27' })} />);
      expect(await screen.findByText('5 of 5 days logged')).toBeTruthy();
      expect(hrefOf('Send week 8 to your supervisor')).toBe('/weekly-report/8');
      expect(screen.queryByText('All caught up for this week.')).toBeNull();
    });

    it('after the placement, says every week is signed only once all are approved', async () => {
      const after = calendarFixture({ today: '2026-03-02' });
      serve([approved(7), submitted(8)], fullWeeks(7, 8));
      const { unmount } = renderWithProviders(<ThisWeekCard calendar={after} />);
      expect(await screen.findByText('Week 8 is not signed by your supervisor yet.')).toBeTruthy();
      expect(screen.queryByText(/Every week you logged/)).toBeNull();
      unmount();
      serve([approved(7), approved(8)], fullWeeks(7, 8));
      renderWithProviders(<ThisWeekCard calendar={after} />);
      expect(
        await screen.findByText('Every week you logged is signed by your supervisor.'),
      ).toBeTruthy();
    });
  });

  it('before the placement starts, says when it starts', async () => {
    serve([]);
    renderWithProviders(<ThisWeekCard calendar={calendarFixture({ today: '2026-01-02' })} />);
    expect(await screen.findByText(/Your placement starts on Monday 5 Jan\./)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
