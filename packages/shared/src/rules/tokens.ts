// Token arithmetic (spec 2 §9, DESIGN §4.6). Amounts are TZS, possibly as the API's decimal strings.
import {
  AI_ENHANCEMENT_COST,
  type TPayerType,
  type TPaymentMethod,
  type TPaymentStatus,
  WELCOME_BONUS_TOKENS,
} from '../constants/tokens';

// 0.3 tokens per TSH as an exact ratio. The double nearest 0.3 is slightly below it (3 * 0.3 is
// 0.8999999999999999), so we never multiply by it: whole cents × 3 / 1000 is exact integer
// arithmetic, and flooring it cannot land one token short.
const TOKENS_PER_CENT_NUMERATOR = 3;
const TOKENS_PER_CENT_DENOMINATOR = 1000;

/** Parses a TZS amount (number or decimal string such as '2500.00'); null when not a finite number ≥ 0. */
export function parseAmount(amount: number | string): number | null {
  const value = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** Tokens credited for a payment: floor(amount × 0.3). Throws on a negative or non-numeric amount. */
export function tokensForAmount(amount: number | string): number {
  const value = parseAmount(amount);
  if (value === null) throw new RangeError(`Not a valid amount: ${String(amount)}`);
  const cents = Math.round(value * 100);
  if (!Number.isSafeInteger(cents * TOKENS_PER_CENT_NUMERATOR)) {
    throw new RangeError(`Amount too large: ${String(amount)}`);
  }
  return Math.floor((cents * TOKENS_PER_CENT_NUMERATOR) / TOKENS_PER_CENT_DENOMINATOR);
}

/** can_use_ai of the balance: enough tokens for one enhancement. */
export function canUseAi(availableTokens: number): boolean {
  return availableTokens >= AI_ENHANCEMENT_COST;
}

/** payment_status of the balance from the user's approved and pending payment counts. */
export function paymentStatusOf(counts: { approved: number; pending: number }): TPaymentStatus {
  if (counts.approved > 0) return 'PAID';
  return counts.pending > 0 ? 'PENDING' : 'UNPAID';
}

/** The payer when a client sends only the payment method: a wakala for WAKALA, else another phone. */
export function defaultPayerType(method: TPaymentMethod): TPayerType {
  return method === 'WAKALA' ? 'wakala' : 'different';
}

/** A wakala payer goes with the WAKALA method, and only with it. */
export function payerMatchesMethod(payer: TPayerType, method: TPaymentMethod): boolean {
  return (payer === 'wakala') === (method === 'WAKALA');
}

/** AI enhancement is allowed with at least 300 tokens and can_use_ai (spec 2 §4). */
export function canAffordEnhancement(balance: {
  available_tokens: number;
  can_use_ai: boolean;
}): boolean {
  return balance.can_use_ai && balance.available_tokens >= AI_ENHANCEMENT_COST;
}

/**
 * Workplace "total purchased" figure (spec 2 §2): available + used − the welcome bonus, never
 * below zero (a student who has not bought anything has purchased 0, not a negative number).
 */
export function totalPurchasedTokens(balance: {
  available_tokens: number;
  tokens_used: number;
}): number {
  return Math.max(0, balance.available_tokens + balance.tokens_used - WELCOME_BONUS_TOKENS);
}
