import { describe, expect, it } from 'vitest';
import { dailyFixture } from '../weekly-report/weekly-report.fixture';
import type { TDayTile } from './daily-week';
import { tileView } from './tile-view';

const base: TDayTile = {
  date: '2025-07-21',
  label: 'Monday 21 Jul',
  status: 'upcoming',
  report: null,
  pending: null,
  hours: null,
  isFuture: true,
};

describe('tileView', () => {
  const full = 'Rewound the stator of a 15 kW motor and tested its insulation resistance.';
  const logged = (hours: number, description: string) =>
    dailyFixture({ hours_spent: hours, description });

  it('shows the hours of a logged day in green', () => {
    expect(tileView({ ...base, status: 'completed', hours: 8, report: logged(8, full) })).toEqual({
      text: '8 h',
      description: 'Saved, 8 h',
      color: 'green',
      short: false,
    });
  });

  it('marks a day short of a healthy one: under 8 hours, or 50 characters or fewer', () => {
    const SHORT = 'Short of a full day: at least 8 hours, described in more than 50 characters.';
    const view = tileView({ ...base, status: 'completed', hours: 7.5, report: logged(7.5, full) });
    expect(view).toMatchObject({ short: true, description: `Saved, 7.5 h. ${SHORT}` });
    const thin = logged(8, 'Worked in the workshop all day long, helping out.');
    expect(tileView({ ...base, status: 'completed', hours: 8, report: thin }).short).toBe(true);
  });

  it('says when a logged day is only saved on this device', () => {
    const pending = { date: base.date, hours_spent: 8, description: full, savedAt: 1 };
    expect(tileView({ ...base, status: 'completed', hours: 8, pending }).description).toBe(
      'Saved on this device, waiting to sync, 8 h',
    );
  });

  it('labels today, a missed day in red and a future day', () => {
    expect(tileView({ ...base, status: 'today' })).toMatchObject({ text: 'Today' });
    expect(tileView({ ...base, status: 'missed' })).toMatchObject({
      text: 'Pending',
      color: 'red',
    });
    expect(tileView(base)).toMatchObject({ text: 'Pending', color: 'gray' });
  });
});
