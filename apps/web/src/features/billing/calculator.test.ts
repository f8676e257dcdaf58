import { MAX_PAYMENT_TSH, MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { calculateTokens } from './calculator';

describe('calculateTokens', () => {
  it('gives floor(amount × 0.3) tokens for valid amounts', () => {
    expect(calculateTokens(1000)).toEqual({ ok: true, tokens: 300 });
    expect(calculateTokens(1500)).toEqual({ ok: true, tokens: 450 });
    expect(calculateTokens(5000)).toEqual({ ok: true, tokens: 1500 });
    expect(calculateTokens(2500)).toEqual({ ok: true, tokens: 750 });
  });

  it('refuses amounts under 1000 TSH', () => {
    expect(calculateTokens(500)).toEqual({ ok: false, error: MESSAGES.billing.minAmount });
    expect(calculateTokens(0)).toEqual({ ok: false, error: MESSAGES.billing.minAmount });
  });

  it('refuses amounts that are not multiples of 500', () => {
    expect(calculateTokens(1200)).toEqual({ ok: false, error: MESSAGES.billing.amountStep });
    expect(calculateTokens(1000.5)).toEqual({ ok: false, error: MESSAGES.billing.amountStep });
  });

  it('refuses amounts above the most a payment may be, as Submit Transaction would', () => {
    expect(calculateTokens(MAX_PAYMENT_TSH)).toEqual({ ok: true, tokens: 300_000 });
    for (const amount of [MAX_PAYMENT_TSH + 500, 5_000_000]) {
      expect(calculateTokens(amount)).toEqual({ ok: false, error: MESSAGES.billing.maxAmount });
    }
  });

  it('refuses an empty input', () => {
    expect(calculateTokens('')).toEqual({ ok: false, error: MESSAGES.billing.invalidAmount });
  });
});
