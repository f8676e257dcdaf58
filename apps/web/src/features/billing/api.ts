// Student billing calls (docs/api/billing.md): query keys and TanStack Query hooks. Every hook
// logs the user out on a 401 (spec 2 §4) through useAuthExpiryHandler, the one place that
// decides it.
import {
  MESSAGES,
  type TOwnTransaction,
  type TPaymentInfo,
  type TStudentTransactionInput,
  type TTokenBalance,
  type TTransaction,
  type TTransactionActionAnswer,
  type TUserTransactions,
  type TVerifyPaymentInput,
  ZOwnTransaction,
  ZPaymentInfo,
  ZTokenBalance,
  ZTransactionActionAnswer,
  ZUserTransactions,
} from '@ptlog/shared';
import {
  type QueryKey,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session/SessionProvider';
import { translateMessage } from '../../i18n/messages';
import { api, isApiError } from '../../lib/api';
import { EARLY_PATHS, getEarlyOr } from '../../lib/early-data';
import { authExpiryDecision, retryUnlessAuthExpired } from './auth-expiry';
import { balanceRefreshOptions, readBalanceNoticingDecisions } from './balance-refresh';
import { isLostAnswer, LostSubmissionError, recordedSubmission } from './lost-submission';
import { submittedView } from './transaction-view';

export type { TTokenBalance } from '@ptlog/shared';

export const billingKeys = {
  all: ['billing'] as const,
  balance: ['billing', 'balance'] as const,
  paymentInfo: ['billing', 'payment-info'] as const,
  userTransactions: ['billing', 'user-transactions'] as const,
  workplace: ['billing', 'workplace'] as const,
  usageHistory: ['billing', 'usage-history'] as const,
};

/** The user's own list: the API's largest page; a student has a handful of payments. */
export const TRANSACTIONS_PAGE_SIZE = 100;

export const billingApi = {
  // Started by the entry with a student screen's first reads (app/routes.tsx).
  balance: () =>
    getEarlyOr(EARLY_PATHS.balance, (value): TTokenBalance => ZTokenBalance.parse(value)),
  paymentInfo: () =>
    api.get<TPaymentInfo>('/billing/dashboard/payment_info/', {
      parse: (value) => ZPaymentInfo.parse(value),
    }),
  userTransactions: () =>
    api.get<TUserTransactions>('/billing/user-transactions/', {
      query: { page_size: TRANSACTIONS_PAGE_SIZE },
      parse: (value) => ZUserTransactions.parse(value),
    }),
  submit: (payload: TStudentTransactionInput) =>
    api.post<TOwnTransaction>('/billing/transactions/', payload, {
      parse: (value) => ZOwnTransaction.parse(value),
    }),
  verify: (id: number, payload: TVerifyPaymentInput) =>
    api.post<TTransactionActionAnswer>(`/billing/transactions/${id}/verify_payment/`, payload, {
      parse: (value) => ZTransactionActionAnswer.parse(value),
    }),
};

// One logout for the whole app, however many billing calls answer 401 at the same moment.
let loggingOut = false;

/** Ends the session when a billing, balance or transaction call answered 401 (spec 2 §4). */
export function useAuthExpiryHandler(): (error: unknown) => void {
  const { logout } = useSession();
  return useCallback(
    (error: unknown) => {
      if (authExpiryDecision(error, loggingOut) !== 'logout') return;
      loggingOut = true;
      notify.error(translateMessage(MESSAGES.billing.authExpired));
      void logout().finally(() => {
        loggingOut = false;
      });
    },
    [logout],
  );
}

/** For queries: watches the query's error. Mutations call the handler from `onError`. */
export function useLogoutOnAuthExpiry(error: unknown): void {
  const handle = useAuthExpiryHandler();
  useEffect(() => {
    if (error) handle(error);
  }, [error, handle]);
}

/** useQuery for billing reads: no retry after a 401, which ends the session instead. */
export function useBillingQuery<T>(options: UseQueryOptions<T, Error, T, QueryKey>) {
  const query = useQuery({ retry: retryUnlessAuthExpired, ...options });
  useLogoutOnAuthExpiry(query.error);
  return query;
}

/**
 * The balance; read again on coming back to the app and, by the one component that passes
 * `pollWhilePending` (the header chip: each poller would keep a timer), every minute while a
 * payment is pending (balance-refresh.ts).
 */
export function useTokenBalance(enabled: boolean, { pollWhilePending = false } = {}) {
  const queryClient = useQueryClient();
  return useBillingQuery({
    queryKey: billingKeys.balance,
    queryFn: () =>
      readBalanceNoticingDecisions(
        queryClient.getQueryData<TTokenBalance>(billingKeys.balance),
        billingApi.balance,
        // A payment was decided: the transactions, workplace and usage load again too.
        () =>
          void queryClient.invalidateQueries({
            queryKey: billingKeys.all,
            predicate: (query) => query.queryKey[1] !== billingKeys.balance[1],
          }),
      ),
    enabled,
    staleTime: 30_000,
    // Offline, fail at once rather than wait paused: the AI dialog reads the balance after a lost
    // answer and stays busy until that read ends (network audit).
    networkMode: 'always',
    ...balanceRefreshOptions,
    ...(pollWhilePending ? {} : { refetchInterval: false as const }),
  });
}

export function usePaymentInfo() {
  return useBillingQuery({
    queryKey: billingKeys.paymentInfo,
    queryFn: billingApi.paymentInfo,
    staleTime: 5 * 60_000,
  });
}

export function useUserTransactions() {
  return useBillingQuery({
    queryKey: billingKeys.userTransactions,
    queryFn: billingApi.userTransactions,
    // Offline, fail (error with Retry) rather than wait paused; a paused read here would also hold
    // up the check after a lost submission, which joins a read under way (submitOrFindRecorded).
    networkMode: 'always',
  });
}

/** Balance, transactions, workplace and usage after a payment changed: all billing reads. */
export function useRefreshBilling() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
    [queryClient],
  );
}

