import { describe, expect, it } from 'vitest';
import { hoursText, logbookDate, weekRangeLabel } from './format';

describe('weekRangeLabel', () => {
  it('names the days and the year once within one year', () => {
    expect(weekRangeLabel('2026-01-12', '2026-01-16')).toBe('12 Jan – 16 Jan 2026');
  });

  it('names both years when the week crosses New Year', () => {
    expect(weekRangeLabel('2025-12-29', '2026-01-02')).toBe('29 Dec 2025 – 2 Jan 2026');
  });

  it('shows malformed dates as given', () => {
    expect(weekRangeLabel('soon', '2026-01-02')).toBe('soon – 2026-01-02');
  });
});

describe('logbookDate', () => {
  it('prints dd-mm-yyyy', () => {
    expect(logbookDate('2026-01-05')).toBe('05-01-2026');
  });

  it('keeps a value that is not a date', () => {
    expect(logbookDate('')).toBe('');
  });
});

describe('hoursText', () => {
  it('prints whole and half hours without trailing zeros', () => {
    expect(hoursText(8)).toBe('8');
    expect(hoursText(7.5)).toBe('7.5');
    expect(hoursText(0)).toBe('0');
    expect(hoursText(Number.NaN)).toBe('0');
  });
});
