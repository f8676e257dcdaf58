import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../messages';
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

describe('broadcast text-direction overrides', () => {
  // U+202E reversed, e.g. 'Pay at moc.kcatta' read as 'attack.com'; refused in both fields, as
  // typed text is never stripped (DESIGN §4.4). A right-to-left mark (U+200F) stays allowed.
  it.each(['\u202E', '\u202A', '\u2066', '\u2069'])('refuses %j in subject and message', (char) => {
    const input = { subject: `Week 5 ${char}fdp`, message: `Open the link ${char}moc.kcatta now` };
    for (const schema of [ZEmailBroadcastInput, ZEmailExcelFields]) {
      expect(fieldErrors(schema, input)).toEqual({
        subject: [MESSAGES.email.directionControls],
        message: [MESSAGES.email.directionControls],
      });
    }
  });

  it('keeps a right-to-left mark and ordinary punctuation', () => {
    const input = { subject: 'R&D week \u200F5', message: "The motor's belt <b> & more" };
    expect(ZEmailBroadcastInput.parse(input)).toEqual(input);
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
