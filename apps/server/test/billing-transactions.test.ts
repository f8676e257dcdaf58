import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { paymentTransactions } from '../src/db/schema';
import { balanceOf } from '../src/features/tokens/ledger';
import {
  auditRows,
  BILLING_PAYMENT_NUMBERS,
  buildBillingApp,
  createdBy,
  expectStatus,
  fieldErrorsOf,
  payment,
  signedIn,
  submit,
  type TClient,
  TRANSACTIONS,
} from './helpers/billing';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildBillingApp);

describe('POST /api/billing/transactions/ (Submit Transaction)', () => {
  it('records a PENDING transaction with floor(amount × 0.3) tokens and an audit row', async () => {
    const student = await signedIn(testApp, { firstName: 'Amina', lastName: 'Mushi' });
    const body = await createdBy(student, payment({ amount: 2500 }));
    expect(body).toEqual({
      id: expect.any(Number),
      user: student.id,
      user_full_name: 'Amina Mushi',
      user_email: student.email,
      user_phone_number: '0712345678',
      sender_name: 'Amina Mushi',
      wakala_name: null,
      payment_method: 'DIRECT',
      payer_type: 'different',
      transaction_code: null,
      transaction_status: 'PENDING',
      amount: '2500.00',
      tokens_generated: 750,
      created_by_staff: false,
      created_by: student.id,
      confirmed_by: null,
      confirmed_by_name: null,
      confirmed_at: null,
      rejection_reason: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      // The owner's view (ZOwnTransaction): their own report is never withheld.
      awaiting_confirmation: false,
    });
    // Nothing is credited before staff verify the payment.
    expect(await balanceOf(testApp.db, student.id)).toBe(0);
    const [row] = await auditRows(testApp.db, 'billing.transaction.create', body.id);
    expect(row).toMatchObject({ actorId: student.id, targetType: 'payment_transaction' });
    expect(row?.details).toMatchObject({ amount_tsh: 2500, tokens: 750, created_by_staff: false });
  });

  it("uses the profile phone for the payer 'own' and keeps the wakala name only for WAKALA", async () => {
    const student = await signedIn(testApp, { phone: '+255754111222' });
    const own = await createdBy(
      student,
      payment({ payer_type: 'own', user_phone_number: '0700000000', wakala_name: 'Ignored' }),
    );
    expect(own).toMatchObject({
      payer_type: 'own',
      user_phone_number: '+255754111222',
      wakala_name: null,
    });
    const wakala = await createdBy(student, {
      payment_method: 'WAKALA',
      user_phone_number: '0765000111',
      wakala_name: 'Juma Mobile Shop',
      amount: 3000,
    });
    expect(wakala).toMatchObject({
      payer_type: 'wakala',
      payment_method: 'WAKALA',
      wakala_name: 'Juma Mobile Shop',
      sender_name: '',
      tokens_generated: 900,
    });
  });

  describe('refuses with the spec messages and stores nothing', () => {
    async function refused(student: TClient, body: unknown) {
      const before = await testApp.db.select().from(paymentTransactions);
      const errors = await fieldErrorsOf(await submit(student, body));
      expect(await testApp.db.select().from(paymentTransactions)).toEqual(before);
      return errors;
    }

    it('amount: valid, at least 1000 TSH, in multiples of 500', async () => {
      const student = await signedIn(testApp);
      const amountError = async (amount: unknown) =>
        (await refused(student, payment({ amount: amount as number }))).amount;
      expect(await amountError(500)).toEqual([MESSAGES.billing.minAmount]);
      expect(await amountError(500)).toEqual(['Minimum payment amount is 1000 TSH']);
      expect(await amountError(1200)).toEqual(['Payment amount must be in multiples of 500 TSH']);
      expect(await amountError(0)).toEqual(['Please enter a valid amount']);
      expect(await amountError('lots')).toEqual(['Please enter a valid amount']);
      expect(await amountError(undefined)).toEqual(['Please enter a valid amount']);
    });

    it("'own' without a profile phone", async () => {
      const student = await signedIn(testApp);
      const response = await submit(student, payment({ payer_type: 'own' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'Your profile phone number is missing. Please update your profile first.',
        code: 'validation_error',
        errors: { user_phone_number: [MESSAGES.billing.profilePhoneMissing] },
      });
    });

    it("'different' without the phone used or the name on it", async () => {
      const student = await signedIn(testApp);
      expect(await refused(student, payment({ user_phone_number: '  ', sender_name: '' }))).toEqual(
        {
          user_phone_number: ['Please enter the phone number used for payment'],
          sender_name: ['Please enter the name on the phone number'],
        },
      );
    });

    it("'own' without the name on the phone", async () => {
      const student = await signedIn(testApp, { phone: '+255754111333' });
      expect(await refused(student, payment({ payer_type: 'own', sender_name: ' ' }))).toEqual({
        sender_name: ['Please enter the name on the phone number'],
      });
    });

    it("'wakala' without the wakala's name", async () => {
      const student = await signedIn(testApp);
      expect(
        await refused(student, payment({ payer_type: 'wakala', payment_method: 'WAKALA' })),
      ).toEqual({ wakala_name: ['Please enter the wakala name'] });
    });

    it('a payer that does not match the method', async () => {
      const student = await signedIn(testApp);
      expect(await refused(student, payment({ payer_type: 'wakala' }))).toEqual({
        payer_type: [MESSAGES.billing.payerMethodMismatch],
      });
    });
  });
});

describe('reading transactions', () => {
  it('lists only my own, newest first, with paging', async () => {
    const student = await signedIn(testApp);
    const other = await signedIn(testApp);
    const first = await createdBy(student, payment({ amount: 1000 }));
    const second = await createdBy(student, payment({ amount: 1500 }));
    await createdBy(other, payment({ amount: 5000 }));

    const page = await expectStatus(await student.call('GET', `${TRANSACTIONS}?page_size=1`), 200);
    expect(page).toMatchObject({ count: 2, next: 2, previous: null });
    expect(page.results.map((entry: { id: number }) => entry.id)).toEqual([second.id]);
    const last = await expectStatus(
      await student.call('GET', `${TRANSACTIONS}?page=2&page_size=1`),
      200,
    );
    expect(last).toMatchObject({ count: 2, next: null, previous: 1 });
    expect(last.results[0].id).toBe(first.id);

    const legacy = await expectStatus(
      await student.call('GET', '/api/billing/user-transactions/'),
      200,
    );
    expect(legacy.success).toBe(true);
    expect(legacy.count).toBe(2);
    expect(legacy.data.map((entry: { id: number }) => entry.id)).toEqual([second.id, first.id]);

    const pending = await expectStatus(
      await student.call('GET', `${TRANSACTIONS}?status=APPROVED`),
      200,
    );
    expect(pending.count).toBe(0);
  });

  it("answers 404 for another student's transaction, for reading and verifying", async () => {
    const owner = await signedIn(testApp);
    const intruder = await signedIn(testApp);
    const transaction = await createdBy(owner, payment());
    expect(
      (await expectStatus(await owner.call('GET', `${TRANSACTIONS}${transaction.id}/`), 200)).id,
    ).toBe(transaction.id);

    const read = await intruder.call('GET', `${TRANSACTIONS}${transaction.id}/`);
    expect(read.statusCode).toBe(404);
    expect(read.json().detail).toBe(MESSAGES.billing.transactionNotFound);
    const verify = await intruder.call('POST', `${TRANSACTIONS}${transaction.id}/verify_payment/`, {
      user_phone_number: '0712345678',
      sender_name: 'Amina Mushi',
      amount: 2000,
    });
    expect(verify.statusCode).toBe(404);
    const missing = await owner.call('GET', `${TRANSACTIONS}99999999/`);
    expect(missing.statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', TRANSACTIONS],
      ['POST', TRANSACTIONS],
      ['GET', '/api/billing/user-transactions/'],
      ['GET', '/api/billing/dashboard/payment_info/'],
      ['POST', `${TRANSACTIONS}1/verify_payment/`],
    ] as const) {
      const response = await testApp.app.inject({
        method,
        url,
        // Bodies are validated before the sign-in check, so send valid ones.
        ...(method === 'POST' ? { payload: payment() } : {}),
      });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('GET /api/billing/dashboard/payment_info/', () => {
  it('gives the seeded payment numbers and the token price', async () => {
    const student = await signedIn(testApp);
    const body = await expectStatus(
      await student.call('GET', '/api/billing/dashboard/payment_info/'),
      200,
    );
    expect(body).toEqual({
      success: true,
      data: {
        payment_numbers: BILLING_PAYMENT_NUMBERS,
        currency: 'TZS',
        tokens_per_tsh: 0.3,
        min_amount: 1000,
        amount_step: 500,
        default_amount: 1000,
        ai_enhancement_cost: 300,
        welcome_bonus: 400,
        support_whatsapp: '+255754111222',
      },
    });
    expect(body.data.payment_numbers.length).toBe(2);
  });
});
