// A student's verify_payment against staff-created transactions (DESIGN §4.8), and OpenAPI.
import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { balanceOf } from '../src/features/tokens/ledger';
import {
  auditRows,
  buildBillingApp,
  createdBy,
  expectStatus,
  fieldErrorsOf,
  ledgerOf,
  payment,
  registeredStudent,
  signedIn,
  signedInStaff,
  type TClient,
  TRANSACTIONS,
} from './helpers/billing';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildBillingApp);

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
    const { transaction } = await staffRecorded(student);
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
        // The student confirmed it, not the staff member who recorded it.
        confirmed_by: student.id,
        confirmed_by_name: 'Neema Kweka',
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
      pending_payments: 0,
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

describe('verify_payment of a wakala payment', () => {
  /** A wakala payment the student reported; the dialog leaves the sender name optional. */
  function wakalaReport(student: TClient, senderName: string) {
    return createdBy(
      student,
      payment({
        payer_type: 'wakala',
        payment_method: 'WAKALA',
        user_phone_number: '0754 222 333',
        wakala_name: 'Mama Asha Shop',
        sender_name: senderName,
        amount: 5000,
      }),
    );
  }

  const verify = (client: TClient, id: number, body: unknown) =>
    client.call('POST', `${TRANSACTIONS}${id}/verify_payment/`, body);

  it('compares no name when the student left the sender name empty (phone and amount do)', async () => {
    const student = await signedIn(testApp);
    const staff = await signedInStaff(testApp);
    // Staff type what the wakala's SMS shows: the agent's name, or whatever name it gives.
    for (const senderName of ['Mama Asha Shop', 'Juma Hassan']) {
      const reported = await wakalaReport(student, '');
      expect(reported.sender_name).toBe('');
      const body = await expectStatus(
        await verify(staff, reported.id, {
          user_phone_number: '+255754222333',
          sender_name: senderName,
          amount: 5000,
        }),
        200,
      );
      expect(body).toMatchObject({
        success: true,
        message: MESSAGES.billing.verified,
        data: { id: reported.id, transaction_status: 'APPROVED', confirmed_by: staff.id },
      });
    }
    expect(await balanceOf(testApp.db, student.id)).toBe(2 * 1500);
  });

  it('still needs the phone and the amount of a payment without a sender name', async () => {
    const student = await signedIn(testApp);
    const staff = await signedInStaff(testApp);
    const reported = await wakalaReport(student, '');
    for (const details of [
      { user_phone_number: '0754222334', sender_name: 'Mama Asha Shop', amount: 5000 },
      { user_phone_number: '0754222333', sender_name: 'Mama Asha Shop', amount: 5500 },
    ]) {
      const body = await expectStatus(await verify(staff, reported.id, details), 200);
      expect(body).toEqual({ success: false, message: MESSAGES.billing.verificationFailed });
    }
    expect(await balanceOf(testApp.db, student.id)).toBe(0);
    expect(
      await auditRows(testApp.db, 'billing.transaction.verify_failed', reported.id),
    ).toHaveLength(2);
  });

  it("accepts the wakala's name for the sender, and no other name", async () => {
    const student = await signedIn(testApp);
    const staff = await signedInStaff(testApp);
    const reported = await wakalaReport(student, 'Amina Mushi');
    const details = { user_phone_number: '0754222333', amount: 5000 };
    const refused = await expectStatus(
      await verify(staff, reported.id, { ...details, sender_name: 'Juma Hassan' }),
      200,
    );
    expect(refused).toEqual({ success: false, message: MESSAGES.billing.verificationFailed });
    const body = await expectStatus(
      await verify(staff, reported.id, { ...details, sender_name: ' mama  ASHA shop ' }),
      200,
    );
    expect(body).toMatchObject({ success: true, data: { transaction_status: 'APPROVED' } });
    expect(await balanceOf(testApp.db, student.id)).toBe(1500);
  });

  it("lets a student confirm a staff-recorded wakala payment by the wakala's name", async () => {
    const student = await signedIn(testApp);
    const staff = await signedInStaff(testApp);
    const recorded = await expectStatus(
      await staff.call('POST', '/api/billing/staff/transactions/', {
        user_id: student.id,
        user_phone_number: '0754 222 333',
        sender_name: 'Baraka Mrema',
        payment_method: 'WAKALA',
        wakala_name: 'Mama Asha Shop',
        amount: 3000,
      }),
      201,
    );
    const body = await expectStatus(
      await verify(student, recorded.id, {
        user_phone_number: '0754222333',
        sender_name: 'Mama Asha Shop',
        amount: 3000,
      }),
      200,
    );
    expect(body).toMatchObject({ success: true, data: { transaction_status: 'APPROVED' } });
  });

  it('keeps a direct payment strict: only its own sender name matches', async () => {
    const student = await signedIn(testApp);
    const staff = await signedInStaff(testApp);
    const reported = await createdBy(student, payment({ amount: 3000 }));
    const body = await expectStatus(
      await verify(staff, reported.id, {
        user_phone_number: '0712345678',
        sender_name: 'Mama Asha Shop',
        amount: 3000,
      }),
      200,
    );
    expect(body.success).toBe(false);
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
