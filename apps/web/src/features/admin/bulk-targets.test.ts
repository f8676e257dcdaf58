import { describe, expect, it } from 'vitest';
import { bulkTargets, withStaffOf } from './bulk-targets';

describe('bulkTargets', () => {
  // 1 and 4 are staff (4 the viewer): the server refuses a whole batch holding one, any action.
  const staff = new Set([1, 4]);

  it('leaves staff and the viewer out of BAN and DELETE, counting them', () => {
    expect(bulkTargets(new Set([1, 2, 3, 4]), staff)).toEqual({ ids: [2, 3], skipped: 2 });
    expect(bulkTargets([3, 1], staff)).toEqual({ ids: [3], skipped: 1 });
    expect(bulkTargets([1, 4], staff)).toEqual({ ids: [], skipped: 2 });
    expect(bulkTargets([2], staff)).toEqual({ ids: [2], skipped: 0 });
  });

  it('leaves them out of UNBAN and ACTIVATE too: a disabled staff account stays disabled', () => {
    expect(bulkTargets([1, 2, 4], staff)).toEqual({ ids: [2], skipped: 2 });
    expect(bulkTargets([4, 3], staff)).toEqual({ ids: [3], skipped: 1 });
    expect(bulkTargets([1], staff)).toEqual({ ids: [], skipped: 1 });
  });
});

describe('withStaffOf', () => {
  it('adds the staff accounts of a page, keeping the same set when none is new', () => {
    const known = new Set([1]);
    const page = [
      { id: 1, is_staff: true },
      { id: 2, is_staff: false },
    ];
    expect(withStaffOf(known, page)).toBe(known);
    expect([...withStaffOf(known, [...page, { id: 9, is_staff: true }])]).toEqual([1, 9]);
  });
});
