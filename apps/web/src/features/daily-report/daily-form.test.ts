import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { transportError } from '../../lib/api-error';
import { apiError } from '../../test/api-errors';
import {
  dailyOutboxEntry,
  dailySaveFailure,
  initialFormValues,
  parseDailyInput,
  pendingDailies,
  validateDailyForm,
} from './daily-form';

const DATE = '2025-07-21';
const valid = { hours: 8, description: 'Serviced the compressor' };

describe('validateDailyForm', () => {
  it('accepts 0 to 12 hours in steps of 0.5 with a described day', () => {
    expect(validateDailyForm(DATE, 1, valid)).toEqual({});
    expect(validateDailyForm(DATE, 1, { ...valid, hours: 0 })).toEqual({});
    expect(validateDailyForm(DATE, 1, { ...valid, hours: 12 })).toEqual({});
    expect(validateDailyForm(DATE, 1, { ...valid, hours: '7.5' })).toEqual({});
  });

  it('words hour problems with the shared messages', () => {
    expect(validateDailyForm(DATE, 1, { ...valid, hours: '' }).hours).toBe(
      MESSAGES.daily.hoursRequired,
    );
    expect(validateDailyForm(DATE, 1, { ...valid, hours: -1 }).hours).toBe(
      MESSAGES.daily.hoursPositive,
    );
    expect(validateDailyForm(DATE, 1, { ...valid, hours: 12.5 }).hours).toBe(
      MESSAGES.daily.hoursTooMany,
    );
    expect(validateDailyForm(DATE, 1, { ...valid, hours: 7.3 }).hours).toBe(
      MESSAGES.daily.hoursStep,
    );
  });

  it('words description problems with the shared messages', () => {
    // Spec 1 §5: nothing typed is required, only spaces is empty.
    expect(validateDailyForm(DATE, 1, { ...valid, description: '' }).description).toBe(
      MESSAGES.daily.descriptionRequired,
    );
    expect(validateDailyForm(DATE, 1, { ...valid, description: '   ' }).description).toBe(
      MESSAGES.daily.descriptionEmpty,
    );
    expect(validateDailyForm(DATE, 1, { ...valid, description: '-- !!' }).description).toBe(
      MESSAGES.daily.descriptionNoWord,
    );
    expect(
      validateDailyForm(DATE, 1, { ...valid, description: 'a'.repeat(1001) }).description,
    ).toBe(MESSAGES.daily.descriptionTooLong);
  });

  it('builds the trimmed payload', () => {
    expect(parseDailyInput(DATE, 1, { hours: '6.5', description: '  R&D on the belt  ' })).toEqual({
      date: DATE,
      week_number: 1,
      hours_spent: 6.5,
      description: 'R&D on the belt',
    });
  });
});

describe('initialFormValues', () => {
  it('starts empty or from the saved day', () => {
    expect(initialFormValues(null)).toEqual({ hours: '', description: '' });
    expect(initialFormValues({ hours_spent: 4, description: 'x' })).toEqual({
      hours: 4,
      description: 'x',
    });
  });
});

describe('dailySaveFailure', () => {
  it('keeps the change on the device when the network fails or times out', () => {
    expect(dailySaveFailure(transportError('network_error'))).toEqual({ kind: 'offline' });
    expect(dailySaveFailure(transportError('timeout'))).toEqual({ kind: 'offline' });
  });

  it("shows the server's words for 400 and 409, with field errors by input", () => {
    const duplicate = apiError(409, 'conflict', MESSAGES.daily.duplicateDate);
    expect(dailySaveFailure(duplicate)).toEqual({
      kind: 'error',
      message: MESSAGES.daily.duplicateDate,
      fieldErrors: {},
    });
    const invalid = apiError(400, 'validation_error', MESSAGES.daily.futureDate, {
      fieldErrors: { date: [MESSAGES.daily.futureDate], hours_spent: ['Too many'] },
    });
    expect(dailySaveFailure(invalid)).toEqual({
      kind: 'error',
      message: MESSAGES.daily.futureDate,
      fieldErrors: { hours: 'Too many' },
    });
  });

  it('keeps the day on the device when no answer or a 5xx came', () => {
    expect(dailySaveFailure(apiError(0, 'timeout', '', { kind: 'network' }))).toEqual({
      kind: 'offline',
    });
    expect(dailySaveFailure(apiError(503, 'x', 'Service Unavailable'))).toEqual({
      kind: 'offline',
    });
  });

  it('says the session expired when the refresh found it over (401), not "try again"', () => {
    const over = apiError(
      401,
      'not_authenticated',
      'Authentication credentials were not provided.',
    );
    expect(dailySaveFailure(over)).toEqual({
      kind: 'error',
      message: MESSAGES.profile.sessionExpired,
      fieldErrors: {},
    });
  });

  it('uses the generic message otherwise', () => {
    const refused = apiError(404, 'not_found', 'Not found.');
    expect(dailySaveFailure(refused)).toMatchObject({ message: MESSAGES.daily.saveFailed });
    expect(dailySaveFailure(new Error('?'))).toMatchObject({ message: MESSAGES.daily.saveFailed });
  });
});

describe('outbox entries', () => {
  const input = { date: DATE, week_number: 1, hours_spent: 8, description: 'Welding' };

  it('creates a new day and updates an existing one, keyed by date', () => {
    expect(dailyOutboxEntry(input, null)).toEqual({
      key: 'daily:2025-07-21',
      label: 'Daily report of Mon 21 Jul',
      method: 'POST',
      path: '/reports/daily/',
      body: input,
    });
    expect(dailyOutboxEntry(input, 42)).toMatchObject({
      key: 'daily:2025-07-21',
      method: 'PUT',
      path: '/reports/daily/42/',
      body: { hours_spent: 8, description: 'Welding' },
    });
    // An edit says what it began from: sent over a day changed elsewhere, it is refused.
    expect(dailyOutboxEntry(input, 42, { hours_spent: 6, description: 'Weld' }).body).toEqual({
      hours_spent: 8,
      description: 'Welding',
      hours_spent_was: 6,
      description_was: 'Weld',
    });
  });

  it('reads the waiting days back, skipping other and malformed entries', () => {
    const entries = [
      { ...dailyOutboxEntry(input, null), savedAt: 5 },
      { ...dailyOutboxEntry({ ...input, date: '2025-07-22' }, 9), savedAt: 6 },
      { key: 'weekly:1', method: 'PUT' as const, path: '/x', body: {}, label: 'x', savedAt: 1 },
      {
        key: 'daily:2025-07-23',
        method: 'POST' as const,
        path: '/x',
        body: null,
        label: 'x',
        savedAt: 1,
      },
    ];
    expect(pendingDailies(entries)).toEqual([
      { date: DATE, hours_spent: 8, description: 'Welding', savedAt: 5 },
      { date: '2025-07-22', hours_spent: 8, description: 'Welding', savedAt: 6 },
    ]);
  });
});
