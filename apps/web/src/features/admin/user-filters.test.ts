import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { ADMIN_NS } from './i18n';
import {
  ariaSortOf,
  bulkConfirmations,
  exportFileName,
  hasUserFilters,
  NO_USER_FILTERS,
  nextOrdering,
  programLabel,
  sortOptions,
  toggleAll,
  toggleOne,
  userListQuery,
  userPageText,
  userState,
  weekStatesText,
} from './user-filters';

const t = i18n.getFixedT('en', ADMIN_NS);

describe('user list query', () => {
  it('sends the set filters, trimmed, with pages of 50', () => {
    expect(userListQuery(NO_USER_FILTERS, 1)).toEqual({ page: 1, page_size: 50 });
    expect(
      userListQuery(
        {
          search: ' amina ',
          program: 'CIVIL',
          status: 'banned',
          date: 'week',
          joined_from: '2026-11-01',
          joined_to: '',
          signoff: 'waiting',
          no_entry_days: '7',
        },
        2,
        '-last_entry',
      ),
    ).toEqual({
      search: 'amina',
      program: 'CIVIL',
      status: 'banned',
      date: 'week',
      joined_from: '2026-11-01',
      signoff: 'waiting',
      no_entry_days: '7',
      ordering: '-last_entry',
      page: 2,
      page_size: 50,
    });
    // The default order (newest joined first) is not sent.
    expect(userListQuery(NO_USER_FILTERS, 1, '-date_joined')).toEqual({ page: 1, page_size: 50 });
    expect(hasUserFilters(NO_USER_FILTERS)).toBe(false);
    expect(hasUserFilters({ ...NO_USER_FILTERS, date: 'today' })).toBe(true);
  });
  it('sorts by a pressed header: its first direction, then the other way', () => {
    expect(nextOrdering('-date_joined', 'name')).toBe('name');
    expect(nextOrdering('name', 'name')).toBe('-name');
    expect(nextOrdering('-name', 'name')).toBe('name');
    expect(nextOrdering('name', 'date_joined')).toBe('-date_joined');
    // The log book columns start with the students furthest behind.
    expect(nextOrdering('name', 'last_entry')).toBe('last_entry');
    expect(nextOrdering('name', 'weeks')).toBe('weeks');
    expect(ariaSortOf('-last_entry', 'last_entry')).toBe('descending');
    expect(ariaSortOf('weeks', 'weeks')).toBe('ascending');
    expect(ariaSortOf('weeks', 'name')).toBeUndefined();
    expect(sortOptions(t).map((option) => option.value)).toEqual([
      '-date_joined',
      'date_joined',
      'name',
      '-name',
      'last_entry',
      '-last_entry',
      'weeks',
      '-weeks',
    ]);
    expect(sortOptions(t)[4]?.label).toBe('Last entry: longest ago first');
  });
  it("shows a student's weeks by sign-off state", () => {
    expect(weekStatesText(t, { draft: 1, submitted: 0, sent: 2, approved: 3, returned: 0 })).toBe(
      '1 draft · 2 sent · 3 approved',
    );
    expect(weekStatesText(t, { draft: 0, submitted: 0, sent: 0, approved: 0, returned: 0 })).toBe(
      '—',
    );
  });
  it('names programs and the export file', () => {
    expect(programLabel('CIVIL')).toBe('Civil Engineering');
    expect(programLabel(null)).toBe('—');
    expect(exportFileName('2026-11-23', 'csv')).toBe('users-2026-11-23.csv');
    expect(exportFileName('2026-11-23', 'xlsx')).toBe('users-2026-11-23.xlsx');
  });
});

describe('user state', () => {
  it('is banned when inactive, unverified before the e-mail check, else active', () => {
    expect(userState({ is_active: false, email_verified: true })).toBe('banned');
    expect(userState({ is_active: true, email_verified: false })).toBe('unverified');
    expect(userState({ is_active: true, email_verified: true })).toBe('active');
  });
});

describe('selection', () => {
  it('ticks the whole page, or unticks it when all are ticked, keeping other pages', () => {
    const other = new Set([99]);
    const all = toggleAll(other, [1, 2, 3]);
    expect([...all].sort()).toEqual([1, 2, 3, 99]);
    expect([...toggleAll(all, [1, 2, 3])]).toEqual([99]);
    expect([...toggleAll(new Set([1]), [1, 2])].sort()).toEqual([1, 2]);
    expect([...toggleOne(new Set([1]), 1)]).toEqual([]);
    expect([...toggleOne(new Set(), 4)]).toEqual([4]);
  });
});

describe('bulkConfirmations', () => {
  it('asks once, and twice before deleting', () => {
    expect(bulkConfirmations(t, 'BAN', 1)).toEqual(['Are you sure you want to ban 1 user?']);
    expect(bulkConfirmations(t, 'DELETE', 3)).toEqual([
      'Are you sure you want to delete 3 users?',
      MESSAGES.admin.deleteSecondConfirm,
    ]);
  });

  it('says how many staff accounts a BAN or DELETE leaves out, and why', () => {
    expect(bulkConfirmations(t, 'BAN', 3, 2)).toEqual([
      'Are you sure you want to ban 3 users? 2 staff accounts are skipped: staff accounts are changed on the server, from the command line, not here.',
    ]);
    expect(bulkConfirmations(t, 'DELETE', 1, 1)).toEqual([
      'Are you sure you want to delete 1 user? 1 staff account is skipped: staff accounts are changed on the server, from the command line, not here.',
      MESSAGES.admin.deleteSecondConfirm,
    ]);
  });
});

describe('userPageText', () => {
  it('counts users and pages', () => {
    expect(userPageText(t, { total_count: 1, page: 1, pages: 1 })).toBe('1 user · page 1 of 1');
    expect(userPageText(t, { total_count: 0, page: 1, pages: 0 })).toBe('0 users · page 1 of 1');
    expect(userPageText(t, { total_count: 1204, page: 2, pages: 25 })).toBe(
      '1,204 users · page 2 of 25',
    );
  });
});
