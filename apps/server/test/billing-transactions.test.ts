import { MESSAGES } from '@ptlog/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTransactions } from '../src/db/schema';
import { balanceOf } from '../src/features/tokens/ledger';
import {
  auditRows,
  buildBillingApp,
  expectStatus,
  fieldErrorsOf,
  ledgerOf,
  payment,
  registeredStudent,
  signedIn,
  signedInStaff,
  type TClient,
} from './helpers/billing';
import type { TTestApp } from './helpers/build-test-app';

let testApp: TTestApp;
beforeAll(async () => {
  testApp = await buildBillingApp();
});
afterAll(() => testApp.close());

const TRANSACTIONS = '/api/billing/transactions/';

async function submit(student: TClient, body: unknown) {
  return student.call('POST', TRANSACTIONS, body);
}

async function createdBy(student: TClient, body: unknown) {
  return expectStatus(await submit(student, body), 201);
}

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
      transaction_status: 'PENDING',
      amount: '2500.00',
      tokens_generated: 750,
      created_by_staff: false,
      confirmed_by: null,
      confirmed_by_name: null,
      confirmed_at: null,
      rejection_reason: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
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
  it('gives the configured payment numbers and the token price', async () => {
    const student = await signedIn(testApp);
    const body = await expectStatus(
      await student.call('GET', '/api/billing/dashboard/payment_info/'),
      200,
    );
    expect(body).toEqual({
      success: true,
      data: {
        payment_numbers: [...testApp.config.paymentNumbers],
        currency: 'TZS',
        tokens_per_tsh: 0.3,
        min_amount: 1000,
        amount_step: 500,
        default_amount: 1000,
        ai_enhancement_cost: 300,
        welcome_bonus: 400,
        support_whatsapp: testApp.config.supportWhatsapp,
      },
    });
    expect(body.data.payment_numbers.length).toBe(2);
  });
});

describe('POST /api/billing/transactions/{id}/verify_payment/', () => {
  async function staffRecorded(student: TClient, overrides: Record<string, unknown> = {}) {
    const staff = await signedInStaff(testApp);
    const body = await expectStatus(
      await staff.call('POST', '/api/billing/staff/transactions/', {
        user_id: student.id,
        user_phone_number: '0712 345 678',
        sender_name: 'Amina  Mushi',
        payment_method: 'DIRECT',
        amount: 3000,
        ...overrides,
      }),
      201,
    );
    return { staff, transaction: body };
  }

  const verify = (student: TClient, id: number, body: unknown) =>
    student.call('POST', `${TRANSACTIONS}${id}/verify_payment/`, body);

  it('approves a staff-recorded PENDING transaction whose details match, and credits once', async () => {
    const student = await registeredStudent(testApp);
    const { staff, transaction } = await staffRecorded(student);
    const details = {
      user_phone_number: '+255712345678',
      sender_name: 'amina mushi',
      amount: 3000,
    };
    const body = await expectStatus(await verify(student, transaction.id, details), 200);
    expect(body).toMatchObject({
      success: true,
      message: 'Payment verified successfully',
      data: {
        id: transaction.id,
        transaction_status: 'APPROVED',
        confirmed_by: staff.id,
        confirmed_by_name: 'Grace Staff',
        confirmed_at: expect.any(String),
      },
    });
    expect(await balanceOf(testApp.db, student.id)).toBe(400 + 900);
    const purchases = (await ledgerOf(testApp.db, student.id)).filter(
      (entry) => entry.kind === 'purchase',
    );
    expect(purchases).toMatchObject([{ amount: 900, reference: `purchase:${transaction.id}` }]);
    expect(await auditRows(testApp.db, 'billing.transaction.verify', transaction.id)).toHaveLength(
      1,
    );
    const balance = await expectStatus(
      await student.call('GET', '/api/billing/balance/my_balance/'),
      200,
    );
    expect(balance).toEqual({
      available_tokens: 1300,
      tokens_used: 0,
      payment_status: 'PAID',
      can_use_ai: true,
    });

    // A second verification finds it processed: no second credit.
    const again = await verify(student, transaction.id, details);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(MESSAGES.billing.alreadyProcessed);
    expect(await balanceOf(testApp.db, student.id)).toBe(1300);
  });

  it('answers success: false and changes nothing when the details differ', async () => {
    const student = await signedIn(testApp);
    const { transaction } = await staffRecorded(student);
    for (const details of [
      { user_phone_number: '0712345679', sender_name: 'Amina Mushi', amount: 3000 },
      { user_phone_number: '0712345678', sender_name: 'Amina Musa', amount: 3000 },
      { user_phone_number: '0712345678', sender_name: 'Amina Mushi', amount: 3500 },
    ]) {
      const body = await expectStatus(await verify(student, transaction.id, details), 200);
      expect(body).toEqual({ success: false, message: 'Payment verification failed' });
    }
    expect(await balanceOf(testApp.db, student.id)).toBe(0);
    const still = await expectStatus(
      await student.call('GET', `${TRANSACTIONS}${transaction.id}/`),
      200,
    );
    expect(still.transaction_status).toBe('PENDING');
    expect(
      await auditRows(testApp.db, 'billing.transaction.verify_failed', transaction.id),
    ).toHaveLength(3);
  });

  it("never lets a student's own report confirm itself", async () => {
    const student = await signedIn(testApp);
    const own = await createdBy(student, payment());
    const body = await expectStatus(
      await verify(student, own.id, {
        user_phone_number: '0712345678',
        sender_name: 'Amina Mushi',
        amount: 2000,
      }),
      200,
    );
    expect(body.success).toBe(false);
    expect(await balanceOf(testApp.db, student.id)).toBe(0);
  });

  it('lets staff verify any PENDING transaction against the payment they received', async () => {
    const student = await signedIn(testApp);
    const staff = await signedInStaff(testApp);
    const own = await createdBy(student, payment({ amount: 1000 }));
    const body = await expectStatus(
      await verify(staff, own.id, {
        user_phone_number: '0712345678',
        sender_name: 'Amina Mushi',
        amount: 1000,
      }),
      200,
    );
    expect(body).toMatchObject({ success: true, data: { confirmed_by: staff.id } });
    expect(await balanceOf(testApp.db, student.id)).toBe(300);
  });

  it('needs phone, sender name and an amount above 0', async () => {
    const student = await signedIn(testApp);
    const { transaction } = await staffRecorded(student);
    expect(
      await fieldErrorsOf(
        await verify(student, transaction.id, {
          user_phone_number: '',
          sender_name: ' ',
          amount: 0,
        }),
      ),
    ).toEqual({
      user_phone_number: ['Phone number is required'],
      sender_name: ['Sender name is required'],
      amount: ['Valid amount is required'],
    });
  });
});

describe('OpenAPI', () => {
  it('documents every billing route', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/billing/balance/my_balance/',
      '/api/billing/balance/{userId}/',
      '/api/billing/token-usage/usage_history/',
      '/api/billing/workplace/',
      '/api/billing/transactions/',
      '/api/billing/transactions/{id}/',
      '/api/billing/transactions/{id}/verify_payment/',
      '/api/billing/user-transactions/',
      '/api/billing/dashboard/payment_info/',
      '/api/billing/staff/transactions/',
      '/api/billing/staff/transactions/pending_transactions/',
      '/api/billing/staff/transactions/{id}/approve_transaction/',
      '/api/billing/staff/transactions/{id}/reject_transaction/',
      '/api/billing/staff/stats/',
      '/api/billing/staff/user_balances/',
      '/api/billing/staff/token_usage/',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
