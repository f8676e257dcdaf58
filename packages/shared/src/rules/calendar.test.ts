import { describe, expect, it } from 'vitest';
import {
  currentWeek,
  isPlacementStartNearToday,
  isTrainingWeek,
  isWorkingDay,
  mondayOnOrBefore,
  placementEndDate,
  weekDates,
  weekOfDate,
  workingDayOf,
} from './calendar';

// 21 July 2025 is a Monday (the spec's start date).
const START = '2025-07-21';

describe('mondayOnOrBefore', () => {
  it('keeps a Monday and moves every other day back to its Monday', () => {
    expect(mondayOnOrBefore('2025-07-21')).toBe('2025-07-21');
    expect(mondayOnOrBefore('2025-07-25')).toBe('2025-07-21');
    expect(mondayOnOrBefore('2025-07-27')).toBe('2025-07-21');
    expect(mondayOnOrBefore('2025-08-03')).toBe('2025-07-28');
    expect(mondayOnOrBefore('2026-01-01')).toBe('2025-12-29');
  });
});

describe('isWorkingDay / workingDayOf', () => {
  it('is true Monday to Friday and false at the weekend', () => {
    expect(isWorkingDay('2025-07-21')).toBe(true);
    expect(isWorkingDay('2025-07-25')).toBe(true);
    expect(isWorkingDay('2025-07-26')).toBe(false);
    expect(isWorkingDay('2025-07-27')).toBe(false);
  });

  it('names the working day and gives null at the weekend', () => {
    expect(workingDayOf('2025-07-23')).toBe('wednesday');
    expect(workingDayOf('2025-07-25')).toBe('friday');
    expect(workingDayOf('2025-07-26')).toBeNull();
  });
});

describe('weekOfDate', () => {
  it('gives week 1 from the start Monday through its Sunday', () => {
    expect(weekOfDate('2025-07-21', START)).toBe(1);
    expect(weekOfDate('2025-07-25', START)).toBe(1);
    expect(weekOfDate('2025-07-27', START)).toBe(1);
  });

  it('moves to the next week on the following Monday', () => {
    expect(weekOfDate('2025-07-28', START)).toBe(2);
    expect(weekOfDate('2025-08-04', START)).toBe(3);
  });

  it('is null before the start', () => {
    expect(weekOfDate('2025-07-20', START)).toBeNull();
    expect(weekOfDate('2024-12-31', START)).toBeNull();
  });

  it('ends with week 8 and is null afterwards', () => {
    expect(weekOfDate('2025-09-08', START)).toBe(8);
    expect(weekOfDate('2025-09-12', START)).toBe(8);
    expect(weekOfDate('2025-09-14', START)).toBe(8);
    expect(weekOfDate('2025-09-15', START)).toBeNull();
  });

  it('anchors a mid-week start date on its Monday', () => {
    expect(weekOfDate('2025-07-21', '2025-07-23')).toBe(1);
    expect(weekOfDate('2025-07-28', '2025-07-23')).toBe(2);
  });
});

describe('weekDates', () => {
  it('gives Monday to Friday of week 1', () => {
    expect(weekDates(1, START)).toEqual({
      week: 1,
      monday: '2025-07-21',
      friday: '2025-07-25',
      days: ['2025-07-21', '2025-07-22', '2025-07-23', '2025-07-24', '2025-07-25'],
    });
  });

  it('matches the spec list of Mondays for every week', () => {
    const mondays = [
      '2025-07-21',
      '2025-07-28',
      '2025-08-04',
      '2025-08-11',
      '2025-08-18',
      '2025-08-25',
      '2025-09-01',
      '2025-09-08',
    ];
    mondays.forEach((monday, index) => {
      expect(weekDates(index + 1, START).monday).toBe(monday);
    });
  });

  it('crosses a year boundary', () => {
    expect(weekDates(2, '2025-12-22')).toMatchObject({
      monday: '2025-12-29',
      friday: '2026-01-02',
    });
  });

  it('is consistent with weekOfDate for every working day', () => {
    for (let week = 1; week <= 8; week += 1) {
      for (const day of weekDates(week, START).days) expect(weekOfDate(day, START)).toBe(week);
    }
  });

  it('refuses weeks outside 1..8', () => {
    expect(() => weekDates(0, START)).toThrow(RangeError);
    expect(() => weekDates(9, START)).toThrow(RangeError);
    expect(() => weekDates(1.5, START)).toThrow(RangeError);
  });

  it('ends the placement on the Friday of week 8', () => {
    expect(placementEndDate(START)).toBe('2025-09-12');
  });
});

describe('currentWeek', () => {
  it('is floor(days since start / 7) + 1', () => {
    expect(currentWeek('2025-07-21', START)).toBe(1);
    expect(currentWeek('2025-07-27', START)).toBe(1);
    expect(currentWeek('2025-07-28', START)).toBe(2);
    expect(currentWeek('2025-08-20', START)).toBe(5);
  });

  it('clamps to week 1 before the start and week 8 after the end', () => {
    expect(currentWeek('2025-07-01', START)).toBe(1);
    expect(currentWeek('2025-09-14', START)).toBe(8);
    expect(currentWeek('2025-09-15', START)).toBe(8);
    expect(currentWeek('2026-03-01', START)).toBe(8);
  });
});

describe('isTrainingWeek', () => {
  it('accepts integers 1..8 only', () => {
    expect([0, 1, 8, 9, 2.5, Number.NaN, '3'].map(isTrainingWeek)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('isPlacementStartNearToday', () => {
  it('takes a start within two years of today either way, to the day', () => {
    expect(isPlacementStartNearToday('2028-11-23', '2026-11-23')).toBe(true);
    expect(isPlacementStartNearToday('2024-11-23', '2026-11-23')).toBe(true);
    expect(isPlacementStartNearToday('2028-11-27', '2026-11-23')).toBe(false);
    expect(isPlacementStartNearToday('2030-01-07', '2026-11-23')).toBe(false);
    expect(isPlacementStartNearToday('2024-11-18', '2026-11-23')).toBe(false);
  });
});
