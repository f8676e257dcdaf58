import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZFeedbackFilters, ZFeedbackInput } from './feedback';

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

describe('ZFeedbackFilters', () => {
  it('reads handled as a boolean and checks the type', () => {
    expect(ZFeedbackFilters.parse({ handled: 'false', type: 'bug' })).toEqual({
      handled: false,
      type: 'bug',
    });
    expect(ZFeedbackFilters.parse({ handled: 'true' })).toEqual({ handled: true });
    expect(ZFeedbackFilters.safeParse({ handled: 'yes' }).success).toBe(false);
    expect(ZFeedbackFilters.safeParse({ type: 'praise' }).success).toBe(false);
  });

  it('words an unknown feedback type', () => {
    const result = ZFeedbackInput.safeParse({ type: 'praise', subject: 'a', message: 'b' });
    expect(z.flattenError(result.error!).fieldErrors.type).toEqual([
      'Please choose a feedback type: bug, feature, improvement or other.',
    ]);
  });
});
