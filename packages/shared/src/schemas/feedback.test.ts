import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZFeedbackInput } from './feedback';

describe('ZFeedbackInput', () => {
  it('requires subject and message', () => {
    const result = ZFeedbackInput.safeParse({ type: 'bug', subject: ' ', message: '' });
    expect(result.success).toBe(false);
    expect(z.flattenError(result.error!).fieldErrors).toEqual({
      subject: ['Subject is required'],
      message: ['Message is required'],
    });
  });

  it('defaults the type to other and rejects unknown types', () => {
    expect(ZFeedbackInput.parse({ subject: 'Export', message: 'Works well' }).type).toBe('other');
    expect(ZFeedbackInput.safeParse({ type: 'praise', subject: 'a', message: 'b' }).success).toBe(
      false,
    );
  });
});
