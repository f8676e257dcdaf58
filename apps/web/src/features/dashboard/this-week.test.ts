import { describe, expect, it } from 'vitest';
import { calendarFixture, weeklyFixture } from '../weekly-report/weekly-report.fixture';
import { nextStepPath, type TThisWeekDay, thisWeekView } from './this-week';

// Week 1 is Mon 5 – Fri 9 Jan 2026, week 2 Mon 12 – Fri 16 Jan, week 8 ends Fri 27 Feb.
const on = (today: string) => calendarFixture({ today });
const day = (date: string, week_number: number): TThisWeekDay => ({ date, week_number });
const week2Days = (...dates: string[]) => dates.map((date) => day(date, 2));

describe('thisWeekView', () => {
  it('on a Monday with nothing logged, Monday is missing and the step logs it', () => {
    const view = thisWeekView(on('2026-01-12'), [], []);
    expect(view).toMatchObject({
      kind: 'during',
      week: 2,
      monday: '2026-01-12',
      friday: '2026-01-16',
      logged: 0,
      missing: ['2026-01-12'],
      next: { kind: 'logDay', week: 2, date: '2026-01-12' },
      unsubmittedWeeks: [],
    });
  });

  it('never counts a future day as missing, and logs the first missing day', () => {
    const days = week2Days('2026-01-12', '2026-01-14');
    const view = thisWeekView(on('2026-01-15'), days, []);
    expect(view).toMatchObject({
      logged: 2,
      missing: ['2026-01-13', '2026-01-15'],
      next: { kind: 'logDay', date: '2026-01-13' },
    });
    if (view.kind === 'during')
      expect(nextStepPath(view.next)).toBe('/daily-report?week=2&date=2026-01-13');
  });

  it('midweek with every day so far logged and no report: all caught up', () => {
    const days = week2Days('2026-01-12', '2026-01-13', '2026-01-14');
    expect(thisWeekView(on('2026-01-14'), days, [])).toMatchObject({
      logged: 3,
      missing: [],
      next: { kind: 'caughtUp' },
    });
  });

  it('on Friday with every day logged and no report, asks to create the report', () => {
    const days = week2Days('2026-01-12', '2026-01-13', '2026-01-14', '2026-01-15', '2026-01-16');
    const view = thisWeekView(on('2026-01-16'), days, []);
    expect(view).toMatchObject({ logged: 5, next: { kind: 'createReport', week: 2 } });
    if (view.kind === 'during') expect(nextStepPath(view.next)).toBe('/weekly-report/2');
  });

  it('on the weekend, the week is still this week and a missing Friday is missing', () => {
    const days = week2Days('2026-01-12', '2026-01-13', '2026-01-14', '2026-01-15');
    expect(thisWeekView(on('2026-01-18'), days, [])).toMatchObject({
      kind: 'during',
      week: 2,
      missing: ['2026-01-16'],
      next: { kind: 'logDay', date: '2026-01-16' },
    });
  });

  it('asks to finish a report whose summary or main job is empty', () => {
    const days = week2Days('2026-01-12', '2026-01-13', '2026-01-14', '2026-01-15', '2026-01-16');
    const noSummary = weeklyFixture({
      week_number: 2,
      summary: ' ',
      main_job_title: 'Motor rewinding',
    });
    const noJob = weeklyFixture({ week_number: 2, summary: 'Rewound motors.' });
    expect(thisWeekView(on('2026-01-17'), days, [noSummary])).toMatchObject({
      next: { kind: 'finishReport', week: 2 },
    });
    expect(thisWeekView(on('2026-01-17'), days, [noJob])).toMatchObject({
      next: { kind: 'finishReport', week: 2 },
    });
    const finished = weeklyFixture({
      week_number: 2,
      summary: 'Rewound motors.',
      main_job_title: 'Motor rewinding',
    });
    expect(thisWeekView(on('2026-01-17'), days, [finished])).toMatchObject({
      next: { kind: 'caughtUp' },
    });
  });

  it('lists nothing as missing in a week already submitted', () => {
    const submitted = weeklyFixture({ week_number: 2, status: 'SUBMITTED' });
    expect(thisWeekView(on('2026-01-14'), [], [submitted])).toMatchObject({
      missing: [],
      next: { kind: 'caughtUp' },
    });
  });

  it('names earlier weeks with logged days and no submitted report', () => {
    const days = [day('2026-01-05', 1), day('2026-01-12', 2), day('2026-01-19', 3)];
    const reports = [
      weeklyFixture({ week_number: 1, status: 'DRAFT' }),
      weeklyFixture({ week_number: 2, status: 'APPROVED' }),
    ];
    // Week 3 itself is this week, week 4 has nothing logged: neither is named.
    expect(thisWeekView(on('2026-01-28'), days, reports)).toMatchObject({
      week: 4,
      unsubmittedWeeks: [1, 3],
    });
    expect(thisWeekView(on('2026-01-21'), days, reports)).toMatchObject({
      week: 3,
      unsubmittedWeeks: [1],
    });
  });

  it('before the placement starts, says when it starts', () => {
    expect(thisWeekView(on('2026-01-04'), [], [])).toEqual({
      kind: 'before',
      startDate: '2026-01-05',
      unsubmittedWeeks: [],
    });
  });

  it('after week 8 (its weekend included), says it is over and names weeks still to submit', () => {
    expect(thisWeekView(on('2026-03-01'), [], [])).toMatchObject({ kind: 'during', week: 8 });
    const days = [day('2026-02-23', 8), day('2026-01-05', 1)];
    const reports = [weeklyFixture({ week_number: 1, status: 'SUBMITTED' })];
    expect(thisWeekView(on('2026-03-02'), days, reports)).toEqual({
      kind: 'after',
      unsubmittedWeeks: [8],
    });
  });
});
