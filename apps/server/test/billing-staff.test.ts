import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentTransactions } from '../src/db/schema';
import { balanceOf, creditWelcomeBonus } from '../src/features/tokens/ledger';
import {
  approve,
  auditRows,
  buildBillingApp,
  expectStatus,
  ledgerOf,
  pendingOf,
  REAL_POSTGRES,
  raceBehindRowLock,
  reject,
  STAFF_BILLING,
  signedIn,
  signedInStaff,
} from './helpers/billing';
import { builtOnce, perSuite } from './helpers/per-suite';

const testApp = perSuite(buildBillingApp);
const staff = builtOnce(() => signedInStaff(testApp));

describe('staff routes', () => {
  it("answer 403 'Access denied. Staff privileges required.' to students, 401 without sign-in", async () => {
    const student = await signedIn(testApp);
    const transaction = await pendingOf(student);
    const routes = [
      ['GET', `${STAFF_BILLING}/transactions/`],
      ['POST', `${STAFF_BILLING}/transactions/`],
      ['GET', `${STAFF_BILLING}/transactions/pending_transactions/`],
      ['POST', `${STAFF_BILLING}/transactions/${transaction.id}/approve_transaction/`],
      ['POST', `${STAFF_BILLING}/transactions/${transaction.id}/reject_transaction/`],
      ['GET', `${STAFF_BILLING}/stats/`],
      ['GET', `${STAFF_BILLING}/user_balances/`],
      ['GET', `${STAFF_BILLING}/token_usage/`],
      ['GET', `/api/billing/balance/${student.id}/`],
    ] as const;
    const validStaffCreate = {
      user_id: student.id,
      user_phone_number: '0712345678',
      sender_name: 'Amina',
      payment_method: 'DIRECT',
      amount: 2000,
    };
    for (const [method, url] of routes) {
      const body =
        method === 'POST' && url.endsWith('transactions/') ? validStaffCreate : undefined;
      const response = await student.call(method, url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({
        detail: 'Access denied. Staff privileges required.',
        code: 'forbidden',
      });
      const anonymous = await testApp.app.inject({
        method,
        url,
        ...(body ? { payload: body } : {}),
      });
      expect(anonymous.statusCode, url).toBe(401);
    }
    // The attempts changed nothing.
    const [row] = await testApp.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, transaction.id));
    expect(row?.status).toBe('PENDING');
    expect(await balanceOf(testApp.db, student.id)).toBe(0);
  });
});

describe('approve_transaction and reject_transaction', () => {
  it('approve: PENDING → APPROVED, records who and when, credits once, audits', async () => {
    const student = await signedIn(testApp);
    await creditWelcomeBonus(testApp.db, student.id);
    const transaction = await pendingOf(student, 3500);
    const body = await expectStatus(await approve(staff, transaction.id), 200);
    expect(body).toMatchObject({
      success: true,
      message: 'Transaction approved successfully',
      data: {
        transaction_status: 'APPROVED',
        confirmed_by: staff.id,
        confirmed_by_name: 'Grace Staff',
        confirmed_at: expect.any(String),
        tokens_generated: 1050,
      },
    });
    expect(await balanceOf(testApp.db, student.id)).toBe(400 + 1050);
    const purchases = (await ledgerOf(testApp.db, student.id)).filter(
      (entry) => entry.kind === 'purchase',
    );
    expect(purchases).toMatchObject([
      { amount: 1050, reference: `purchase:${transaction.id}`, createdBy: staff.id },
    ]);
    const audits = await auditRows(testApp.db, 'billing.transaction.approve', transaction.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: staff.id, details: { tokens: 1050 } });

    // Neither a second approval nor a rejection changes an approved transaction.
    for (const response of [
      await approve(staff, transaction.id),
      await reject(staff, transaction.id),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        detail: 'This transaction has already been processed.',
        code: 'conflict',
      });
    }
    expect(await balanceOf(testApp.db, student.id)).toBe(1450);
  });

  it('reject: PENDING → REJECTED with an optional reason, no tokens, and then final', async () => {
    const student = await signedIn(testApp);
    const withReason = await pendingOf(student);
    const body = await expectStatus(
      await reject(staff, withReason.id, { reason: ' No such payment on M-Pesa ' }),
      200,
    );
    expect(body).toMatchObject({
      success: true,
      message: 'Transaction rejected successfully',
      data: {
        transaction_status: 'REJECTED',
        confirmed_by: staff.id,
        rejection_reason: 'No such payment on M-Pesa',
      },
    });
    const noBody = await pendingOf(student);
    const empty = await expectStatus(await reject(staff, noBody.id), 200);
    expect(empty.data.rejection_reason).toBeNull();
    expect(await balanceOf(testApp.db, student.id)).toBe(0);
    expect(await auditRows(testApp.db, 'billing.transaction.reject', withReason.id)).toHaveLength(
      1,
    );

    const late = await approve(staff, withReason.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(MESSAGES.billing.alreadyProcessed);
    expect(await balanceOf(testApp.db, student.id)).toBe(0);
  });

  it('answer 404 for a transaction that does not exist', async () => {
    for (const response of [await approve(staff, 99999999), await reject(staff, 99999999)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe(MESSAGES.billing.transactionNotFound);
    }
  });

  it('20 simultaneous approvals of one transaction credit it exactly once', async () => {
    const student = await signedIn(testApp);
    const transaction = await pendingOf(student, 10_000);
    const staffMembers = await Promise.all(Array.from({ length: 4 }, () => signedInStaff(testApp)));
    const race = () =>
      Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          approve(staffMembers[index % staffMembers.length]!, transaction.id),
        ),
      );
    let responses: Awaited<ReturnType<typeof race>>;
    if (REAL_POSTGRES) {
      // Every approval waits on the transaction's row at the same moment, then they race.
      const raced = await raceBehindRowLock(
        testApp,
        {
          text: 'select id from payment_transactions where id = $1 for update',
          values: [transaction.id],
        },
        20,
        race,
      );
      expect(raced.maxWaiting).toBe(20);
      responses = raced.result;
    } else {
      responses = await race();
    }
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(await balanceOf(testApp.db, student.id)).toBe(3000);
    const purchases = (await ledgerOf(testApp.db, student.id)).filter(
      (entry) => entry.kind === 'purchase',
    );
    expect(purchases).toHaveLength(1);
    expect(await auditRows(testApp.db, 'billing.transaction.approve', transaction.id)).toHaveLength(
      1,
    );
  });

  it('an approval racing a rejection: exactly one wins', async () => {
    const student = await signedIn(testApp);
    const transaction = await pendingOf(student);
    const responses = await Promise.all([
      approve(staff, transaction.id),
      reject(staff, transaction.id),
      approve(staff, transaction.id),
      reject(staff, transaction.id),
    ]);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const [row] = await testApp.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, transaction.id));
    expect(await balanceOf(testApp.db, student.id)).toBe(row?.status === 'APPROVED' ? 600 : 0);
  });
});
