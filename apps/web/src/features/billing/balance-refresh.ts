// When staff decide a payment, the student's balance (header chip, billing page) shows it without
// a reload (first-week audit). The balance answer counts the student's payments awaiting staff:
// while one waits, the header chip reads the balance again every minute while the app is visible,
// and it is read at once when the app comes back to the foreground; with none waiting nothing is
// polled, and coming back reads it only once it is stale. When the count drops (a decision), the
// other billing reads (transactions, workplace, usage) load again, so the billing page shows the
// decided payment too.
import type { TTokenBalance } from '@ptlog/shared';
import type { Query } from '@tanstack/react-query';

/** How often the balance is read while a payment of the student's is PENDING. */
export const PENDING_BALANCE_REFETCH_MS = 60_000;

type TBalanceQuery = Query<TTokenBalance, Error, TTokenBalance, readonly unknown[]>;

const hasPendingPayment = (query: TBalanceQuery) => (query.state.data?.pending_payments ?? 0) > 0;

/** The balance query's refresh options (useTokenBalance; the interval for the chip only). */
export const balanceRefreshOptions = {
  refetchInterval: (query: TBalanceQuery) =>
    hasPendingPayment(query) ? PENDING_BALANCE_REFETCH_MS : false,
  // A hidden tab is not polled; it reads the balance when it is shown again.
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: (query: TBalanceQuery) => (hasPendingPayment(query) ? 'always' : true),
} as const;

/**
 * Reads the balance with `read`; when fewer payments are pending than at `before` (staff decided
 * one), calls `onDecided` — which must not invalidate the balance itself, whose read is the one
 * under way. (A new payment needs nothing: submitting it refreshes every billing read.)
 */
export async function readBalanceNoticingDecisions(
  before: TTokenBalance | undefined,
  read: () => Promise<TTokenBalance>,
  onDecided: () => void,
): Promise<TTokenBalance> {
  const balance = await read();
  if (before && balance.pending_payments < before.pending_payments) onDecided();
  return balance;
}
