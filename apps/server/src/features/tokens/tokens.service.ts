import { LIMITS, type TTokenBalance, type TWorkplaceData } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { transactionCounts } from '../billing/billing.repository';
import { ledgerSummary } from './ledger';
import { toBalanceAnswer, toUsageEntry } from './tokens.presenter';
import { recentUsage } from './tokens.repository';

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
