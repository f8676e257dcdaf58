import {
  canUseAi,
  paymentStatusOf,
  type TStaffTokenUsage,
  type TTokenBalance,
  type TTokenUsageEntry,
  type TUserBalance,
} from '@ptlog/shared';
import type { TTokenLedgerRow, TUserRow } from '../../db/schema';
import { shownEmailOf, studentNameOf } from '../accounts/accounts.presenter';

type TName = Pick<TUserRow, 'firstName' | 'lastName'>;

/** The API object of a ledger entry. */
export function toUsageEntry(row: TTokenLedgerRow): TTokenUsageEntry {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    tokens_used: row.amount < 0 ? -row.amount : 0,
    usage_type: row.usageType,
    description: row.description,
    reference: row.reference,
    created_at: row.createdAt.toISOString(),
  };
}

/** The balance answer from the ledger sums and the user's payment counts. */
export function toBalanceAnswer(
  sums: { available: number; used: number },
  payments: { approved: number; pending: number },
): TTokenBalance {
  // Below zero only after a reversed approval took back tokens already spent (ADR 29): shown as
  // it is, so the student sees what they owe; no AI call is allowed until a payment covers it.
  const available = sums.available;
  return {
    available_tokens: available,
    tokens_used: sums.used,
    payment_status: paymentStatusOf(payments),
    can_use_ai: canUseAi(available),
    pending_payments: payments.pending,
  };
}

/** A user with their ledger sums and payment counts (see `listUserBalances`). */
export interface TUserBalanceRow extends TName {
  id: number;
  email: string;
  available: number;
  used: number;
  purchased: number;
  approved: number;
  pending: number;
}

/** A user's balance as staff see it. */
export function toUserBalance(row: TUserBalanceRow): TUserBalance {
  return {
    ...toBalanceAnswer(row, row),
    user_id: row.id,
    user_full_name: studentNameOf(row),
    user_email: shownEmailOf(row.email),
    total_purchased: row.purchased,
  };
}

/** Token movements over a period (see `tokenUsageSince`) as the staff analytics answer. */
export function toStaffTokenUsage(
  period: { days: number; since: Date },
  usage: {
    used: number;
    credited: number;
    enhancements: number;
    activeUsers: number;
    top: ReadonlyArray<TName & { userId: number; used: number }>;
  },
): TStaffTokenUsage {
  return {
    success: true,
    data: {
      days: period.days,
      since: period.since.toISOString(),
      total_tokens_used: usage.used,
      total_tokens_credited: usage.credited,
      enhancements: usage.enhancements,
      active_users: usage.activeUsers,
      top_users: usage.top.map((row) => ({
        user_id: row.userId,
        user_full_name: studentNameOf(row),
        tokens_used: row.used,
      })),
    },
  };
}
