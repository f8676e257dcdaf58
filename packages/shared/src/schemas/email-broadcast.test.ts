import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZEmailBroadcastInput, ZEmailExcelFields } from './email-broadcast';

function fieldErrors(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe('ZEmailBroadcastInput', () => {
  it('requires both fields after trimming', () => {
    expect(fieldErrors(ZEmailBroadcastInput, { subject: '   ', message: '' })).toEqual({
      subject: ['Subject and message are required'],
      message: ['Subject and message are required'],
    });
  });

  it('needs a subject of 3 and a message of 10 characters', () => {
    expect(fieldErrors(ZEmailBroadcastInput, { subject: ' Hi ', message: ' too short ' })).toEqual({
      subject: ['Subject must be at least 3 characters long'],
      message: ['Message must be at least 10 characters long'],
    });
    // Length is counted after trimming: ' PT ' is 2 characters.
    expect(fieldErrors(ZEmailBroadcastInput, { subject: ' PT ', message: 'x'.repeat(10) })).toEqual(
      {
        subject: ['Subject must be at least 3 characters long'],
      },
    );
    expect(
      ZEmailBroadcastInput.safeParse({ subject: 'PT1', message: 'x'.repeat(10) }).success,
    ).toBe(true);
  });
});

describe('ZEmailExcelFields', () => {
  it('words the empty case for the spreadsheet variant', () => {
    expect(fieldErrors(ZEmailExcelFields, { subject: '', message: ' ' })).toEqual({
      subject: ['Subject and message cannot be empty'],
      message: ['Subject and message cannot be empty'],
    });
  });
});
