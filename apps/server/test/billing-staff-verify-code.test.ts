// Staff verify_payment of a payment that carries a transaction ID (finance audit, 1): the statement
// line's phone, sender name and amount do not tell a near-copy of an ID, or one student's typo'd
// ID and another's real one, from the payment on the statement; its ID does. Staff must type it,
// compared without spaces and case; a missing or other ID is refused, audited, nothing written.
// Runs on the embedded database, and on PostgreSQL with TEST_DATABASE_URL.
import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentTransactions } from '../src/db/schema';
import { balanceOf } from '../src/features/tokens/ledger';
import {
  auditRows,
  buildBillingApp,
  createdBy,
  expectStatus,
  fieldErrorsOf,
  payment,
  STAFF_BILLING,
  signedIn,
  signedInStaff,
  type TClient,
  TRANSACTIONS,
} from './helpers/billing';
import { builtOnce, perSuite } from './helpers/per-suite';

const testApp = perSuite(buildBillingApp);
const staff = builtOnce(() => signedInStaff(testApp));

/** The statement line staff read: phone, sender name and amount. */
const LINE = { user_phone_number: '0712345678', sender_name: 'Amina Mushi', amount: 2000 };

const verify = (caller: TClient, id: number, body: unknown) =>
  caller.call('POST', `${TRANSACTIONS}${id}/verify_payment/`, body);

async function statusOf(id: number) {
  const [row] = await testApp.db
    .select({ status: paymentTransactions.status })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, id));
  return row?.status;
}

/** A refusal on the transaction ID: 400 on the field, the payment untouched, audited. */
async function expectCodeRefused(
  response: Awaited<ReturnType<typeof verify>>,
  id: number,
  student: TClient,
  failedBefore: number,
) {
  expect(await fieldErrorsOf(response)).toEqual({
    transaction_code: [MESSAGES.billing.transactionCodeMismatch],
  });
  expect(response.json().detail).toBe(MESSAGES.billing.transactionCodeMismatch);
  expect(await statusOf(id)).toBe('PENDING');
  expect(await balanceOf(testApp.db, student.id)).toBe(0);
  expect(await auditRows(testApp.db, 'billing.transaction.verify', id)).toHaveLength(0);
  expect(await auditRows(testApp.db, 'billing.transaction.verify_failed', id)).toHaveLength(
    failedBefore + 1,
  );
}

describe('staff verify_payment of a payment with a transaction ID', () => {
  it('verifies the statement line once: a near-copy of its ID is refused', async () => {
    const student = await signedIn(testApp);
    const real = await createdBy(student, payment({ transaction_code: 'QK73JUM4XY' }));
    const copy = await createdBy(student, payment({ transaction_code: 'QK73JUM4YX' }));
    expect(copy.id).not.toBe(real.id);

    const verified = await expectStatus(
      // As the statement shows it, spaced and in another case: the same ID.
      await verify(staff, real.id, { ...LINE, transaction_code: 'qk73 jum4xy' }),
      200,
    );
    expect(verified).toMatchObject({ success: true, data: { transaction_status: 'APPROVED' } });
    expect(await balanceOf(testApp.db, student.id)).toBe(600);

    // The same typed line again, on the near-copy: the statement's ID is not its ID.
    const refused = await verify(staff, copy.id, { ...LINE, transaction_code: 'QK73JUM4XY' });
    expect(await fieldErrorsOf(refused)).toEqual({
      transaction_code: [MESSAGES.billing.transactionCodeMismatch],
    });
    expect(await statusOf(copy.id)).toBe('PENDING');
    expect(await balanceOf(testApp.db, student.id)).toBe(600);
    expect(await auditRows(testApp.db, 'billing.transaction.verify', copy.id)).toHaveLength(0);
    expect(await auditRows(testApp.db, 'billing.transaction.verify_failed', copy.id)).toHaveLength(
      1,
    );

    // Without any ID: refused too.
    const bare = await verify(staff, copy.id, LINE);
    expect(await fieldErrorsOf(bare)).toEqual({
      transaction_code: [MESSAGES.billing.transactionCodeMismatch],
    });
    expect(await statusOf(copy.id)).toBe('PENDING');
    expect(await auditRows(testApp.db, 'billing.transaction.verify_failed', copy.id)).toHaveLength(
      2,
    );
  });

  it("refuses one student's typo'd ID when staff type the statement's, verifying the other's", async () => {
    const typo = await signedIn(testApp);
    const payer = await signedIn(testApp);
    const typoed = await createdBy(typo, payment({ transaction_code: 'PL12ABC3XZ' }));
    const real = await createdBy(payer, payment({ transaction_code: 'PL12ABC3XY' }));

    await expectCodeRefused(
      await verify(staff, typoed.id, { ...LINE, transaction_code: 'PL12ABC3XY' }),
      typoed.id,
      typo,
      0,
    );
    await expectCodeRefused(await verify(staff, typoed.id, LINE), typoed.id, typo, 1);

    const verified = await expectStatus(
      await verify(staff, real.id, { ...LINE, transaction_code: 'PL12ABC3XY' }),
      200,
    );
    expect(verified.success).toBe(true);
    expect(await balanceOf(testApp.db, payer.id)).toBe(600);
    expect(await balanceOf(testApp.db, typo.id)).toBe(0);
  });

  it('asks for no ID when the payment has none', async () => {
    const student = await signedIn(testApp);
    const none = await createdBy(student, payment({ amount: 3000 }));
    const verified = await expectStatus(
      await verify(staff, none.id, { ...LINE, amount: 3000 }),
      200,
    );
    expect(verified.success).toBe(true);
  });

  it("still lets a student confirm a staff-recorded payment with an ID from their SMS's details", async () => {
    const student = await signedIn(testApp);
    const recorded = await expectStatus(
      await staff.call('POST', `${STAFF_BILLING}/transactions/`, {
        user_id: student.id,
        ...LINE,
        payment_method: 'DIRECT',
        transaction_code: 'ST99CONF01',
      }),
      201,
    );
    const confirmed = await expectStatus(await verify(student, recorded.id, LINE), 200);
    expect(confirmed).toMatchObject({ success: true, data: { confirmed_by: student.id } });
  });

  it('refuses an ID that no SMS could show as a field error', async () => {
    const student = await signedIn(testApp);
    const pending = await createdBy(student, payment({ transaction_code: 'ZZ00BAD001' }));
    expect(
      await fieldErrorsOf(await verify(staff, pending.id, { ...LINE, transaction_code: 'a!' })),
    ).toEqual({ transaction_code: [MESSAGES.billing.transactionCodeInvalid] });
    expect(await statusOf(pending.id)).toBe('PENDING');
  });
});
