// @vitest-environment happy-dom
// The dashboard's recent days say what the Daily Reports page says of the same day (one rule).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { tileView } from '../../daily-report/tile-view';
import { dailyFixture } from '../../weekly-report/weekly-report.fixture';
import { RecentDailyReports } from './RecentDailyReports';

const days = [
  dailyFixture({ id: 1, date: '2026-01-05', hours_spent: 0, description: 'Absent: sick' }),
  dailyFixture({
    id: 2,
    date: '2026-01-06',
    hours_spent: 6.5,
    description: 'trouble shooting of DOL starter, contactor coil was burnt we replaced it',
  }),
  dailyFixture({
    id: 3,
    date: '2026-01-07',
    hours_spent: 8,
    description: 'Rewound the stator of a 15 kW motor and tested its insulation resistance.',
  }),
];

describe('RecentDailyReports', () => {
  it('words each day as the Daily Reports page does: full day, or short of one', async () => {
    renderWithProviders(<RecentDailyReports reports={days} />);
    const links = await screen.findAllByRole('link', { name: /·/ });
    const names = links.map((link) => link.getAttribute('aria-label') ?? link.textContent ?? '');
    expect(screen.getAllByText('Short day')).toHaveLength(2);
    expect(screen.getAllByText('Full day')).toHaveLength(1);
    expect(names.join('\n')).not.toMatch(/incomplete|complete\b/i);
    for (const day of days) {
      const view = tileView({
        date: day.date,
        label: day.date,
        status: 'completed',
        report: day,
        pending: null,
        hours: day.hours_spent,
        isFuture: false,
      });
      const link = links.find((candidate) => candidate.getAttribute('href')?.endsWith(day.date));
      expect(link?.textContent, day.date).toMatch(
        view.short ? /short of a full day/ : /, full day/,
      );
    }
  });

  it('words a 0-hour day on a public holiday as a public holiday, here and on its tile', async () => {
    const holiday = dailyFixture({
      id: 4,
      date: '2026-01-12',
      hours_spent: 0,
      description: 'Public holiday (Zanzibar Revolution Day): no work at the placement.',
    });
    renderWithProviders(<RecentDailyReports reports={[holiday]} />);
    const [link] = await screen.findAllByRole('link', { name: /·/ });
    expect(screen.getByText('Public holiday')).toBeTruthy();
    expect(link?.textContent).toMatch(/, public holiday/);
    const view = tileView({
      date: holiday.date,
      label: holiday.date,
      status: 'completed',
      report: holiday,
      pending: null,
      hours: 0,
      isFuture: false,
    });
    expect(view.short).toBe(false);
  });
});
