import type { TStudentTransactionInput } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { transactionFixture } from '../../test/transactions';
import { ownTransactionView, submittedView } from './transaction-view';

const REPORTED: TStudentTransactionInput = {
  payer_type: 'different',
  payment_method: 'DIRECT',
  user_phone_number: '0755111222',
  sender_name: 'Juma Said',
  amount: 6000,
  transaction_code: undefined,
};

describe('ownTransactionView', () => {
  it('withholds a payment staff recorded until its owner confirms it', () => {
    const recorded = {
      ...transactionFixture({ created_by_staff: true }),
      user_phone_number: null,
      sender_name: null,
      amount: null,
      tokens_generated: null,
      awaiting_confirmation: true,
    };
    expect(ownTransactionView(recorded).withheld).toBe(true);
    const own = { ...transactionFixture(), awaiting_confirmation: false };
    expect(ownTransactionView(own)).toEqual({ withheld: false, transaction: transactionFixture() });
  });
});

describe('submittedView', () => {
  it("shows the student's own report as the server answered it", () => {
    const answer = { ...transactionFixture({ amount: '6000.00' }), awaiting_confirmation: false };
    expect(submittedView(answer, REPORTED)).toEqual(transactionFixture({ amount: '6000.00' }));
  });

  it('shows the typed figures when the report found the record staff made, withheld', () => {
    const withheld = {
      ...transactionFixture({ created_by_staff: true, transaction_code: null, wakala_name: null }),
      user_phone_number: null,
      sender_name: null,
      amount: null,
      tokens_generated: null,
      awaiting_confirmation: true,
    };
    expect(submittedView(withheld, REPORTED)).toMatchObject({
      amount: '6000',
      tokens_generated: 1800,
      sender_name: 'Juma Said',
      user_phone_number: '0755111222',
      transaction_code: null,
      created_by_staff: true,
    });
  });
});
