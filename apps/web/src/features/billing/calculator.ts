// The token calculator (spec 2 §5): at least 1000 TSH, multiples of 500, tokens = floor(amount × 0.3).
import { tokensForAmount, ZPaymentAmount } from '@ptlog/shared';

export type TCalculatorResult = { ok: true; tokens: number } | { ok: false; error: string };

/** Checks an amount typed in the calculator (a NumberInput gives '' while it is empty). */
export function calculateTokens(amount: number | string): TCalculatorResult {
  const value = typeof amount === 'number' ? amount : Number.NaN;
  const parsed = ZPaymentAmount.safeParse(value);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? '' };
  return { ok: true, tokens: tokensForAmount(parsed.data) };
}
