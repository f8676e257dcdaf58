import { describe, expect, it } from 'vitest';
import { USER_LIST_URL } from '../features/admin/user-list-url';
import { TRANSACTION_LIST_URL } from '../features/staff-billing/transaction-list-url';
import { isoDateParam, oneOf, pageParam, searchParam } from './url-params';

describe('url params', () => {
  it('answer the default for what is missing or invalid', () => {
    expect(oneOf('banned', ['active', 'banned'])).toBe('banned');
    expect(oneOf('BANNED', ['active', 'banned'])).toBe('');
    expect(oneOf(null, ['active'])).toBe('');
    expect(isoDateParam('2026-02-28')).toBe('2026-02-28');
    for (const bad of ['2026-02-30', '1999-12-31', '26-1-1', '', null]) {
      expect(isoDateParam(bad)).toBe('');
    }
    expect(pageParam('12')).toBe(12);
    for (const bad of ['0', '-2', '1.5', 'two', '01', '9999999', null])
      expect(pageParam(bad)).toBe(1);
    expect(searchParam('  mwita  ')).toBe('mwita');
    expect(searchParam('x'.repeat(250))).toHaveLength(200);
  });

  it('read back what they wrote, and write only what differs from the defaults', () => {
    const users = {
      filters: {
        search: 'mwita neema',
        program: '' as const,
        status: 'banned' as const,
        date: '' as const,
        joined_from: '2026-01-05',
        joined_to: '',
        signoff: 'waiting' as const,
        no_entry_days: '14' as const,
      },
      ordering: 'name' as const,
      page: 3,
    };
    const written = USER_LIST_URL.write(users);
    expect(written.toString()).toBe(
      'search=mwita+neema&status=banned&joined_from=2026-01-05&signoff=waiting&no_entry_days=14&ordering=name&page=3',
    );
    expect(USER_LIST_URL.read(written)).toEqual(users);
    expect(USER_LIST_URL.write(USER_LIST_URL.read(new URLSearchParams())).toString()).toBe('');
    expect(USER_LIST_URL.read(new URLSearchParams('ordering=-weeks')).ordering).toBe('-weeks');
    expect(USER_LIST_URL.read(new URLSearchParams('ordering=salary')).ordering).toBe(
      '-date_joined',
    );

    const payments = {
      filters: {
        status: 'PENDING' as const,
        payment_method: 'WAKALA' as const,
        search: 'juma',
        created_from: '',
        created_to: '2026-11-30',
      },
      page: 2,
    };
    const params = TRANSACTION_LIST_URL.write(payments);
    expect(params.toString()).toBe(
      'status=PENDING&payment_method=WAKALA&search=juma&created_to=2026-11-30&page=2',
    );
    expect(TRANSACTION_LIST_URL.read(params)).toEqual(payments);
  });
});
