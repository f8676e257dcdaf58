import { describe, expect, it } from 'vitest';
import {
  collegeHeading,
  dailyLogRows,
  isReadOnly,
  logTotal,
  parseWeekParam,
  withPendingDays,
} from './report-view';
import { weeklyFixture } from './weekly-report.fixture';

describe('parseWeekParam', () => {
  it('accepts the weeks 1..8', () => {
    expect(parseWeekParam('1')).toBe(1);
    expect(parseWeekParam('8')).toBe(8);
  });

  it('refuses anything else', () => {
    for (const value of [undefined, '', '0', '9', 'abc', '2.5', ' 3', '1e0', '-1']) {
      expect(parseWeekParam(value)).toBeNull();
    }
  });
});

describe('dailyLogRows', () => {
  it('lists Monday to Friday with their dates, descriptions and hours', () => {
    const rows = dailyLogRows(
      weeklyFixture({ daily_monday: 'Wiring', hours_monday: 8, hours_friday: 4.5 }),
    );
    expect(rows.map((row) => row.label)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
    expect(rows[0]).toMatchObject({ date: '2026-01-05', description: 'Wiring', hours: 8 });
    expect(rows[4]).toMatchObject({ date: '2026-01-09', description: '', hours: 4.5 });
  });

  it('leaves dates empty when the week has none', () => {
    expect(dailyLogRows(weeklyFixture({ start_date: '' }))[0]!.date).toBe('');
  });
});

describe('isReadOnly', () => {
  it('locks submitted and approved weeks only', () => {
    expect(isReadOnly('DRAFT')).toBe(false);
    expect(isReadOnly('SUBMITTED')).toBe(true);
    expect(isReadOnly('APPROVED')).toBe(true);
  });
});

describe('collegeHeading', () => {
  it('names the college of the program', () => {
    expect(collegeHeading('ELECTRICAL')).toBe('College of Engineering and Technology (CoET)');
    expect(collegeHeading('MINING')).toMatch(/SoMG/);
  });

  it('is null for an unknown or missing program', () => {
    expect(collegeHeading(null)).toBeNull();
    expect(collegeHeading('ASTROLOGY')).toBeNull();
  });
});

describe('logTotal', () => {
  const report = weeklyFixture({
    total_hours: 16,
    daily_monday: 'Panel wiring',
    hours_monday: 8,
    daily_tuesday: 'Cable trays',
    hours_tuesday: 8,
  });
  const saved = dailyLogRows(report);

  it('is the saved total when nothing waits in the outbox', () => {
    expect(logTotal(16, saved, withPendingDays(saved, []))).toEqual({ hours: 16, unsynced: 0 });
  });

  it('counts a waiting day at its local hours, in place of the saved ones, and says how many', () => {
    const shown = withPendingDays(saved, [
      { date: '2026-01-05', hours_spent: 6, description: 'Panel wiring, shorter day' },
      { date: '2026-01-07', hours_spent: 7.5, description: 'Transformer test' },
    ]);
    expect(logTotal(16, saved, shown)).toEqual({ hours: 21.5, unsynced: 13.5 });
  });
});
