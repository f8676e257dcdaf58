import { describe, expect, it } from 'vitest';
import { ZAnalyticsPeriod, ZBulkUserActionInput } from './admin';

describe('ZBulkUserActionInput', () => {
  it('requires selected users', () => {
    const result = ZBulkUserActionInput.safeParse({ user_ids: [], action: 'BAN' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please select users first',
    ]);
  });

  it('accepts the four bulk actions only', () => {
    expect(ZBulkUserActionInput.safeParse({ user_ids: [1, 2], action: 'DELETE' }).success).toBe(
      true,
    );
    expect(ZBulkUserActionInput.safeParse({ user_ids: [1], action: 'SUSPEND' }).success).toBe(
      false,
    );
  });
});

describe('ZAnalyticsPeriod', () => {
  it('accepts 7, 30, 90 and 365 days and defaults to 30', () => {
    expect(ZAnalyticsPeriod.parse('90')).toBe(90);
    expect(ZAnalyticsPeriod.parse(undefined)).toBe(30);
    expect(ZAnalyticsPeriod.safeParse('14').success).toBe(false);
  });
});
