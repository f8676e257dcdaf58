// Staff cannot credit themselves (security audit, billing 2): no payment recorded for their own
// account, no approval or verification of a payment to their own account or one they recorded;
// and no payment above the documented maximum.
import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentTransactions } from '../src/db/schema';
import { balanceOf } from '../src/features/tokens/ledger';
import {
  approve,
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
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildBillingApp);

const DETAILS = { user_phone_number: '0712345678', sender_name: 'Amina Mushi', amount: 3000 };

function recordFor(staff: TClient, userId: number, amount = DETAILS.amount) {
  return staff.call('POST', `${STAFF_BILLING}/transactions/`, {
    ...DETAILS,
    user_id: userId,
    payment_method: 'DIRECT',
    amount,
  });
}

const verify = (caller: TClient, id: number) =>
  caller.call('POST', `${TRANSACTIONS}${id}/verify_payment/`, DETAILS);

const FORBIDDEN_APPROVAL = { detail: MESSAGES.billing.ownPaymentApproval, code: 'forbidden' };

async function revenue(staff: TClient) {
  const stats = await expectStatus(await staff.call('GET', `${STAFF_BILLING}/stats/`), 200);
  return stats.data.revenue.total as number;
}

async function statusOf(id: number) {
  const [row] = await testApp.db
    .select({ status: paymentTransactions.status })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, id));
  return row?.status;
}

describe('a staff member paying themselves', () => {
  it('cannot record a payment for their own account (403, nothing stored)', async () => {
    const staff = await signedInStaff(testApp);
    const response = await recordFor(staff, staff.id);
    expect(await expectStatus(response, 403)).toEqual({
      detail: MESSAGES.billing.ownAccountPayment,
      code: 'forbidden',
    });
    const rows = await testApp.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.userId, staff.id));
    expect(rows).toEqual([]);
  });

  it('cannot approve or verify a payment they reported for their own account', async () => {
    const staff = await signedInStaff(testApp);
    const colleague = await signedInStaff(testApp);
    const before = await revenue(colleague);
    const own = await createdBy(staff, payment({ amount: 3000 }));
    expect(await expectStatus(await approve(staff, own.id), 403)).toEqual(FORBIDDEN_APPROVAL);
    expect(await expectStatus(await verify(staff, own.id), 403)).toEqual(FORBIDDEN_APPROVAL);
    expect(await statusOf(own.id)).toBe('PENDING');
    expect(await balanceOf(testApp.db, staff.id)).toBe(0);
    expect(await revenue(colleague)).toBe(before);
    // Another staff member may.
    await expectStatus(await approve(colleague, own.id), 200);
    expect(await balanceOf(testApp.db, staff.id)).toBe(900);
  });

  it("cannot approve or verify a payment a colleague recorded for the staff member's account", async () => {
    const staff = await signedInStaff(testApp);
    const colleague = await signedInStaff(testApp);
    const recorded = await expectStatus(await recordFor(colleague, staff.id), 201);
    expect(await expectStatus(await verify(staff, recorded.id), 403)).toEqual(FORBIDDEN_APPROVAL);
    expect(await expectStatus(await approve(staff, recorded.id), 403)).toEqual(FORBIDDEN_APPROVAL);
    expect(await balanceOf(testApp.db, staff.id)).toBe(0);
  });
});

describe('a staff member approving a payment they recorded', () => {
  it('is refused (403) for approval and verification; a colleague approves it', async () => {
    const student = await signedIn(testApp);
    const recorder = await signedInStaff(testApp);
    const colleague = await signedInStaff(testApp);
    const before = await revenue(colleague);
    const recorded = await expectStatus(await recordFor(recorder, student.id), 201);
    expect(await expectStatus(await approve(recorder, recorded.id), 403)).toEqual(
      FORBIDDEN_APPROVAL,
    );
    expect(await expectStatus(await verify(recorder, recorded.id), 403)).toEqual(
      FORBIDDEN_APPROVAL,
    );
    expect(await statusOf(recorded.id)).toBe('PENDING');
    expect(await revenue(colleague)).toBe(before);
    const body = await expectStatus(await approve(colleague, recorded.id), 200);
    expect(body.data).toMatchObject({ transaction_status: 'APPROVED', confirmed_by: colleague.id });
    expect(await balanceOf(testApp.db, student.id)).toBe(900);
    expect(await revenue(colleague)).toBe(before + 3000);
  });

  it('still lets the student confirm it with verify_payment (DESIGN §4.8)', async () => {
    const student = await signedIn(testApp);
    const recorder = await signedInStaff(testApp);
    const recorded = await expectStatus(await recordFor(recorder, student.id), 201);
    const body = await expectStatus(await verify(student, recorded.id), 200);
    expect(body).toMatchObject({ success: true, data: { transaction_status: 'APPROVED' } });
    expect(await balanceOf(testApp.db, student.id)).toBe(900);
  });
});

describe('the largest payment', () => {
  it('is 1,000,000 TZS for staff and students; more is refused with that message', async () => {
    const student = await signedIn(testApp);
    const staff = await signedInStaff(testApp);
    for (const amount of [1_000_000_000, 1_000_001]) {
      expect(await fieldErrorsOf(await recordFor(staff, student.id, amount))).toEqual({
        amount: [MESSAGES.billing.maxAmount],
      });
    }
    expect(
      await fieldErrorsOf(
        await student.call('POST', TRANSACTIONS, payment({ amount: 1_000_000_000 })),
      ),
    ).toEqual({ amount: [MESSAGES.billing.maxAmount] });
    expect(MESSAGES.billing.maxAmount).toBe('Maximum payment amount is 1,000,000 TSH');
    await expectStatus(await recordFor(staff, student.id, 1_000_000), 201);
    await createdBy(student, payment({ amount: 1_000_000, sender_name: 'Baraka Mollel' }));
  });
});
