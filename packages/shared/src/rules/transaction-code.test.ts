import { describe, expect, it } from 'vitest';
import { isTransactionCode, transactionCodeKey, transactionCodesDiffer } from './transaction-code';

describe('isTransactionCode', () => {
  it('accepts the IDs the operators print', () => {
    for (const code of [
      'CI47HT9XQ2',
      'MP241130.1234.A56789',
      '8912345678',
      'TX-2024/11/30',
      'CI47 HT9XQ2',
    ]) {
      expect(isTransactionCode(code), code).toBe(true);
    }
  });

  it('holds 4 to 40 characters', () => {
    expect(isTransactionCode('A1B')).toBe(false);
    expect(isTransactionCode('A1B2')).toBe(true);
    expect(isTransactionCode('A'.repeat(40))).toBe(true);
    expect(isTransactionCode('A'.repeat(41))).toBe(false);
  });

  it('refuses labels, punctuation and letters outside A–Z', () => {
    for (const code of [
      'TID: MP241130',
      'CI47HT9XQ2!',
      'ÇI47HT9XQ2',
      'CI47_HT9XQ2',
      'CI47\tHT9X',
      '',
    ]) {
      expect(isTransactionCode(code), code).toBe(false);
    }
  });
});

describe('transactionCodeKey and transactionCodesDiffer', () => {
  it('compares without spaces and case', () => {
    expect(transactionCodeKey('ci47 HT9xq2')).toBe('ci47ht9xq2');
    expect(transactionCodesDiffer('CI47HT9XQ2', 'ci47 ht9xq2')).toBe(false);
    expect(transactionCodesDiffer('CI47HT9XQ2', 'CI47HT9XQ3')).toBe(true);
  });

  it('never calls a missing code different', () => {
    expect(transactionCodesDiffer(null, 'CI47HT9XQ2')).toBe(false);
    expect(transactionCodesDiffer('CI47HT9XQ2', undefined)).toBe(false);
  });
});
