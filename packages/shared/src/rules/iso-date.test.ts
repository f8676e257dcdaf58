import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatDayMonthYear,
  isIsoDate,
  isoDateToUtcMs,
  mondayBasedWeekday,
  todayIso,
  utcMsToIsoDate,
} from './iso-date';

describe('isIsoDate', () => {
  it('accepts real calendar dates', () => {
    expect(isIsoDate('2025-07-21')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
  });

  it('rejects impossible dates, other formats and non-strings', () => {
    for (const value of [
      '2025-02-29',
      '1900-02-29',
      '2025-13-01',
      '2025-00-10',
      '2025-04-31',
      '2025-04-00',
      '2025-7-21',
      '21-07-2025',
      '2025/07/21',
      '2025-07-2a',
      '٢٠٢٥-07-21',
      '',
      ' 2025-07-21',
      '2025-07-21\n',
    ]) {
      expect(isIsoDate(value), value).toBe(false);
    }
    expect(isIsoDate(null)).toBe(false);
    expect(isIsoDate(20250721)).toBe(false);
  });
});

describe('agreement with the Date object', () => {
  it('reads and writes every day from 1899 to 2101 as Date does', () => {
    const start = Date.UTC(1899, 0, 1);
    const end = Date.UTC(2101, 11, 31);
    for (let ms = start; ms <= end; ms += 86_400_000) {
      const iso = new Date(ms).toISOString().slice(0, 10);
      if (utcMsToIsoDate(ms) !== iso) expect(utcMsToIsoDate(ms)).toBe(iso);
      if (isoDateToUtcMs(iso) !== ms) expect(isoDateToUtcMs(iso)).toBe(ms);
    }
    // A moment later in the day is still that day.
    expect(utcMsToIsoDate(Date.UTC(2026, 10, 23, 23, 59, 59, 999))).toBe('2026-11-23');
  });
});

describe('date arithmetic in UTC', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2025-07-31', 1)).toBe('2025-08-01');
    expect(addDays('2025-12-29', 7)).toBe('2026-01-05');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('counts days across a daylight-saving change without drifting', () => {
    // 30 March 2025 is the EU spring-forward date; local-time arithmetic would give 0.958 days.
    expect(daysBetween('2025-03-29', '2025-03-31')).toBe(2);
    expect(daysBetween('2025-07-21', '2025-07-14')).toBe(-7);
  });

  it('numbers weekdays from Monday = 0 to Sunday = 6', () => {
    expect(mondayBasedWeekday('2025-07-21')).toBe(0);
    expect(mondayBasedWeekday('2025-07-25')).toBe(4);
    expect(mondayBasedWeekday('2025-07-27')).toBe(6);
  });

  it('throws on a malformed date instead of computing garbage', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
  });
});

describe('todayIso', () => {
  it('uses the local calendar date of the given moment', () => {
    expect(todayIso(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(todayIso(new Date(2025, 11, 31, 0, 0))).toBe('2025-12-31');
  });

  it('defaults to now', () => {
    expect(isIsoDate(todayIso())).toBe(true);
  });
});

describe('formatDayMonthYear', () => {
  it('prints dd-mm-yyyy', () => {
    expect(formatDayMonthYear('2025-07-01')).toBe('01-07-2025');
  });

  it('refuses malformed input', () => {
    expect(() => formatDayMonthYear('2025/07/01')).toThrow(RangeError);
  });
});
