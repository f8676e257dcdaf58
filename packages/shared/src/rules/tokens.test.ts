import { describe, expect, it } from 'vitest';
import {
  canAffordEnhancement,
  canUseAi,
  defaultPayerType,
  parseAmount,
  payerMatchesMethod,
  paymentStatusOf,
  tokensForAmount,
  totalPurchasedTokens,
} from './tokens';

describe('tokensForAmount', () => {
  it('credits floor(amount × 0.3)', () => {
    expect(tokensForAmount(1000)).toBe(300);
    expect(tokensForAmount(1500)).toBe(450);
    expect(tokensForAmount(2000)).toBe(600);
    expect(tokensForAmount(1001)).toBe(300);
    expect(tokensForAmount(3)).toBe(0);
    expect(tokensForAmount(4)).toBe(1);
    expect(tokensForAmount(0)).toBe(0);
  });

  it('gives exact whole tokens for every multiple of 10 TSH', () => {
    expect(tokensForAmount(10)).toBe(3);
    for (let amount = 0; amount <= 200_000; amount += 10) {
      expect(tokensForAmount(amount)).toBe((amount / 10) * 3);
    }
  });

  it('matches integer arithmetic for every whole amount up to 50 000', () => {
    for (let amount = 0; amount <= 50_000; amount += 1) {
      const expected = (amount * 3 - ((amount * 3) % 10)) / 10;
      if (tokensForAmount(amount) !== expected) {
        expect.fail(`tokensForAmount(${amount}) = ${tokensForAmount(amount)}, want ${expected}`);
      }
    }
  });

  it('is exact for amounts with cents, where 0.3 as a double is slightly too small', () => {
    for (let cents = 0; cents <= 1_000_000; cents += 1) {
      const expected = (cents * 3 - ((cents * 3) % 1000)) / 1000;
      if (tokensForAmount(cents / 100) !== expected) {
        expect.fail(
          `tokensForAmount(${cents / 100}) = ${tokensForAmount(cents / 100)}, want ${expected}`,
        );
      }
    }
  });

  it('accepts the API decimal strings', () => {
    expect(tokensForAmount('2500.00')).toBe(750);
    expect(tokensForAmount('1000')).toBe(300);
    expect(tokensForAmount('999.99')).toBe(299);
    expect(tokensForAmount(1000.1)).toBe(300);
  });

  it('refuses negative, non-numeric and absurd amounts', () => {
    for (const amount of [-1, Number.NaN, Number.POSITIVE_INFINITY, 'abc', '', 1e300]) {
      expect(() => tokensForAmount(amount), String(amount)).toThrow(RangeError);
    }
  });
});

describe('parseAmount', () => {
  it('reads numbers and decimal strings', () => {
    expect(parseAmount(' 2500.50 ')).toBe(2500.5);
    expect(parseAmount(0)).toBe(0);
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });
});

describe('canAffordEnhancement', () => {
  it('needs 300 tokens and can_use_ai', () => {
    expect(canAffordEnhancement({ available_tokens: 300, can_use_ai: true })).toBe(true);
    expect(canAffordEnhancement({ available_tokens: 299, can_use_ai: true })).toBe(false);
    expect(canAffordEnhancement({ available_tokens: 5000, can_use_ai: false })).toBe(false);
  });
});

describe('totalPurchasedTokens', () => {
  it('is available + used − the 400 welcome bonus, never negative', () => {
    expect(totalPurchasedTokens({ available_tokens: 400, tokens_used: 0 })).toBe(0);
    expect(totalPurchasedTokens({ available_tokens: 100, tokens_used: 600 })).toBe(300);
    expect(totalPurchasedTokens({ available_tokens: 100, tokens_used: 0 })).toBe(0);
  });
});

describe('canUseAi', () => {
  it('needs one enhancement worth of tokens', () => {
    expect(canUseAi(300)).toBe(true);
    expect(canUseAi(299)).toBe(false);
    expect(canUseAi(0)).toBe(false);
  });
});

describe('paymentStatusOf', () => {
  it('is PAID after an approval, PENDING while the first payment waits, else UNPAID', () => {
    expect(paymentStatusOf({ approved: 0, pending: 0 })).toBe('UNPAID');
    expect(paymentStatusOf({ approved: 0, pending: 2 })).toBe('PENDING');
    expect(paymentStatusOf({ approved: 1, pending: 1 })).toBe('PAID');
  });
});

describe('payer types', () => {
  it('derive from the method and must match it', () => {
    expect(defaultPayerType('WAKALA')).toBe('wakala');
    expect(defaultPayerType('DIRECT')).toBe('different');
    expect(payerMatchesMethod('own', 'DIRECT')).toBe(true);
    expect(payerMatchesMethod('wakala', 'WAKALA')).toBe(true);
    expect(payerMatchesMethod('wakala', 'DIRECT')).toBe(false);
    expect(payerMatchesMethod('different', 'WAKALA')).toBe(false);
  });
});
