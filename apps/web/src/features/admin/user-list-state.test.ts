import { describe, expect, it } from 'vitest';
import {
  FIRST_USER_LIST,
  type TUserListState,
  withFilters,
  withoutDone,
  withPage,
  withSelected,
} from './user-list-state';

const ticked = (state: TUserListState) => [...state.selected];

describe('the users list state', () => {
  const onPage2 = withSelected(withPage(FIRST_USER_LIST, 2), new Set([3, 70]));

  it('keeps the ticks across pages of the same list', () => {
    expect(ticked(withPage(onPage2, 3))).toEqual([3, 70]);
  });

  it('clears the ticks and goes back to page 1 when the search or a filter changes', () => {
    for (const change of [
      { search: 'amina' },
      { status: 'banned' as const },
      { program: 'CIVIL' as const },
      { joined_from: '2026-03-01' },
    ]) {
      const next = withFilters(onPage2, change);
      expect(next.filters).toMatchObject(change);
      expect(next.page).toBe(1);
      expect(ticked(next)).toEqual([]);
    }
  });

  it('keeps everything when a filter is set to the value it has', () => {
    expect(withFilters(onPage2, { search: '' })).toBe(onPage2);
  });

  it('unticks the users a bulk action was done on, leaving the rest', () => {
    expect(ticked(withoutDone(onPage2, [3]))).toEqual([70]);
    expect(ticked(withoutDone(onPage2, [3, 70]))).toEqual([]);
  });
});
