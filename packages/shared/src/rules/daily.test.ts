import { describe, expect, it } from 'vitest';
import {
  dayEntryState,
  dayTileStatus,
  hasWord,
  isHealthyDay,
  totalHours,
  weekDayStatusLabel,
} from './daily';

const today = '2025-07-23';

describe('dayTileStatus', () => {
  it('is completed whenever a report exists, even in the future', () => {
    expect(dayTileStatus({ date: '2025-07-21', today, hasReport: true })).toBe('completed');
    expect(dayTileStatus({ date: today, today, hasReport: true })).toBe('completed');
    expect(dayTileStatus({ date: '2025-07-25', today, hasReport: true })).toBe('completed');
  });

  it('is today, missed or upcoming without a report', () => {
    expect(dayTileStatus({ date: today, today, hasReport: false })).toBe('today');
    expect(dayTileStatus({ date: '2025-07-22', today, hasReport: false })).toBe('missed');
    expect(dayTileStatus({ date: '2025-06-30', today, hasReport: false })).toBe('missed');
    expect(dayTileStatus({ date: '2025-07-24', today, hasReport: false })).toBe('upcoming');
  });
});

describe('isHealthyDay', () => {
  const long = 'x'.repeat(51);
  it('needs at least 8 hours and more than 50 characters', () => {
    expect(isHealthyDay({ hours: 8, description: long })).toBe(true);
    expect(isHealthyDay({ hours: 12, description: long })).toBe(true);
    expect(isHealthyDay({ hours: 7.5, description: long })).toBe(false);
    expect(isHealthyDay({ hours: 8, description: 'x'.repeat(50) })).toBe(false);
  });

  it('does not count surrounding spaces as description', () => {
    expect(isHealthyDay({ hours: 8, description: `  ${'x'.repeat(50)}  ` })).toBe(false);
    expect(isHealthyDay({ hours: 8, description: null })).toBe(false);
  });
});

describe('dayEntryState (one rule for every screen)', () => {
  it('is full only for a healthy day; an absent day of 0 hours or a thin one is short', () => {
    expect(dayEntryState({ hours: 8, description: 'x'.repeat(51) })).toBe('full');
    expect(dayEntryState({ hours: 8, description: 'x'.repeat(42) })).toBe('short');
    expect(dayEntryState({ hours: 6.5, description: 'x'.repeat(72) })).toBe('short');
    expect(
      dayEntryState({ hours: 0, description: 'Absent: sick, with a note from the clinic.' }),
    ).toBe('short');
  });

  it('is holiday for a 0-hour day on a fixed-date public holiday, else the usual rule', () => {
    const holiday = { description: 'Public holiday (Nane Nane): no work at the placement.' };
    expect(dayEntryState({ ...holiday, hours: 0, date: '2026-08-08' })).toBe('holiday');
    expect(dayEntryState({ ...holiday, hours: 0, date: '2026-08-07' })).toBe('short');
    expect(dayEntryState({ hours: 8, description: 'x'.repeat(51), date: '2026-08-08' })).toBe(
      'full',
    );
    expect(
      dayEntryState({ hours: 3, description: 'Half day at the show', date: '2026-08-08' }),
    ).toBe('short');
  });
});

describe('weekDayStatusLabel', () => {
  const days = ['2025-07-21', '2025-07-22', '2025-07-23', '2025-07-24', '2025-07-25'];
  const withReports = (reported: string[]) =>
    days.map((date) => ({ date, hasReport: reported.includes(date) }));

  it('reads Week Complete! when all five days have reports', () => {
    expect(weekDayStatusLabel({ days: withReports(days), today })).toBe('Week Complete!');
    expect(weekDayStatusLabel({ days: withReports(days), today: '2025-08-01' })).toBe(
      'Week Complete!',
    );
  });

  it('reads Today Active when today has a report', () => {
    expect(weekDayStatusLabel({ days: withReports([today]), today })).toBe('Today Active');
  });

  it('reads In Progress while today falls within the week', () => {
    expect(weekDayStatusLabel({ days: withReports(['2025-07-21']), today })).toBe('In Progress');
    expect(weekDayStatusLabel({ days: withReports([]), today })).toBe('In Progress');
    expect(weekDayStatusLabel({ days: withReports([]), today: '2025-07-21' })).toBe('In Progress');
    expect(weekDayStatusLabel({ days: withReports([]), today: '2025-07-25' })).toBe('In Progress');
  });

  it('reads Upcoming for a week that has not begun (later, or before the placement)', () => {
    expect(weekDayStatusLabel({ days: withReports([]), today: '2025-07-20' })).toBe('Upcoming');
    expect(weekDayStatusLabel({ days: withReports([]), today: '2025-06-30' })).toBe('Upcoming');
  });

  it('reads Week Ended once its working days are over without all five reported', () => {
    expect(weekDayStatusLabel({ days: withReports(days.slice(0, 4)), today: '2025-07-26' })).toBe(
      'Week Ended',
    );
    expect(weekDayStatusLabel({ days: withReports([]), today: '2025-08-04' })).toBe('Week Ended');
  });
});

describe('totalHours', () => {
  it('adds half hours exactly', () => {
    expect(totalHours([{ hours_spent: 7.5 }, { hours_spent: 8 }, { hours_spent: 0.5 }])).toBe(16);
    expect(totalHours([])).toBe(0);
  });
});

describe('hasWord', () => {
  it('finds letters or digits in any script', () => {
    expect(hasWord('kazi')).toBe(true);
    expect(hasWord('42')).toBe(true);
    expect(hasWord('ušetřit')).toBe(true);
    expect(hasWord('作業')).toBe(true);
  });

  it('finds none in punctuation and symbols only', () => {
    expect(hasWord('... --- !!!')).toBe(false);
    expect(hasWord('')).toBe(false);
  });
});
