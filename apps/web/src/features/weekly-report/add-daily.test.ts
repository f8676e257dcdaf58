import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../test/api-errors';
import {
  addDailyDateOptions,
  addDailyFailure,
  defaultAddDailyDate,
  toAddDailyInput,
  validateAddDaily,
} from './add-daily';
import { dailyLogRows } from './report-view';
import { weeklyFixture } from './weekly-report.fixture';

const rows = dailyLogRows(weeklyFixture());
const none = new Set<string>();

describe('addDailyDateOptions', () => {
  it('offers the weekdays, disabling days after today and marking logged ones', () => {
    const options = addDailyDateOptions(rows, '2026-01-07', new Set(['2026-01-05']));
    expect(options.map((option) => [option.label, option.disabled])).toEqual([
      ['Monday 05-01-2026 ✓', false],
      ['Tuesday 06-01-2026', false],
      ['Wednesday 07-01-2026', false],
      ['Thursday 08-01-2026 (upcoming)', true],
      ['Friday 09-01-2026 (upcoming)', true],
    ]);
  });

  it('marks a day this device still holds to send as pending sync', () => {
    const options = addDailyDateOptions(
      rows,
      '2026-01-07',
      new Set(['2026-01-05']),
      new Set(['2026-01-06']),
    );
    expect(options.slice(0, 2).map((option) => [option.label, option.disabled])).toEqual([
      ['Monday 05-01-2026 ✓', false],
      ['Tuesday 06-01-2026 (pending sync)', false],
    ]);
  });
});

describe('defaultAddDailyDate', () => {
  it('picks today when it is open', () => {
    const options = addDailyDateOptions(rows, '2026-01-07', none);
    expect(defaultAddDailyDate(options, '2026-01-07', none)).toBe('2026-01-07');
  });

  it('picks the first open day when today is logged or outside the week', () => {
    const logged = new Set(['2026-01-05', '2026-01-09']);
    const options = addDailyDateOptions(rows, '2026-02-01', logged);
    expect(defaultAddDailyDate(options, '2026-02-01', logged)).toBe('2026-01-06');
  });

  it('is empty when the whole week is still ahead', () => {
    const options = addDailyDateOptions(rows, '2026-01-01', none);
    expect(defaultAddDailyDate(options, '2026-01-01', none)).toBe('');
  });
});

describe('validateAddDaily', () => {
  it('uses the dialog wording for missing values', () => {
    expect(validateAddDaily({ date: '', description: '', hours: '' }, none)).toEqual({
      date: MESSAGES.daily.dateRequired,
      description: MESSAGES.daily.descriptionRequired,
      hours: MESSAGES.daily.dialogHoursRequired,
    });
  });

  it('tells a blank description from a missing one', () => {
    const values = { date: '2026-01-05', description: '   ', hours: 8 };
    expect(validateAddDaily(values, none).description).toBe(MESSAGES.daily.descriptionEmpty);
  });

  it('keeps hours to 0..12 in steps of 0.5', () => {
    const base = { date: '2026-01-05', description: 'Wired a panel' };
    expect(validateAddDaily({ ...base, hours: 12.5 }, none).hours).toBe(
      MESSAGES.daily.hoursTooMany,
    );
    expect(validateAddDaily({ ...base, hours: -1 }, none).hours).toBe(MESSAGES.daily.hoursPositive);
    expect(validateAddDaily({ ...base, hours: 7.3 }, none).hours).toBe(MESSAGES.daily.hoursStep);
    expect(validateAddDaily({ ...base, hours: '7.5' }, none)).toEqual({});
    expect(validateAddDaily({ ...base, hours: 0 }, none)).toEqual({});
  });

  it('refuses a date that already has a report', () => {
    const values = { date: '2026-01-05', description: 'Wired a panel', hours: 8 };
    expect(validateAddDaily(values, new Set(['2026-01-05']))).toEqual({
      date: MESSAGES.daily.duplicateDate,
    });
  });

  it('refuses a day kept on this device to send, saying where to change it', () => {
    const values = { date: '2026-01-06', description: 'Wired a panel', hours: 8 };
    expect(validateAddDaily(values, none, new Set(['2026-01-06']))).toEqual({
      date: 'This day is kept on this device and will be sent when you are back online. Change it on the Daily Reports screen.',
    });
    // Logged on the server as well (an edit waiting to be sent): the day is simply logged.
    const both = new Set(['2026-01-06']);
    expect(validateAddDaily(values, both, both)).toEqual({ date: MESSAGES.daily.duplicateDate });
  });

  it('refuses a description without a word', () => {
    const values = { date: '2026-01-05', description: '...', hours: 8 };
    expect(validateAddDaily(values, none).description).toBe(MESSAGES.daily.descriptionNoWord);
  });
});

describe('toAddDailyInput', () => {
  it('trims the description and carries the week', () => {
    expect(
      toAddDailyInput({ date: '2026-01-05', description: '  Wired  ', hours: '4.5' }, 1),
    ).toEqual({ date: '2026-01-05', description: 'Wired', hours_spent: 4.5, week_number: 1 });
  });
});

describe('addDailyFailure', () => {
  it('shows a duplicate date at the date field', () => {
    const error = apiError(409, 'conflict', MESSAGES.daily.duplicateDate);
    expect(addDailyFailure(error)).toEqual({
      kind: 'refused',
      field: 'date',
      message: MESSAGES.daily.duplicateDate,
    });
  });

  it('shows a refused field at that field', () => {
    const error = apiError(400, 'validation_error', 'Invalid input', {
      fieldErrors: { date: [MESSAGES.daily.futureDate] },
    });
    expect(addDailyFailure(error)).toEqual({
      kind: 'refused',
      field: 'date',
      message: MESSAGES.daily.futureDate,
    });
  });

  it("wraps anything else in 'Failed to add daily report'", () => {
    const locked = apiError(409, 'report_locked', MESSAGES.weekly.locked);
    expect(addDailyFailure(locked)).toEqual({
      kind: 'refused',
      field: null,
      message: MESSAGES.weekly.addDailyFailed(MESSAGES.weekly.locked),
    });
    expect(addDailyFailure(new Error('boom'))).toMatchObject({
      message: MESSAGES.weekly.addDailyFailed('boom'),
    });
  });

  it('keeps the day on the device when no answer or a 5xx came', () => {
    const timeout = apiError(0, 'timeout', '', { kind: 'network' });
    expect(addDailyFailure(timeout)).toEqual({ kind: 'offline' });
    expect(addDailyFailure(apiError(503, 'error', 'Service Unavailable'))).toEqual({
      kind: 'offline',
    });
  });
});
