// Staff billing calls (docs/api/billing.md "Staff"): query keys and hooks. Like the student's
// billing hooks, a 401 here ends the session (spec 2 §4).
import {
  type TBillingStats,
  type TPaymentHistory,
  type TPendingTransactions,
  type TStaffTransactionInput,
  type TTransaction,
  type TTransactionActionAnswer,
  type TTransactionPage,
  type TUserBalance,
  type TUserBalancePage,
  type TVerifyPaymentInput,
  ZBillingStats,
  ZPaymentHistory,
  ZPendingTransactions,
  ZTransaction,
  ZTransactionActionAnswer,
  ZTransactionPage,
  ZUserBalance,
  ZUserBalancePage,
} from '@ptlog/shared';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../lib/api';
import { isApiError } from '../../lib/api-error';
import { billingKeys, useAuthExpiryHandler, useBillingQuery } from '../billing/api';
import {
  NO_TRANSACTION_FILTERS,
  PENDING_PAGE_SIZE,
  RECENT_TRANSACTIONS,
  type TTransactionFilterForm,
  transactionFilterQuery,
  transactionQuery,
} from './transaction-filters';

export const staffBillingKeys = {
  all: ['admin', 'billing'] as const,
  stats: ['admin', 'billing', 'stats'] as const,
  pending: (page: number, search: string) => ['admin', 'billing', 'pending', page, search] as const,
  recent: ['admin', 'billing', 'recent'] as const,
  list: (filters: TTransactionFilterForm, page: number) =>
    ['admin', 'billing', 'list', filters, page] as const,
  userSearch: (search: string) => ['admin', 'billing', 'user-search', search] as const,
  userBalance: (userId: number) => ['admin', 'billing', 'user-balance', userId] as const,
  history: (id: number) => ['admin', 'billing', 'history', id] as const,
};

/**
 * Create Transaction's answer: the payment, and whether this call recorded it (201) or found the
 * same payment already pending (200, nothing new recorded: docs/api/billing.md).
 */
export interface TStaffCreateAnswer {
  transaction: TTransaction;
  created: boolean;
}

/** Users offered by the Create Transaction search. */
const USER_SEARCH_SIZE = 10;

export const staffBillingApi = {
  stats: () =>
    api.get<TBillingStats>('/billing/staff/stats/', {
      parse: (value) => ZBillingStats.parse(value),
    }),
  /** The queue, or the payments in it matching `search` (the server's transaction search). */
  pending: (page: number, search = '') =>
    api.get<TPendingTransactions>('/billing/staff/transactions/pending_transactions/', {
      query: { page, page_size: PENDING_PAGE_SIZE, search: search.trim() || undefined },
      parse: (value) => ZPendingTransactions.parse(value),
    }),
  list: (filters: TTransactionFilterForm, page: number, pageSize?: number) =>
    api.get<TTransactionPage>('/billing/staff/transactions/', {
      query: transactionQuery(filters, page, pageSize),
      parse: (value) => ZTransactionPage.parse(value),
    }),
  // Ours (ADR 0022): the transactions the list's filters find, as an Excel workbook.
  exportXlsx: (filters: TTransactionFilterForm) =>
    api.get<Blob>('/billing/staff/transactions/export/', {
      query: transactionFilterQuery(filters),
      responseType: 'blob',
      timeoutMs: 60_000,
    }),
  approve: (id: number) =>
    api.post<TTransactionActionAnswer>(
      `/billing/staff/transactions/${id}/approve_transaction/`,
      {},
      { parse: (value) => ZTransactionActionAnswer.parse(value) },
    ),
  reject: (id: number, reason: string) =>
    api.post<TTransactionActionAnswer>(
      `/billing/staff/transactions/${id}/reject_transaction/`,
      reason ? { reason } : {},
      { parse: (value) => ZTransactionActionAnswer.parse(value) },
    ),
  create: (payload: TStaffTransactionInput) =>
    api.post<TStaffCreateAnswer>('/billing/staff/transactions/', payload, {
      parse: (value, status) => ({
        transaction: ZTransaction.parse(value),
        created: status === 201,
      }),
    }),
  verify: (id: number, payload: TVerifyPaymentInput) =>
    api.post<TTransactionActionAnswer>(`/billing/transactions/${id}/verify_payment/`, payload, {
      parse: (value) => ZTransactionActionAnswer.parse(value),
    }),
  /** Earlier rejections of the payment's transaction ID and its audited steps, newest first. */
  /** Ours (ADR 29): an APPROVED payment back to REJECTED, its tokens taken back; a reason. */
  reverse: (id: number, reason: string) =>
    api.post<TTransactionActionAnswer>(
      `/billing/staff/transactions/${id}/reverse_approval/`,
      { reason },
      { parse: (value) => ZTransactionActionAnswer.parse(value) },
    ),
  /** One user's balance (the reversal's confirmation shows what it leaves). */
  userBalance: (userId: number) =>
    api.get<TUserBalance>(`/billing/balance/${userId}/`, {
      parse: (value) => ZUserBalance.parse(value),
    }),
  history: (id: number) =>
    api.get<TPaymentHistory>(`/billing/staff/transactions/${id}/history/`, {
      parse: (value) => ZPaymentHistory.parse(value),
    }),
  searchUsers: (search: string) =>
    api.get<TUserBalancePage>('/billing/staff/user_balances/', {
      query: { search: search.trim() || undefined, page_size: USER_SEARCH_SIZE },
      parse: (value) => ZUserBalancePage.parse(value),
    }),
};

