import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../messages';
import {
  ZPaymentAmount,
  ZStaffTransactionInput,
  ZStudentTransactionInput,
  ZVerifyPaymentInput,
} from './billing';
import { ZRejectTransactionInput } from './billing-answers';

function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(value);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

function amountMessages(value: unknown): string[] {
  const result = ZPaymentAmount.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const studentPayment = {
  user_phone_number: '0712345678',
  sender_name: 'Amina Mushi',
  payment_method: 'DIRECT',
  amount: 2000,
};

describe('ZPaymentAmount (token calculator)', () => {
  it('accepts 1000 TSH and up in multiples of 500', () => {
    for (const amount of [1000, 1500, 2000, 50_000]) expect(amountMessages(amount)).toEqual([]);
  });

  it('gives the spec messages', () => {
    expect(amountMessages(500)).toEqual(['Minimum payment amount is 1000 TSH']);
    expect(amountMessages(1200)).toEqual(['Payment amount must be in multiples of 500 TSH']);
    expect(amountMessages(0)).toEqual(['Minimum payment amount is 1000 TSH']);
    expect(amountMessages(undefined)).toEqual(['Please enter a valid amount']);
  });

  it('stops at the most a payment may be (what Submit Transaction and the server accept)', () => {
    expect(amountMessages(1_000_000)).toEqual([]);
    for (const amount of [1_000_500, 5_000_000]) {
      expect(amountMessages(amount)).toEqual(['Maximum payment amount is 1,000,000 TSH']);
      expect(fieldErrors(ZStudentTransactionInput, { ...studentPayment, amount }).amount).toEqual([
        'Maximum payment amount is 1,000,000 TSH',
      ]);
    }
    // Off the steps too: the maximum is said first.
    expect(amountMessages(1_000_250)[0]).toBe('Maximum payment amount is 1,000,000 TSH');
  });
});

describe('ZStudentTransactionInput', () => {
  const direct = {
    user_phone_number: '0712345678',
    sender_name: 'Amina Mushi',
    payment_method: 'DIRECT',
    amount: 2000,
  };

  it('accepts a direct payment and drops a stray wakala name', () => {
    expect(ZStudentTransactionInput.parse({ ...direct, wakala_name: 'Juma' })).toEqual({
      ...direct,
      payer_type: 'different',
      wakala_name: undefined,
    });
  });

  it('needs a Tanzanian number as payments show it, so staff can match the payment', () => {
    const phoneErrors = (user_phone_number: string) =>
      fieldErrors(ZStudentTransactionInput, { ...direct, user_phone_number }).user_phone_number;
    for (const phone of ['0712345678', '+255712345678', '255712345678', '0712 345 678']) {
      expect(phoneErrors(phone)).toBeUndefined();
    }
    for (const phone of ['hello', '12345', '0712345', '07123456789']) {
      expect(phoneErrors(phone)).toEqual([MESSAGES.billing.paymentPhoneInvalid]);
    }
    expect(phoneErrors('')).toEqual([MESSAGES.billing.paymentPhoneRequired]);
    const staff = { user_id: 7, sender_name: 'Amina', payment_method: 'DIRECT', amount: 3000 };
    expect(fieldErrors(ZStaffTransactionInput, { ...staff, user_phone_number: 'hello' })).toEqual({
      user_phone_number: [MESSAGES.billing.paymentPhoneInvalid],
    });
  });

  it('checks the amount like the calculator: above 0, at least 1000, multiples of 500', () => {
    const amountErrors = (amount: unknown) =>
      fieldErrors(ZStudentTransactionInput, { ...direct, amount }).amount;
    expect(amountErrors(0)).toEqual(['Please enter a valid amount']);
    expect(amountErrors(-500)).toEqual(['Please enter a valid amount']);
    expect(amountErrors('2000')).toEqual(['Please enter a valid amount']);
    expect(amountErrors(500)).toEqual(['Minimum payment amount is 1000 TSH']);
    expect(amountErrors(1250)).toEqual(['Payment amount must be in multiples of 500 TSH']);
    expect(amountErrors(1500)).toBeUndefined();
    expect(amountErrors(1_000_000)).toBeUndefined();
    // At most 1,000,000 TSH (the spec gives no maximum), with that one message.
    for (const amount of [1_000_500, 1_000_250, 1_000_000_000]) {
      expect(amountErrors(amount)).toEqual(['Maximum payment amount is 1,000,000 TSH']);
    }
  });

  it("takes the phone from the profile for 'own' and needs the name on the phone", () => {
    const own = { ...direct, payer_type: 'own', user_phone_number: '0799999999' };
    expect(ZStudentTransactionInput.parse(own).user_phone_number).toBe('');
    expect(fieldErrors(ZStudentTransactionInput, { ...own, sender_name: ' ' })).toEqual({
      sender_name: ['Please enter the name on the phone number'],
    });
  });

  it("needs the phone used and the name on it for 'different'", () => {
    expect(
      fieldErrors(ZStudentTransactionInput, {
        payer_type: 'different',
        payment_method: 'DIRECT',
        amount: 2000,
      }),
    ).toEqual({
      user_phone_number: ['Please enter the phone number used for payment'],
      sender_name: ['Please enter the name on the phone number'],
    });
  });

  it("needs the wakala's name and phone, not a sender name, for 'wakala'", () => {
    const wakala = { payer_type: 'wakala', payment_method: 'WAKALA', amount: 3000 };
    expect(fieldErrors(ZStudentTransactionInput, wakala)).toEqual({
      user_phone_number: ['Please enter the phone number used for payment'],
      wakala_name: ['Please enter the wakala name'],
    });
    expect(
      ZStudentTransactionInput.parse({
        ...wakala,
        user_phone_number: '0712345678',
        wakala_name: 'Juma Shop',
      }),
    ).toMatchObject({ payer_type: 'wakala', sender_name: '', wakala_name: 'Juma Shop' });
  });

  it('refuses a payer that does not match the method', () => {
    expect(
      fieldErrors(ZStudentTransactionInput, { ...direct, payer_type: 'wakala' }).payer_type,
    ).toEqual(['The payer does not match the payment method']);
    expect(
      fieldErrors(ZStudentTransactionInput, {
        ...direct,
        payment_method: 'WAKALA',
        wakala_name: 'Juma',
        payer_type: 'own',
      }).payer_type,
    ).toEqual(['The payer does not match the payment method']);
  });

  it('requires a wakala name for WAKALA', () => {
    expect(fieldErrors(ZStudentTransactionInput, { ...direct, payment_method: 'WAKALA' })).toEqual({
      wakala_name: ['Please enter the wakala name'],
    });
    expect(
      ZStudentTransactionInput.parse({ ...direct, payment_method: 'WAKALA', wakala_name: ' Juma ' })
        .wakala_name,
    ).toBe('Juma');
  });

  it('gives the spec messages for phone and amount', () => {
    expect(
      fieldErrors(ZStudentTransactionInput, { ...direct, user_phone_number: '', amount: 0 }),
    ).toEqual({
      user_phone_number: ['Please enter the phone number used for payment'],
      amount: ['Please enter a valid amount'],
    });
  });
});

describe('ZStaffTransactionInput', () => {
  it('requires every field with the staff wording', () => {
    expect(fieldErrors(ZStaffTransactionInput, { payment_method: 'DIRECT' })).toEqual({
      user_id: ['User is required'],
      user_phone_number: ['Phone number is required'],
      sender_name: ['Sender name is required'],
      amount: ['Valid amount is required'],
    });
  });

  it('asks for the wakala name in the same answer as the other missing fields', () => {
    expect(fieldErrors(ZStaffTransactionInput, { payment_method: 'WAKALA' })).toEqual({
      user_id: ['User is required'],
      user_phone_number: ['Phone number is required'],
      sender_name: ['Sender name is required'],
      amount: ['Valid amount is required'],
      wakala_name: ['Wakala name is required for money agent payments'],
    });
    // Not an object: the object check alone answers.
    expect(ZStaffTransactionInput.safeParse(null).error?.issues).toHaveLength(1);
  });

  it('requires a wakala name for money agent payments', () => {
    const form = {
      user_id: 7,
      user_phone_number: '0712345678',
      sender_name: 'Amina',
      payment_method: 'WAKALA',
      amount: 3000,
    };
    expect(fieldErrors(ZStaffTransactionInput, form)).toEqual({
      wakala_name: ['Wakala name is required for money agent payments'],
    });
  });
});

describe('ZStaffTransactionInput amounts', () => {
  it('takes whole shillings above 0', () => {
    const form = {
      user_id: 7,
      user_phone_number: '0712345678',
      sender_name: 'Amina',
      payment_method: 'DIRECT',
    };
    for (const amount of [0, -1, 2500.5]) {
      expect(
        fieldErrors(ZStaffTransactionInput, { ...form, amount }).amount,
        String(amount),
      ).toEqual(['Valid amount is required']);
    }
    expect(ZStaffTransactionInput.parse({ ...form, amount: 1234 }).amount).toBe(1234);
    expect(ZStaffTransactionInput.parse({ ...form, amount: 1000 }).amount).toBe(1000);
    expect(ZStaffTransactionInput.parse({ ...form, amount: 1_000_000 }).amount).toBe(1_000_000);
    for (const amount of [1_000_001, 2e9]) {
      expect(fieldErrors(ZStaffTransactionInput, { ...form, amount }).amount).toEqual([
        'Maximum payment amount is 1,000,000 TSH',
      ]);
    }
    expect(fieldErrors(ZStaffTransactionInput, { ...form, amount: 2000, user_id: 0 })).toEqual({
      user_id: ['User is required'],
    });
  });
});

describe('ZStaffTransactionInput minimum', () => {
  it('refuses less than the payment minimum, 1000 TSH (spec 2 §9), with one message', () => {
    const form = {
      user_id: 7,
      user_phone_number: '0712345678',
      sender_name: 'Amina',
      payment_method: 'DIRECT',
    };
    for (const amount of [1, 500, 999]) {
      expect(
        fieldErrors(ZStaffTransactionInput, { ...form, amount }).amount,
        String(amount),
      ).toEqual(['Minimum payment amount is 1000 TSH']);
    }
    expect(fieldErrors(ZStaffTransactionInput, { ...form, amount: 999.5 }).amount).toEqual([
      'Valid amount is required',
    ]);
  });
});

describe('ZVerifyPaymentInput', () => {
  it('needs phone, sender name and an amount above 0', () => {
    expect(
      fieldErrors(ZVerifyPaymentInput, { user_phone_number: ' ', sender_name: '', amount: -1 }),
    ).toEqual({
      user_phone_number: ['Phone number is required'],
      sender_name: ['Sender name is required'],
      amount: ['Valid amount is required'],
    });
  });
});

describe('transaction_code on both create payloads (ADR 18)', () => {
  const student = {
    user_phone_number: '0712345678',
    sender_name: 'Amina Mushi',
    payment_method: 'DIRECT',
    amount: 2000,
  };
  const staff = { ...student, user_id: 7 };

  it('is optional: left out, null or blank is none', () => {
    for (const schema of [ZStudentTransactionInput, ZStaffTransactionInput]) {
      for (const transaction_code of [undefined, null, '', '   ']) {
        const body = { ...(schema === ZStaffTransactionInput ? staff : student), transaction_code };
        expect(schema.parse(body).transaction_code, String(transaction_code)).toBeUndefined();
      }
    }
  });

  it('keeps what was typed, trimmed of surrounding spaces only', () => {
    expect(
      ZStudentTransactionInput.parse({ ...student, transaction_code: '  ci47 HT9xq2 ' })
        .transaction_code,
    ).toBe('ci47 HT9xq2');
    expect(
      ZStaffTransactionInput.parse({ ...staff, transaction_code: 'MP241130.1234.A56789' })
        .transaction_code,
    ).toBe('MP241130.1234.A56789');
  });

  it('refuses what no SMS shows, with one message', () => {
    for (const transaction_code of ['TID: MP241130', 'AB1', 'X'.repeat(41), 42]) {
      for (const [schema, body] of [
        [ZStudentTransactionInput, student],
        [ZStaffTransactionInput, staff],
      ] as const) {
        expect(
          fieldErrors(schema, { ...body, transaction_code }).transaction_code,
          String(transaction_code),
        ).toEqual([MESSAGES.billing.transactionCodeInvalid]);
      }
    }
  });
});

describe('ZRejectTransactionInput', () => {
  it('names the limit of a reason that is too long, in our words, not zod’s', () => {
    const result = ZRejectTransactionInput.safeParse({ reason: 'x'.repeat(1001) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.generic.textTooLong(1000));
    expect(ZRejectTransactionInput.parse({ reason: '  Wrong amount  ' })).toEqual({
      reason: 'Wrong amount',
    });
    expect(ZRejectTransactionInput.parse({})).toEqual({});
  });
});
