import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { STAFF_BILLING_NS } from './i18n';
import {
  changeFilter,
  countText,
  hasActiveFilters,
  methodText,
  NO_TRANSACTION_FILTERS,
  pageCount,
  transactionQuery,
} from './transaction-filters';

const t = i18n.getFixedT('en', STAFF_BILLING_NS);

describe('transactionQuery', () => {
  it('sends only the filters that are set, trimmed, with the page', () => {
    expect(transactionQuery(NO_TRANSACTION_FILTERS, 1)).toEqual({ page: 1, page_size: 20 });
    expect(
      transactionQuery(
        {
          status: 'PENDING',
          payment_method: 'WAKALA',
          search: '  juma ',
          created_from: '2026-11-01',
          created_to: '2026-11-30',
        },
        3,
      ),
    ).toEqual({
      status: 'PENDING',
      payment_method: 'WAKALA',
      search: 'juma',
      created_from: '2026-11-01',
      created_to: '2026-11-30',
      page: 3,
      page_size: 20,
    });
    expect(transactionQuery({ ...NO_TRANSACTION_FILTERS, search: '   ' }, 2, 5)).toEqual({
      page: 2,
      page_size: 5,
    });
  });
});

describe('filters', () => {
  it('a filter change goes back to page 1', () => {
    const next = changeFilter({ filters: NO_TRANSACTION_FILTERS, page: 4 }, 'status', 'APPROVED');
    expect(next).toEqual({ filters: { ...NO_TRANSACTION_FILTERS, status: 'APPROVED' }, page: 1 });
  });
  it('knows when any filter is set', () => {
    expect(hasActiveFilters(NO_TRANSACTION_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_TRANSACTION_FILTERS, search: ' ' })).toBe(false);
    expect(hasActiveFilters({ ...NO_TRANSACTION_FILTERS, payment_method: 'DIRECT' })).toBe(true);
    expect(hasActiveFilters({ ...NO_TRANSACTION_FILTERS, created_to: '2026-11-30' })).toBe(true);
  });
});

describe('paging texts', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });
  it('says what the footer shows', () => {
    expect(countText(t, 0, 1)).toBe('No transactions');
    expect(countText(t, 1, 1)).toBe('1 transaction');
    expect(countText(t, 12, 1)).toBe('12 transactions');
    expect(countText(t, 57, 2)).toBe('Showing 21–40 of 57 transactions');
    expect(countText(t, 57, 3)).toBe('Showing 41–57 of 57 transactions');
  });
  it('names the method, with the agent for a wakala payment', () => {
    expect(methodText(t, 'DIRECT', null)).toBe('Direct');
    expect(methodText(t, 'WAKALA', 'Mama Asha')).toBe('Wakala (money agent) · Mama Asha');
  });
});
