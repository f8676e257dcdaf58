import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../i18n/i18n';
import {
  dateRangeLabel,
  dayMonth,
  hoursLabel,
  longDayLabel,
  shortDayLabel,
  weekdayName,
} from './day-format';

describe('day labels', () => {
  afterEach(() => switchLanguage('en'));

  it('names a working day with its date, without a leading zero', () => {
    expect(longDayLabel('2026-11-23')).toBe('Monday 23 Nov');
    expect(longDayLabel('2025-08-04')).toBe('Monday 4 Aug');
    expect(shortDayLabel('2025-07-25')).toBe('Fri 25 Jul');
    expect(dayMonth('2025-12-01')).toBe('1 Dec');
    expect(dayMonth('2025-09-01')).toBe('1 Sep');
  });

  it('names weekend days too', () => {
    expect(weekdayName('2025-07-26')).toBe('Saturday');
    expect(weekdayName('2025-07-27')).toBe('Sunday');
  });

  it('leaves anything that is not an ISO date as it is', () => {
    expect(longDayLabel('soon')).toBe('soon');
    expect(dayMonth('2025-02-30')).toBe('2025-02-30');
  });

  it('writes ranges and hours', () => {
    expect(dateRangeLabel('2025-07-21', '2025-07-25')).toBe('21 Jul – 25 Jul');
    expect(hoursLabel(8)).toBe('8 h');
    expect(hoursLabel(7.5)).toBe('7.5 h');
    expect(hoursLabel(0)).toBe('0 h');
  });

  it('names days, months and hours in Kiswahili', async () => {
    await switchLanguage('sw');
    expect(weekdayName('2026-11-23')).toBe('Jumatatu');
    expect(longDayLabel('2026-11-23')).toBe('Jumatatu, 23 Nov');
    expect(dayMonth('2025-12-01')).toBe('1 Des');
    expect(hoursLabel(7.5)).toBe('saa 7.5');
  });
});
