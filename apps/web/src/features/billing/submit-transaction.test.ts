import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { apiError } from '../../test/api-errors';
import {
  buildTransaction,
  emptySubmitForm,
  paymentMethodFor,
  submitFailure,
  type TSubmitForm,
} from './submit-transaction';

const form = (overrides: Partial<TSubmitForm>): TSubmitForm => ({
  ...emptySubmitForm(5000),
  ...overrides,
});

describe('buildTransaction', () => {
  it('own phone: needs the profile phone and the name on it; sends no typed phone', () => {
    expect(buildTransaction(form({ sender_name: 'Zawadi Mrema' }), '')).toEqual({
      ok: false,
      errors: { payer_type: MESSAGES.billing.profilePhoneMissing },
    });
    expect(buildTransaction(form({}), '0712345678')).toEqual({
      ok: false,
      errors: { sender_name: MESSAGES.billing.senderNameRequired },
    });
    const built = buildTransaction(
      form({ sender_name: ' Zawadi Mrema ', user_phone_number: '0799' }),
      '0712345678',
    );
    expect(built).toEqual({
      ok: true,
      payload: {
        payer_type: 'own',
        payment_method: 'DIRECT',
        user_phone_number: '',
        sender_name: 'Zawadi Mrema',
        amount: 5000,
        wakala_name: undefined,
      },
    });
  });

  it('different phone: needs the phone used and the name on it', () => {
    expect(buildTransaction(form({ payer_type: 'different' }), '0712345678')).toEqual({
      ok: false,
      errors: {
        user_phone_number: MESSAGES.billing.paymentPhoneRequired,
        sender_name: MESSAGES.billing.senderNameRequired,
      },
    });
    const built = buildTransaction(
      form({ payer_type: 'different', user_phone_number: '0755111222', sender_name: 'Juma' }),
      '',
    );
    expect(built.ok && built.payload).toMatchObject({
      payer_type: 'different',
      payment_method: 'DIRECT',
      user_phone_number: '0755111222',
      sender_name: 'Juma',
    });
  });

  it('wakala: needs the wakala name; the sender name is optional; method WAKALA', () => {
    const missing = buildTransaction(
      form({ payer_type: 'wakala', user_phone_number: '0755111222' }),
      '',
    );
    expect(missing).toEqual({
      ok: false,
      errors: { wakala_name: MESSAGES.billing.wakalaNameRequired },
    });
    const built = buildTransaction(
      form({ payer_type: 'wakala', user_phone_number: '0755111222', wakala_name: 'Mama Ashura' }),
      '',
    );
    expect(built.ok && built.payload).toMatchObject({
      payer_type: 'wakala',
      payment_method: 'WAKALA',
      wakala_name: 'Mama Ashura',
      sender_name: '',
    });
  });

  it('wakala: an empty form names the phone, the wakala and the amount at once', () => {
    expect(buildTransaction(form({ payer_type: 'wakala', amount: '' }), '')).toEqual({
      ok: false,
      errors: {
        user_phone_number: MESSAGES.billing.paymentPhoneRequired,
        wakala_name: MESSAGES.billing.wakalaNameRequired,
        amount: MESSAGES.billing.invalidAmount,
      },
    });
  });

  it('checks the amount with the shared rules', () => {
    const valid = { sender_name: 'Zawadi' };
    expect(buildTransaction(form({ ...valid, amount: '' }), '0712').ok).toBe(false);
    expect(buildTransaction(form({ ...valid, amount: '' }), '0712')).toMatchObject({
      errors: { amount: MESSAGES.billing.invalidAmount },
    });
    expect(buildTransaction(form({ ...valid, amount: -5 }), '0712')).toMatchObject({
      errors: { amount: MESSAGES.billing.invalidAmount },
    });
    expect(buildTransaction(form({ ...valid, amount: 2200 }), '0712')).toMatchObject({
      errors: { amount: MESSAGES.billing.amountStep },
    });
  });

  it('maps payers to methods', () => {
    expect(paymentMethodFor('own')).toBe('DIRECT');
    expect(paymentMethodFor('different')).toBe('DIRECT');
    expect(paymentMethodFor('wakala')).toBe('WAKALA');
  });
});

describe('buildTransaction: the transaction ID (ADR 18)', () => {
  const paid = { sender_name: 'Zawadi Mrema' };

  it('sends it trimmed, and leaves it out when blank', () => {
    const built = buildTransaction(form({ ...paid, transaction_code: ' CI47HT9XQ2 ' }), '0712');
    expect(built.ok && built.payload.transaction_code).toBe('CI47HT9XQ2');
    const blank = buildTransaction(form({ ...paid, transaction_code: '  ' }), '0712');
    expect(blank.ok && blank.payload.transaction_code).toBeUndefined();
  });

  it('refuses one no SMS shows, with the shared message', () => {
    expect(buildTransaction(form({ ...paid, transaction_code: 'TID: 12' }), '0712')).toEqual({
      ok: false,
      errors: { transaction_code: MESSAGES.billing.transactionCodeInvalid },
    });
  });
});

describe('submitFailure', () => {
  it("shows the server's field messages", () => {
    const error = apiError(400, 'validation_error', MESSAGES.billing.profilePhoneMissing, {
      fieldErrors: { user_phone_number: [MESSAGES.billing.profilePhoneMissing], other: ['x'] },
    });
    expect(submitFailure(error)).toEqual({
      message: MESSAGES.billing.profilePhoneMissing,
      fieldErrors: { user_phone_number: MESSAGES.billing.profilePhoneMissing },
    });
  });

  it('puts a transaction ID already submitted (409) under its field', () => {
    const error = apiError(409, 'transaction_code_taken', MESSAGES.billing.transactionCodeTaken);
    expect(submitFailure(error)).toEqual({
      message: MESSAGES.billing.transactionCodeTaken,
      fieldErrors: { transaction_code: MESSAGES.billing.transactionCodeTaken },
    });
  });

  it('says the submission failed for anything else', () => {
    const offline = new ApiError({
      status: 0,
      code: 'network_error',
      detail: 'x',
      kind: 'network',
    });
    expect(submitFailure(offline).message).toBe(MESSAGES.billing.submitFailed);
    expect(submitFailure(new Error('boom')).message).toBe(MESSAGES.billing.submitFailed);
  });
});
