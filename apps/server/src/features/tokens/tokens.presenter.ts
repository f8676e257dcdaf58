import {
  canUseAi,
  paymentStatusOf,
  type TTokenBalance,
  type TTokenUsageEntry,
} from '@ptlog/shared';
import type { TTokenLedgerRow } from '../../db/schema';

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
  // The ledger never goes below zero; clamping only guards the answer's schema.
  const available = Math.max(0, sums.available);
  return {
    available_tokens: available,
    tokens_used: sums.used,
    payment_status: paymentStatusOf(payments),
    can_use_ai: canUseAi(available),
  };
}
