import { describe, expect, it } from 'vitest';
import { fixedPublicHoliday } from './public-holidays';

describe('fixedPublicHoliday', () => {
  it("names Tanzania's fixed-date holidays in either language, in any year", () => {
    expect(fixedPublicHoliday('2026-12-09', 'en')).toBe('Independence Day');
    expect(fixedPublicHoliday('2026-12-09', 'sw')).toBe('Sikukuu ya Uhuru');
    expect(fixedPublicHoliday('2027-07-07', 'en')).toBe('Saba Saba Day');
    expect(fixedPublicHoliday('2025-08-08', 'sw')).toBe('Sikukuu ya Nanenane (Wakulima)');
  });

  it('answers null on a working day and for a holiday that moves (Good Friday 2026)', () => {
    expect(fixedPublicHoliday('2026-12-08', 'en')).toBeNull();
    expect(fixedPublicHoliday('2026-04-03', 'en')).toBeNull();
  });
});
