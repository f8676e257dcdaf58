import { describe, expect, it } from 'vitest';
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
  it('shows the hours of a logged day in green', () => {
    expect(tileView({ ...base, status: 'completed', hours: 7.5 })).toEqual({
      text: '7.5 h',
      description: 'Completed, 7.5 h',
      color: 'green',
    });
  });

  it('says when a logged day is only saved on this device', () => {
    const pending = { date: base.date, hours_spent: 8, description: 'x', savedAt: 1 };
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
