import {
  ERROR_CODES,
  LIMITS,
  MESSAGES,
  type TStaffTokenUsage,
  type TTokenBalance,
  type TTokenUsageHistory,
  type TUserBalance,
  type TUserBalancePage,
  type TWorkplaceData,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TTokenLedgerRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { periodStart } from '../../lib/eat-day';
import { pageWindow, type TPageQuery, toPage } from '../../lib/pagination';
import { transactionCounts } from '../billing/billing.repository';
import { ledgerSummary } from './ledger';
import {
  toBalanceAnswer,
  toStaffTokenUsage,
  toUsageEntry,
  toUserBalance,
} from './tokens.presenter';
import { listUserBalances, recentUsage, tokenUsageSince } from './tokens.repository';

/** GET /billing/balance/my_balance/: the ledger's sums and the user's payment status. */
export async function balanceAnswerOf(db: TDb, userId: number): Promise<TTokenBalance> {
  const sums = await ledgerSummary(db, userId);
  return toBalanceAnswer(sums, await transactionCounts(db, userId));
}

/**
 * The /workplace figures. 'Total purchased' is read from the ledger's purchase credits rather than
 * derived as available + used − 400 (spec 2 §2), so it stays right after adjustments; weekly usage
 * is what the last 4 usage entries took (spec 2 §2).
 */
export async function workplaceData(db: TDb, userId: number): Promise<TWorkplaceData['data']> {
  const sums = await ledgerSummary(db, userId);
  const transactions = await transactionCounts(db, userId);
  const usage = await recentUsage(db, userId, LIMITS.WORKPLACE_WEEKLY_USAGE_ENTRIES);
  return {
    ...toBalanceAnswer(sums, transactions),
    total_purchased: sums.purchased,
    welcome_bonus: sums.welcomeBonus,
    weekly_usage: usage.reduce((sum, row) => sum - row.amount, 0),
    recent_usage: usage.map(toUsageEntry),
    transactions,
  };
}

/** GET /billing/token-usage/usage_history/: one page of the user's ledger, newest first. */
export function usageHistory(
  page: TPageQuery,
  list: { count: number; results: readonly TTokenLedgerRow[] },
): TTokenUsageHistory {
  return {
    success: true,
    data: list.results.map(toUsageEntry),
    count: list.count,
    page: page.page,
    page_size: page.page_size,
  };
}

/** Staff: one user's balance (404 when there is no such user). */
export async function userBalance(db: TDb, userId: number): Promise<TUserBalance> {
  const list = await listUserBalances(db, { userId, limit: 1, offset: 0 });
  const row = list.results[0];
  if (!row) throw new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.billing.userNotFound);
  return toUserBalance(row);
}

/** Staff: a page of users with their balances, by name; `search` matches name or e-mail. */
export async function userBalancePage(
  db: TDb,
  search: string | undefined,
  page: TPageQuery,
): Promise<TUserBalancePage> {
  const list = await listUserBalances(db, { search, ...pageWindow(page) });
  return toPage(list.count, page, list.results, toUserBalance);
}

/** Staff: tokens used and credited over the last `days` dates (EAT), today included. */
export async function staffTokenUsage(db: TDb, days: number, now: Date): Promise<TStaffTokenUsage> {
  const since = periodStart(now, days);
  const usage = await tokenUsageSince(db, since, LIMITS.ANALYTICS_TOP_USERS);
  return toStaffTokenUsage({ days, since }, usage);
}