export function useBillingStats() {
  return useBillingQuery({ queryKey: staffBillingKeys.stats, queryFn: staffBillingApi.stats });
}

/**
 * How often an open billing screen re-reads the pending queue, so a payment a colleague decided
 * leaves it. Paused while the tab is hidden; on focus it re-reads only once this old, so
 * switching windows back and forth sends no burst of calls.
 */
export const PENDING_REFETCH_MS = 30_000;
const PENDING_FRESH_MS = 10_000;

export function usePendingTransactions(page: number, search = '') {
  return useBillingQuery({
    queryKey: staffBillingKeys.pending(page, search.trim()),
    queryFn: () => staffBillingApi.pending(page, search),
    placeholderData: keepPreviousData,
    staleTime: PENDING_FRESH_MS,
    refetchOnWindowFocus: true,
    refetchInterval: PENDING_REFETCH_MS,
    refetchIntervalInBackground: false,
  });
}

export function useRecentTransactions() {
  return useBillingQuery({
    queryKey: staffBillingKeys.recent,
    queryFn: () => staffBillingApi.list(NO_TRANSACTION_FILTERS, 1, RECENT_TRANSACTIONS),
  });
}

export function useStaffTransactions(filters: TTransactionFilterForm, page: number) {
  return useBillingQuery({
    queryKey: staffBillingKeys.list(filters, page),
    queryFn: () => staffBillingApi.list(filters, page),
    placeholderData: keepPreviousData,
  });
}

/** A payment's history (the details modal, the approve confirmation of a flagged payment). */
export function usePaymentHistory(id: number | null) {
  return useBillingQuery({
    queryKey: staffBillingKeys.history(id ?? 0),
    queryFn: () => staffBillingApi.history(id ?? 0),
    enabled: id !== null,
  });
}

/** A user's balance, read when `userId` is set. */
export function useUserBalance(userId: number | null) {
  return useBillingQuery({
    queryKey: staffBillingKeys.userBalance(userId ?? 0),
    queryFn: () => staffBillingApi.userBalance(userId ?? 0),
    enabled: userId !== null,
  });
}

export function useUserSearch(search: string, enabled: boolean) {
  return useBillingQuery({
    queryKey: staffBillingKeys.userSearch(search.trim()),
    queryFn: () => staffBillingApi.searchUsers(search),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** Every billing figure and list, staff's and students', after a payment changed. */
export function useRefreshStaffBilling() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffBillingKeys.all }),
        queryClient.invalidateQueries({ queryKey: billingKeys.all }),
      ]),
    [queryClient],
  );
}

/**
 * A 409: the payment was no longer PENDING (another staff member settled it first) or its
 * account was deleted; what the screen shows of it is stale.
 */
export function isPaymentConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

function useStaffBillingMutation<TArgs, TAnswer>(fn: (args: TArgs) => Promise<TAnswer>) {
  const refresh = useRefreshStaffBilling();
  const handleAuthExpiry = useAuthExpiryHandler();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void refresh(),
    onError: (error) => {
      if (isPaymentConflict(error)) void refresh();
      handleAuthExpiry(error);
    },
  });
}

export function useApproveTransaction() {
  return useStaffBillingMutation((id: number) => staffBillingApi.approve(id));
}

export function useRejectTransaction() {
  return useStaffBillingMutation(({ id, reason }: { id: number; reason: string }) =>
    staffBillingApi.reject(id, reason),
  );
}

export function useCreateStaffTransaction() {
  return useStaffBillingMutation(staffBillingApi.create);
}

export function useStaffVerifyPayment() {
  return useStaffBillingMutation(({ id, payload }: { id: number; payload: TVerifyPaymentInput }) =>
    staffBillingApi.verify(id, payload),
  );
}

export function useReverseApproval() {
  return useStaffBillingMutation(({ id, reason }: { id: number; reason: string }) =>
    staffBillingApi.reverse(id, reason),
  );
}
