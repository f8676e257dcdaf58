import { MESSAGES, type TTransaction } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../test/api-errors';
import {
  canVerify,
  EMPTY_VERIFY_FORM,
  isVerifiable,
  verifyFailureMessage,
  verifyPayload,
} from './verify-payment';

describe('canVerify', () => {
  const filled = { user_phone_number: '0712 345 678', sender_name: 'Juma', amount: 3000 };

  it('needs phone, sender name and an amount above 0', () => {
    expect(canVerify(filled)).toBe(true);
    expect(canVerify(EMPTY_VERIFY_FORM)).toBe(false);
    expect(canVerify({ ...filled, user_phone_number: '  ' })).toBe(false);
    expect(canVerify({ ...filled, sender_name: '' })).toBe(false);
    expect(canVerify({ ...filled, amount: 0 })).toBe(false);
    expect(canVerify({ ...filled, amount: '' })).toBe(false);
  });

  it('sends trimmed text and a number', () => {
    expect(verifyPayload({ ...filled, sender_name: ' Juma ' })).toEqual({
      user_phone_number: '0712 345 678',
      sender_name: 'Juma',
      amount: 3000,
    });
  });
});

describe('isVerifiable', () => {
  const row = { created_by_staff: true, transaction_status: 'PENDING' } as TTransaction;
  it('is true only for staff-created PENDING transactions', () => {
    expect(isVerifiable(row)).toBe(true);
    expect(isVerifiable({ ...row, created_by_staff: false })).toBe(false);
    expect(isVerifiable({ ...row, transaction_status: 'APPROVED' })).toBe(false);
  });
});

describe('verifyFailureMessage', () => {
  it("shows the server's reason for a refused request, else the spec's text", () => {
    const conflict = apiError(409, 'conflict', MESSAGES.billing.alreadyProcessed);
    expect(verifyFailureMessage(conflict)).toBe(MESSAGES.billing.alreadyProcessed);
    const server = apiError(500, 'x', 'x');
    expect(verifyFailureMessage(server)).toBe(MESSAGES.billing.verifyFailed);
  });
});
