import { describe, expect, it } from 'vitest';
import { publicHoliday } from './public-holidays';

describe('publicHoliday', () => {
  it("names Tanzania's fixed-date holidays in either language, in any year", () => {
    expect(publicHoliday('2026-12-09', 'en')).toBe('Independence Day');
    expect(publicHoliday('2026-12-09', 'sw')).toBe('Sikukuu ya Uhuru');
    expect(publicHoliday('2027-07-07', 'en')).toBe('Saba Saba Day');
    expect(publicHoliday('2025-08-08', 'sw')).toBe('Sikukuu ya Nanenane (Wakulima)');
  });

  it('finds Good Friday and Easter Monday from the year’s Easter', () => {
    // Easter Sunday: 2025-04-20, 2026-04-05, 2027-03-28 (in March), 2019-04-21.
    for (const [friday, monday] of [
      ['2025-04-18', '2025-04-21'],
      ['2026-04-03', '2026-04-06'],
      ['2027-03-26', '2027-03-29'],
      ['2019-04-19', '2019-04-22'],
    ] as const) {
      expect(publicHoliday(friday, 'en')).toBe('Good Friday');
      expect(publicHoliday(monday, 'en')).toBe('Easter Monday');
    }
    expect(publicHoliday('2026-04-03', 'sw')).toBe('Ijumaa Kuu');
    expect(publicHoliday('2026-04-06', 'sw')).toBe('Jumatatu ya Pasaka');
  });

  it('answers null on other days, the days around Easter and a date that is not one', () => {
    expect(publicHoliday('2026-12-08', 'en')).toBeNull();
    expect(publicHoliday('2026-04-02', 'en')).toBeNull();
    expect(publicHoliday('2026-04-05', 'en')).toBeNull();
    expect(publicHoliday('2026-04-07', 'en')).toBe('Karume Day');
    expect(publicHoliday('2026-13-45', 'en')).toBeNull();
  });
});
