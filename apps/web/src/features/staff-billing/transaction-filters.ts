// The All Transactions table's filters (spec 2 §2 /admin/billing): status, payment method, a
// search box and (ours) the days the payments were made in; a filter change goes back to page 1.

import {
  PAYMENT_METHODS,
  type TPaymentMethod,
  TRANSACTION_STATUSES,
  type TTransactionStatus,
} from '@ptlog/shared';
import type { TFunction } from '../../i18n/translator';
import type { QueryValue } from '../../lib/api';

export const STAFF_TRANSACTIONS_PAGE_SIZE = 20;
/** The billing screen's recent-transactions list. */
export const RECENT_TRANSACTIONS = 5;
/**
 * The Pending Approvals list's page, the same as All Transactions': 100 rows (each with four
 * actions) took seconds to draw on a staff laptop with a long queue; the banner counts them all.
 */
export const PENDING_PAGE_SIZE = STAFF_TRANSACTIONS_PAGE_SIZE;

export interface TTransactionFilterForm {
  /** '' = all. */
  status: TTransactionStatus | '';
  payment_method: TPaymentMethod | '';
  search: string;
  /** ISO dates, both days included; '' = no bound. */
  created_from: string;
  created_to: string;
}

export const NO_TRANSACTION_FILTERS: TTransactionFilterForm = {
  status: '',
  payment_method: '',
  search: '',
  created_from: '',
  created_to: '',
};

/** Looks a key up in the reader's language (the component's `t`, or a fixed one in tests). */
export type TTranslate = TFunction<string>;

export function statusOptions(t: TTranslate) {
  return [
    { value: '', label: t('staff-billing:status.all') },
    ...TRANSACTION_STATUSES.map((status) => ({
      value: status,
      label: t(`staff-billing:status.${status}`),
    })),
  ];
}

export function methodLabel(t: TTranslate, method: TPaymentMethod): string {
  return t(`staff-billing:method.${method}`);
}

export function methodOptions(t: TTranslate) {
  return [
    { value: '', label: t('staff-billing:method.all') },
    ...PAYMENT_METHODS.map((method) => ({ value: method, label: methodLabel(t, method) })),
  ];
}

/** The filters as the list and its export take them: the ones set, the search trimmed. */
export function transactionFilterQuery(
  filters: TTransactionFilterForm,
): Record<string, QueryValue> {
  const search = filters.search.trim();
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.payment_method ? { payment_method: filters.payment_method } : {}),
    ...(search ? { search } : {}),
    ...(filters.created_from ? { created_from: filters.created_from } : {}),
    ...(filters.created_to ? { created_to: filters.created_to } : {}),
  };
}

/** The list call's query: only the filters that are set, and the page. */
export function transactionQuery(
  filters: TTransactionFilterForm,
  page: number,
  pageSize = STAFF_TRANSACTIONS_PAGE_SIZE,
): Record<string, QueryValue> {
  return { ...transactionFilterQuery(filters), page, page_size: pageSize };
}

export function hasActiveFilters(filters: TTransactionFilterForm): boolean {
  return (
    filters.status !== '' ||
    filters.payment_method !== '' ||
    filters.search.trim() !== '' ||
    filters.created_from !== '' ||
    filters.created_to !== ''
  );
}

/** Changes one filter and goes back to page 1. */
export function changeFilter<K extends keyof TTransactionFilterForm>(
  state: { filters: TTransactionFilterForm; page: number },
  key: K,
  value: TTransactionFilterForm[K],
): { filters: TTransactionFilterForm; page: number } {
  return { filters: { ...state.filters, [key]: value }, page: 1 };
}

export function pageCount(count: number, pageSize = STAFF_TRANSACTIONS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** 'Showing 21–40 of 57 transactions', '1 transaction', 'No transactions'. */
export function countText(
  t: TTranslate,
  count: number,
  page: number,
  pageSize = STAFF_TRANSACTIONS_PAGE_SIZE,
): string {
  if (count === 0) return t('staff-billing:count.none');
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  if (first === 1 && last === count) return t('staff-billing:count.all', { count });
  return t('staff-billing:count.showing', { first, last, count });
}

/** 'Wakala (money agent) · Mama Asha' */
export function methodText(
  t: TTranslate,
  method: TPaymentMethod,
  wakalaName: string | null,
): string {
  return method === 'WAKALA' && wakalaName
    ? t('staff-billing:method.withAgent', { method: methodLabel(t, method), agent: wakalaName })
    : methodLabel(t, method);
}