/**
 * A submission whose answer was lost reads the transactions list again: the payment found there
 * was received (the dialog says so, as for an answered submission); otherwise a
 * LostSubmissionError says whether it is known not to be recorded or cannot be told (offline).
 */
async function submitOrFindRecorded(
  queryClient: ReturnType<typeof useQueryClient>,
  payload: TStudentTransactionInput,
  profilePhone: string,
): Promise<TTransaction> {
  try {
    return submittedView(await billingApi.submit(payload), payload);
  } catch (error) {
    if (!isLostAnswer(error)) throw error;
    let list: TUserTransactions;
    try {
      list = await queryClient.fetchQuery({
        queryKey: billingKeys.userTransactions,
        queryFn: billingApi.userTransactions,
        staleTime: 0,
        // Offline, fail at once (the 'offline' message) rather than wait paused with Cancel off.
        networkMode: 'always',
      });
    } catch {
      throw new LostSubmissionError(navigator.onLine === false ? 'offline' : 'unknown');
    }
    const recorded = recordedSubmission(payload, list.data, profilePhone);
    if (!recorded) throw new LostSubmissionError('not-recorded');
    return recorded;
  }
}

export function useSubmitTransaction(profilePhone: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshBilling();
  const handleAuthExpiry = useAuthExpiryHandler();
  return useMutation({
    mutationFn: (payload: TStudentTransactionInput) =>
      submitOrFindRecorded(queryClient, payload, profilePhone),
    // The spec's client reloaded the whole page 3 s after a submission to show the new balance;
    // refetching the balance and the transaction list gives the same result without a reload.
    onSuccess: () => refresh(),
    onError: handleAuthExpiry,
  });
}

export function useVerifyPayment() {
  const refresh = useRefreshBilling();
  const handleAuthExpiry = useAuthExpiryHandler();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: TVerifyPaymentInput }) =>
      billingApi.verify(id, payload),
    // Spec 2 §4: after a verified payment, transactions and balance are refreshed.
    onSuccess: (answer) => {
      if (answer.success) void refresh();
    },
    onError: (error) => {
      // Settled meanwhile (409): the list and balance show what happened instead.
      if (isApiError(error) && error.status === 409) void refresh();
      handleAuthExpiry(error);
    },
  });
}
