import { describe, expect, it } from 'vitest';
import {
  logbookWeekStatus,
  overallProgress,
  type TWeekProgressInput,
  weekCompletion,
  weeklyStatusColor,
} from './logbook';

const described = [{ operation_description: 'Wire the panel' }];
const blank = [{ operation_description: '' }, { operation_description: '   ' }];

function week(overrides: Partial<TWeekProgressInput>): TWeekProgressInput {
  return { dailyReportCount: 0, operations: [], ...overrides };
}

describe('weekCompletion', () => {
  it('is 0 without a report or with an empty one', () => {
    expect(weekCompletion(null)).toBe(0);
    expect(weekCompletion(week({}))).toBe(0);
  });

  it('gives 16% per daily report, up to 80%', () => {
    expect(weekCompletion(week({ dailyReportCount: 1 }))).toBe(16);
    expect(weekCompletion(week({ dailyReportCount: 3 }))).toBe(48);
    expect(weekCompletion(week({ dailyReportCount: 5 }))).toBe(80);
    expect(weekCompletion(week({ dailyReportCount: 7 }))).toBe(80);
    expect(weekCompletion(week({ dailyReportCount: -2 }))).toBe(0);
  });

  it('adds 20% when an operation is described', () => {
    expect(weekCompletion(week({ dailyReportCount: 5, operations: described }))).toBe(100);
    expect(
      weekCompletion(week({ dailyReportCount: 2, operations: [...blank, ...described] })),
    ).toBe(52);
  });

  it('adds only 10% when operations exist but all are blank', () => {
    expect(weekCompletion(week({ dailyReportCount: 5, operations: blank }))).toBe(90);
    expect(weekCompletion(week({ operations: [{ operation_description: null }] }))).toBe(10);
  });

  it('is 100% for a submitted or approved week whatever its content', () => {
    expect(weekCompletion(week({ status: 'SUBMITTED' }))).toBe(100);
    expect(weekCompletion(week({ status: 'APPROVED', dailyReportCount: 1 }))).toBe(100);
    expect(weekCompletion(week({ status: 'DRAFT', dailyReportCount: 1 }))).toBe(16);
  });
});

describe('logbookWeekStatus', () => {
  const dates = { monday: '2025-07-21', friday: '2025-07-25' };

  it('is in-progress with nothing logged while today is within Monday–Friday', () => {
    for (const today of ['2025-07-21', '2025-07-23', '2025-07-25']) {
      expect(logbookWeekStatus({ report: null, today, weekDates: dates })).toBe('in-progress');
    }
  });

  it('is not-started before its Monday', () => {
    for (const today of ['2025-07-14', '2025-07-20']) {
      expect(logbookWeekStatus({ report: null, today, weekDates: dates })).toBe('not-started');
    }
  });

  it('stays in progress, never done nor missed, once over with nothing logged: it can still be filled', () => {
    for (const today of ['2025-07-26', '2025-08-10']) {
      expect(logbookWeekStatus({ report: null, today, weekDates: dates })).toBe('in-progress');
      expect(logbookWeekStatus({ report: week({}), today, weekDates: dates })).toBe('in-progress');
    }
  });

  it('counts logged days without a weekly report (status null)', () => {
    const days = week({ status: null, dailyReportCount: 2 });
    expect(weekCompletion(days)).toBe(32);
    const today = '2025-09-01';
    expect(logbookWeekStatus({ report: days, today, weekDates: dates })).toBe('in-progress');
  });

  it('is completed at 100% and in-progress below', () => {
    const today = '2025-09-01';
    const full = week({ dailyReportCount: 5, operations: described });
    expect(logbookWeekStatus({ report: full, today, weekDates: dates })).toBe('completed');
    const ninety = week({ dailyReportCount: 5, operations: blank });
    expect(logbookWeekStatus({ report: ninety, today, weekDates: dates })).toBe('in-progress');
    const submitted = week({ status: 'SUBMITTED' });
    expect(logbookWeekStatus({ report: submitted, today, weekDates: dates })).toBe('completed');
  });
});

describe('overallProgress', () => {
  it('is completed weeks out of 8 in percent', () => {
    expect(overallProgress([])).toBe(0);
    expect(overallProgress(['completed', 'in-progress', 'not-started'])).toBe(12.5);
    expect(overallProgress(Array(4).fill('completed'))).toBe(50);
    expect(overallProgress(Array(8).fill('completed'))).toBe(100);
  });

  it('never exceeds 100', () => {
    expect(overallProgress(Array(10).fill('completed'))).toBe(100);
  });
});

describe('weeklyStatusColor', () => {
  it('is green for SUBMITTED, blue for APPROVED and gray otherwise', () => {
    expect(weeklyStatusColor('SUBMITTED')).toBe('green');
    expect(weeklyStatusColor('APPROVED')).toBe('blue');
    expect(weeklyStatusColor('DRAFT')).toBe('gray');
    expect(weeklyStatusColor(undefined)).toBe('gray');
    expect(weeklyStatusColor('submitted')).toBe('gray');
  });
});
