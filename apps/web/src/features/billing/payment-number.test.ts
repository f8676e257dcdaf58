import { describe, expect, it } from 'vitest';
import { splitPaymentNumber } from './payment-number';

describe('splitPaymentNumber', () => {
  it('separates the provider from the number', () => {
    expect(splitPaymentNumber('M-Pesa 0754 111 222')).toEqual({
      provider: 'M-Pesa',
      number: '0754 111 222',
    });
    expect(splitPaymentNumber('Airtel Money +255784333444')).toEqual({
      provider: 'Airtel Money',
      number: '+255784333444',
    });
  });

  it('keeps a bare number or free text whole', () => {
    expect(splitPaymentNumber('0754111222')).toEqual({ provider: null, number: '0754111222' });
    expect(splitPaymentNumber('Lipa namba: ask staff')).toEqual({
      provider: null,
      number: 'Lipa namba: ask staff',
    });
  });
});
