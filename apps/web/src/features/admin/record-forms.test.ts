import { MESSAGES, type TSystemMetric } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../test/api-errors';
import {
  checkSystemMetricForm,
  checkTokenUsageForm,
  dateOfInput,
  dateTimeInputOf,
  EMPTY_TOKEN_USAGE_FORM,
  emptySystemMetricForm,
  refusedFields,
  systemMetricFormOf,
  TOKENS_USED_MAX,
} from './record-forms';

const METRIC: TSystemMetric = {
  id: 3,
  metric_name: 'disk_used',
  metric_value: 42.5,
  unit: 'GB',
  recorded_at: '2026-11-20T07:30:45.123Z',
  notes: '',
  created_at: '2026-11-20T07:31:00.000Z',
  updated_at: '2026-11-20T07:31:00.000Z',
};

describe('the token usage form', () => {
  it('asks for the student and the tokens, with the shared messages', () => {
    expect(checkTokenUsageForm(EMPTY_TOKEN_USAGE_FORM)).toEqual({
      ok: false,
      errors: { user_id: MESSAGES.billing.userRequired, tokens_used: MESSAGES.input.required },
    });
  });

  it('takes whole numbers from 0 to the schema bound only', () => {
    const tokens = (tokens_used: number | string) =>
      checkTokenUsageForm({ ...EMPTY_TOKEN_USAGE_FORM, user_id: '42', tokens_used });
    expect(tokens(TOKENS_USED_MAX + 1)).toEqual({
      ok: false,
      errors: { tokens_used: MESSAGES.input.wholeAtMost(1_000_000) },
    });
    expect(tokens('2.5')).toMatchObject({ errors: { tokens_used: MESSAGES.input.wholeNumber } });
    expect(tokens(-1)).toMatchObject({ errors: { tokens_used: MESSAGES.input.wholeAtLeast(0) } });
    expect(tokens(0)).toMatchObject({ ok: true, input: { tokens_used: 0 } });
  });

  it('sends the text as typed: nothing stripped or trimmed away', () => {
    const checked = checkTokenUsageForm({
      user_id: '42',
      tokens_used: 300,
      usage_type: 'PARTIAL',
      description: '  R&D week: the motor\'s "belt" <b>  ',
    });
    expect(checked).toEqual({
      ok: true,
      input: {
        user_id: 42,
        tokens_used: 300,
        usage_type: 'PARTIAL',
        description: '  R&D week: the motor\'s "belt" <b>  ',
      },
    });
  });
});

describe('the system metric form', () => {
  const filled = { metric_name: 'cpu', metric_value: 12, unit: '%', notes: '' };

  it('reads a datetime-local value in the device time, and no impossible day', () => {
    const date = dateOfInput('2026-11-23T09:15');
    expect(date && dateTimeInputOf(date)).toBe('2026-11-23T09:15');
    expect(dateOfInput('2026-02-30T09:15')).toBeNull();
    expect(dateOfInput('23/11/2026 09:15')).toBeNull();
    expect(emptySystemMetricForm(new Date(2026, 10, 23, 9, 15, 40)).recorded_at).toBe(
      '2026-11-23T09:15',
    );
  });

  it("refuses the years the server refuses, in the server's words", () => {
    const at = (recorded_at: string) => checkSystemMetricForm({ ...filled, recorded_at });
    expect(at('1999-06-01T12:00')).toEqual({
      ok: false,
      errors: { recorded_at: MESSAGES.generic.dateOutOfRange },
    });
    expect(at('2100-06-01T12:00')).toMatchObject({
      errors: { recorded_at: MESSAGES.generic.dateOutOfRange },
    });
    expect(at('')).toMatchObject({ errors: { recorded_at: MESSAGES.input.required } });
    expect(at('2026-06-01T12:00')).toEqual({
      ok: true,
      input: {
        ...filled,
        recorded_at: new Date(2026, 5, 1, 12, 0).toISOString(),
      },
    });
  });

  it('asks for a name and a number', () => {
    const checked = checkSystemMetricForm({
      ...filled,
      metric_name: '  ',
      metric_value: '',
      recorded_at: '2026-06-01T12:00',
    });
    expect(checked).toEqual({
      ok: false,
      errors: { metric_name: MESSAGES.input.required, metric_value: MESSAGES.input.required },
    });
    expect(
      checkSystemMetricForm({ ...filled, metric_value: '-', recorded_at: '2026-06-01T12:00' }),
    ).toMatchObject({ errors: { metric_value: MESSAGES.input.number } });
  });

  it('keeps the seconds of a measurement whose time was left as it showed', () => {
    const form = systemMetricFormOf(METRIC);
    expect(checkSystemMetricForm({ ...form, notes: 'checked' }, METRIC)).toMatchObject({
      ok: true,
      input: { recorded_at: METRIC.recorded_at, notes: 'checked' },
    });
    const moved = checkSystemMetricForm({ ...form, recorded_at: '2026-11-21T10:00' }, METRIC);
    expect(moved).toMatchObject({
      ok: true,
      input: { recorded_at: new Date(2026, 10, 21, 10, 0).toISOString() },
    });
  });
});

describe("a refusal's field errors", () => {
  const form = { ...EMPTY_TOKEN_USAGE_FORM };

  it('puts each message under the field the server named, only fields of the form', () => {
    const error = apiError(400, 'validation_error', 'Invalid input', {
      fieldErrors: {
        description: [MESSAGES.generic.textTooLong(1000)],
        'tokens_used.0': ['Enter a whole number.'],
        other: ['Not a field here'],
      },
    });
    expect(refusedFields(error, form)).toEqual({
      description: MESSAGES.generic.textTooLong(1000),
      tokens_used: 'Enter a whole number.',
    });
  });

  it('says under the student that the account chosen is gone (404), nothing for other 404s', () => {
    const gone = apiError(404, 'not_found', MESSAGES.admin.usersNotFound('42'));
    expect(refusedFields(gone, form, 42)).toEqual({ user_id: 'No user with id 42.' });
    const record = apiError(404, 'not_found', MESSAGES.admin.recordNotFound);
    expect(refusedFields(record, form, 42)).toEqual({});
    expect(refusedFields(new Error('offline'), form, 42)).toEqual({});
  });
});
