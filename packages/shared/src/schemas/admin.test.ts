import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { ZAdminUserFilters, ZAnalyticsPeriod, ZBulkUserActionInput } from './admin';

describe('ZBulkUserActionInput', () => {
  it('requires selected users', () => {
    const result = ZBulkUserActionInput.safeParse({ user_ids: [], action: 'BAN' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please select users first',
    ]);
  });

  it('takes at most 100 users, and says so rather than asking for a selection', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, index) => index + 1);
    expect(ZBulkUserActionInput.safeParse({ user_ids: ids(100), action: 'BAN' }).success).toBe(
      true,
    );
    const result = ZBulkUserActionInput.safeParse({ user_ids: ids(101), action: 'BAN' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'You can act on at most 100 users at once.',
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

describe('admin schemas', () => {
  it('user filters accept the spec statuses and ISO join dates only', () => {
    expect(ZAdminUserFilters.parse({ status: 'banned', joined_from: '2026-01-05' })).toEqual({
      status: 'banned',
      joined_from: '2026-01-05',
    });
    expect(ZAdminUserFilters.safeParse({ status: 'deleted' }).success).toBe(false);
    expect(ZAdminUserFilters.safeParse({ joined_to: '05/01/2026' }).success).toBe(false);
  });

  it('bulk action answers word the count', () => {
    expect(MESSAGES.admin.actionDone('BAN', 3)).toBe('3 user(s) banned.');
    expect(MESSAGES.admin.usersNotFound([4, 9].join(', '))).toBe('No user with id 4, 9.');
  });
});
