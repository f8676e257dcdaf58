import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ZAddDailyDialogInput,
  ZDailyReportCreate,
  ZDailyReportInput,
  ZDailyReportUpdate,
} from './daily-report';

function fieldErrors(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

const valid = { date: '2025-07-21', hours_spent: 8, description: 'Installed a new cable tray.' };

describe('ZDailyReportInput hours', () => {
  it('accepts 0 to 12 in steps of 0.5', () => {
    for (const hours of [0, 0.5, 7.5, 8, 12]) {
      expect(
        ZDailyReportInput.safeParse({ ...valid, hours_spent: hours }).success,
        String(hours),
      ).toBe(true);
    }
  });

  it.each([
    [undefined, 'Hours are required'],
    ['', 'Hours are required'],
    [Number.NaN, 'Hours are required'],
    [-0.5, 'Hours must be positive'],
    [12.5, 'Hours cannot exceed 12'],
    [24, 'Hours cannot exceed 12'],
    [7.25, 'Hours must be in steps of 0.5'],
  ])('%j → %s', (hours, message) => {
    expect(fieldErrors(ZDailyReportInput, { ...valid, hours_spent: hours })).toEqual({
      hours_spent: [message],
    });
  });
});

describe('ZDailyReportInput description', () => {
  it.each([
    [undefined, 'Description is required'],
    ['', 'Description cannot be empty'],
    ['   \n ', 'Description cannot be empty'],
    ['... !!!', 'Description must contain at least one word'],
    ['x'.repeat(1001), 'Description cannot exceed 1000 characters'],
  ])('%j → %s', (description, message) => {
    expect(fieldErrors(ZDailyReportInput, { ...valid, description })).toEqual({
      description: [message],
    });
  });

  it('stores the text as typed, only trimmed (no character stripping)', () => {
    const typed = `  R&D: checked the motor's "belt" <A> & fixed it  `;
    expect(ZDailyReportInput.parse({ ...valid, description: typed }).description).toBe(
      `R&D: checked the motor's "belt" <A> & fixed it`,
    );
  });

  it('counts words in any script', () => {
    expect(ZDailyReportInput.safeParse({ ...valid, description: 'Kazi ya umeme' }).success).toBe(
      true,
    );
    expect(ZDailyReportInput.safeParse({ ...valid, description: '42' }).success).toBe(true);
  });

  it('allows exactly 1000 characters', () => {
    expect(ZDailyReportInput.safeParse({ ...valid, description: 'x'.repeat(1000) }).success).toBe(
      true,
    );
  });
});

describe('ZDailyReportInput date', () => {
  it('requires a real ISO date', () => {
    expect(fieldErrors(ZDailyReportInput, { ...valid, date: '' })).toEqual({
      date: ['Date is required'],
    });
    expect(fieldErrors(ZDailyReportInput, { ...valid, date: undefined })).toEqual({
      date: ['Date is required'],
    });
    expect(fieldErrors(ZDailyReportInput, { ...valid, date: '2025-02-30' })).toEqual({
      date: ['Please enter a valid date'],
    });
  });

  it('may be left out of the API body (the server uses today), never blank or wrong', () => {
    const { date: _date, ...undated } = valid;
    expect(ZDailyReportCreate.parse(undated)).toEqual(undated);
    expect(fieldErrors(ZDailyReportCreate, { ...valid, date: ' ' })).toEqual({
      date: ['Date is required'],
    });
    expect(fieldErrors(ZDailyReportCreate, { ...valid, date: '2025-02-30' })).toEqual({
      date: ['Please enter a valid date'],
    });
  });

  it('accepts an optional week number 1..8', () => {
    expect(ZDailyReportInput.safeParse({ ...valid, week_number: 3 }).success).toBe(true);
    expect(ZDailyReportInput.safeParse({ ...valid, week_number: 9 }).success).toBe(false);
  });
});

describe('ZAddDailyDialogInput', () => {
  it("uses the dialog's own wording for missing fields", () => {
    expect(fieldErrors(ZAddDailyDialogInput, {})).toEqual({
      date: ['Date is required'],
      hours_spent: ['Hours is required'],
      description: ['Description is required'],
    });
  });

  it('applies the same 0–12 rule as the daily screen', () => {
    expect(fieldErrors(ZAddDailyDialogInput, { ...valid, hours_spent: 13 })).toEqual({
      hours_spent: ['Hours cannot exceed 12'],
    });
  });
});

describe('ZDailyReportCreate hours', () => {
  const { hours_spent: _hours, ...unhoured } = valid;

  it('defaults to 0 when left out of the API body (spec 1 §3)', () => {
    expect(ZDailyReportCreate.parse(unhoured)).toEqual({ ...unhoured, hours_spent: 0 });
  });

  it('keeps the same rules for hours that are sent', () => {
    expect(fieldErrors(ZDailyReportCreate, { ...valid, hours_spent: null })).toEqual({
      hours_spent: ['Hours are required'],
    });
    expect(fieldErrors(ZDailyReportCreate, { ...valid, hours_spent: 12.5 })).toEqual({
      hours_spent: ['Hours cannot exceed 12'],
    });
  });

  it('is still asked for by the forms', () => {
    expect(fieldErrors(ZDailyReportInput, unhoured)).toEqual({
      hours_spent: ['Hours are required'],
    });
    expect(fieldErrors(ZAddDailyDialogInput, unhoured)).toEqual({
      hours_spent: ['Hours is required'],
    });
  });
});

describe('ZDailyReportUpdate', () => {
  it('accepts partial updates with the same rules', () => {
    expect(ZDailyReportUpdate.parse({ hours_spent: 6 })).toEqual({ hours_spent: 6 });
    expect(fieldErrors(ZDailyReportUpdate, { description: ' ' })).toEqual({
      description: ['Description cannot be empty'],
    });
  });

  it('leaves the hours out when none are sent, so the stored ones are kept', () => {
    expect(ZDailyReportUpdate.parse({ description: 'Fitted a relay.' })).toEqual({
      description: 'Fitted a relay.',
    });
  });
});
