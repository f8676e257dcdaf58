import type { TDailyReport, TPlacementCalendar } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import {
  buildDayTiles,
  defaultDayOf,
  parseWeekParam,
  resolveSelection,
  type TPendingDaily,
  weekSummary,
} from './daily-week';

const week1 = {
  week_number: 1,
  start_date: '2025-07-21',
  end_date: '2025-07-25',
  days: ['2025-07-21', '2025-07-22', '2025-07-23', '2025-07-24', '2025-07-25'],
};
const week2 = {
  week_number: 2,
  start_date: '2025-07-28',
  end_date: '2025-08-01',
  days: ['2025-07-28', '2025-07-29', '2025-07-30', '2025-07-31', '2025-08-01'],
};

const calendar: TPlacementCalendar = {
  start_date: '2025-07-21',
  end_date: '2025-09-12',
  current_week: 2,
  today: '2025-07-30',
  weeks: [week1, week2],
};

function report(date: string, hours: number, extra: Partial<TDailyReport> = {}): TDailyReport {
  return {
    id: Number(date.replaceAll('-', '')),
    date,
    week_number: 1,
    description: 'Worked on the conveyor belt motor',
    hours_spent: hours,
    is_submitted: false,
    is_editable: true,
    student_name: 'Asha Mushi',
    skills_learned: '',
    challenges_faced: '',
    supervisor_feedback: '',
    created_at: `${date}T08:00:00Z`,
    updated_at: `${date}T08:00:00Z`,
    ...extra,
  };
}

const pending = (date: string, hours: number): TPendingDaily => ({
  date,
  hours_spent: hours,
  description: 'Saved offline',
  savedAt: 1,
});

describe('buildDayTiles', () => {
  it('marks reported, today, missed and future days', () => {
    const tiles = buildDayTiles({
      days: week2.days,
      reports: [report('2025-07-28', 8)],
      pending: [],
      today: '2025-07-30',
    });
    expect(tiles.map((tile) => tile.status)).toEqual([
      'completed',
      'missed',
      'today',
      'upcoming',
      'upcoming',
    ]);
    expect(tiles[0]).toMatchObject({ label: 'Monday 28 Jul', hours: 8, isFuture: false });
    expect(tiles[1]!.hours).toBeNull();
    expect(tiles.map((tile) => tile.isFuture)).toEqual([false, false, false, true, true]);
  });

  it('shows a copy waiting on this device as completed, with its hours over the saved ones', () => {
    const tiles = buildDayTiles({
      days: week2.days,
      reports: [report('2025-07-28', 8)],
      pending: [pending('2025-07-28', 6.5), pending('2025-07-29', 4)],
      today: '2025-07-30',
    });
    expect(tiles[0]).toMatchObject({ status: 'completed', hours: 6.5 });
    expect(tiles[0]!.pending).not.toBeNull();
    expect(tiles[1]).toMatchObject({ status: 'completed', hours: 4, report: null });
  });
});

describe('weekSummary', () => {
  it('adds the hours, counts the days and words the status', () => {
    const tiles = buildDayTiles({
      days: week2.days,
      reports: [report('2025-07-28', 8), report('2025-07-30', 7.5)],
      pending: [pending('2025-07-29', 0)],
      today: '2025-07-30',
    });
    expect(weekSummary(tiles, '2025-07-30')).toEqual({
      totalHours: 15.5,
      completedDays: 3,
      statusLabel: 'Today Active',
    });
  });

  it('says Week Complete! with all five days, Week Ended for a past week short of it', () => {
    const all = buildDayTiles({
      days: week1.days,
      reports: week1.days.map((day) => report(day, 8)),
      pending: [],
      today: '2025-07-30',
    });
    expect(weekSummary(all, '2025-07-30')).toMatchObject({
      totalHours: 40,
      completedDays: 5,
      statusLabel: 'Week Complete!',
    });
    const none = buildDayTiles({ days: week1.days, reports: [], pending: [], today: '2025-07-30' });
    expect(weekSummary(none, '2025-07-30')).toEqual({
      totalHours: 0,
      completedDays: 0,
      statusLabel: 'Week Ended',
    });
  });

  it('says Upcoming for a week that has not begun and In Progress within it', () => {
    const later = buildDayTiles({
      days: week2.days,
      reports: [],
      pending: [],
      today: '2025-07-23',
    });
    expect(weekSummary(later, '2025-07-23').statusLabel).toBe('Upcoming');
    const current = buildDayTiles({
      days: week2.days,
      reports: [report('2025-07-28', 8)],
      pending: [],
      today: '2025-07-29',
    });
    expect(weekSummary(current, '2025-07-29').statusLabel).toBe('In Progress');
  });
});

describe('parseWeekParam', () => {
  it('accepts whole weeks 1 to 8 only', () => {
    expect(parseWeekParam('3')).toBe(3);
    expect(parseWeekParam(' 8 ')).toBe(8);
    for (const bad of [null, '', '0', '9', '2.5', 'two', '-1', '1e1']) {
      expect(parseWeekParam(bad)).toBeNull();
    }
  });
});

describe('defaultDayOf', () => {
  it('picks today in the week, Friday on the weekend after it, else Monday', () => {
    expect(defaultDayOf(week2, '2025-07-30')).toBe('2025-07-30');
    expect(defaultDayOf(week1, '2025-07-26')).toBe('2025-07-25');
    expect(defaultDayOf(week1, '2025-07-27')).toBe('2025-07-25');
    expect(defaultDayOf(week1, '2025-07-30')).toBe('2025-07-21');
    expect(defaultDayOf(week2, '2025-07-20')).toBe('2025-07-28');
  });
});

describe('resolveSelection', () => {
  it('defaults to the current week and today', () => {
    expect(resolveSelection(calendar, { week: null, date: null })).toEqual({
      week: 2,
      date: '2025-07-30',
    });
  });

  it('follows ?week= and ?date= together', () => {
    expect(resolveSelection(calendar, { week: '1', date: '2025-07-23' })).toEqual({
      week: 1,
      date: '2025-07-23',
    });
  });

  it('finds the week of a date given alone', () => {
    expect(resolveSelection(calendar, { week: null, date: '2025-07-22' })).toEqual({
      week: 1,
      date: '2025-07-22',
    });
  });

  it('ignores a date outside the given week and bad values', () => {
    expect(resolveSelection(calendar, { week: '1', date: '2025-07-29' })).toEqual({
      week: 1,
      date: '2025-07-21',
    });
    expect(resolveSelection(calendar, { week: '12', date: 'yesterday' })).toEqual({
      week: 2,
      date: '2025-07-30',
    });
    expect(resolveSelection(calendar, { week: null, date: '2025-07-26' })).toEqual({
      week: 2,
      date: '2025-07-30',
    });
  });
});
