import { describe, expect, it } from 'vitest';
import { draftWeeks, kiswahiliDayPath, kiswahiliDays } from './export-kiswahili';
import { dailyFixture, weeklyFixture } from './weekly-report.fixture';

const day = (id: number, date: string, description: string) =>
  dailyFixture({ id, date, description });

describe('kiswahiliDays', () => {
  it('names the printed days written mostly in Kiswahili, by date, across weeks', () => {
    const week2 = weeklyFixture({
      id: 11,
      week_number: 2,
      daily_reports: [day(6, '2026-01-13', 'Leo tulibadilisha oil ya generator')],
    });
    const week1 = weeklyFixture({
      daily_reports: [
        day(1, '2026-01-05', 'Installed cable trays and tested the motor insulation'),
        day(2, '2026-01-06', 'nilisaidia fundi kufunga taa za barabarani na kupima voltage'),
        day(3, '2026-01-07', 'Paid the welder at the wakala'),
        day(4, '2026-01-08', 'Met Mr Juma Baraka and Eng. Neema Mwakyusa at the substation'),
      ],
    });
    expect(kiswahiliDays([week2, week1])).toEqual([
      { date: '2026-01-06', week: 1 },
      { date: '2026-01-13', week: 2 },
    ]);
  });

  it('reads only what the page prints: the first entry of a working day', () => {
    const week = weeklyFixture({
      daily_reports: [
        day(1, '2026-01-05', 'Serviced the generator and changed oil filters'),
        day(2, '2026-01-05', 'hakuna kazi leo'),
        day(3, '2026-01-10', 'mapumziko leo'),
      ],
    });
    expect(kiswahiliDays([week])).toEqual([]);
  });

  it('links a day to the daily report on its date', () => {
    expect(kiswahiliDayPath({ date: '2026-01-06', week: 1 })).toBe('/daily-report?date=2026-01-06');
  });
});

describe('draftWeeks', () => {
  const logged = (id: number, date: string, week_number: number, description = 'Work') => ({
    ...day(id, date, description),
    week_number,
  });

  it('groups the days of weeks without a weekly report, by date then as logged', () => {
    const days = [
      logged(9, '2026-01-13', 2),
      logged(4, '2026-01-05', 1),
      logged(7, '2026-01-20', 3),
      logged(8, '2026-01-12', 2),
      logged(5, '2026-01-12', 2),
    ];
    expect(
      draftWeeks([{ week_number: 1 }], days).map((week) => [
        week.week_number,
        week.daily_reports.map((daily) => daily.id),
      ]),
    ).toEqual([
      [2, [5, 8, 9]],
      [3, [7]],
    ]);
    expect(draftWeeks([], [])).toEqual([]);
  });

  it('lets the Kiswahili check read the days a draft week prints', () => {
    const drafts = draftWeeks(
      [],
      [logged(3, '2026-01-14', 2, 'nilisaidia fundi kufunga taa za barabarani na kupima voltage')],
    );
    expect(kiswahiliDays(drafts)).toEqual([{ date: '2026-01-14', week: 2 }]);
  });
});
