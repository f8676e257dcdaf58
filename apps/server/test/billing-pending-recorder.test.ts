// The pending list tells staff whom a payment pays (`user`) and who recorded it (`created_by`):
// the staff screen disables Approve and Verify on the payments the policy refuses them
// (billing.policy.ts), before a 403. Rejecting stays open to them.
import { describe, expect, it } from 'vitest';
import {
  buildBillingApp,
  createdBy,
  expectStatus,
  payment,
  STAFF_BILLING,
  signedIn,
  signedInStaff,
} from './helpers/billing';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildBillingApp);

describe('who recorded a payment', () => {
  it('is in the pending list, the staff list and a single transaction', async () => {
    const student = await signedIn(testApp);
    const staff = await signedInStaff(testApp);
    const reported = await createdBy(student, payment({ amount: 2000 }));
    const recorded = await expectStatus(
      await staff.call('POST', `${STAFF_BILLING}/transactions/`, {
        user_id: student.id,
        user_phone_number: '0712345678',
        sender_name: 'Amina Mushi',
        payment_method: 'DIRECT',
        amount: 5000,
      }),
      201,
    );
    expect(recorded).toMatchObject({ user: student.id, created_by: staff.id });

    const pending = await expectStatus(
      await staff.call('GET', `${STAFF_BILLING}/transactions/pending_transactions/?page_size=100`),
      200,
    );
    const byId = new Map(pending.results.map((row: { id: number }) => [row.id, row]));
    expect(byId.get(reported.id)).toMatchObject({ user: student.id, created_by: student.id });
    expect(byId.get(recorded.id)).toMatchObject({ user: student.id, created_by: staff.id });

    const list = await expectStatus(
      await staff.call('GET', `${STAFF_BILLING}/transactions/?user_id=${student.id}`),
      200,
    );
    expect(list.results.map((row: { created_by: number }) => row.created_by).sort()).toEqual(
      [student.id, staff.id].sort(),
    );
  });

  it('may still reject a payment they recorded (only approval is refused)', async () => {
    const student = await signedIn(testApp);
    const staff = await signedInStaff(testApp);
    const recorded = await expectStatus(
      await staff.call('POST', `${STAFF_BILLING}/transactions/`, {
        user_id: student.id,
        user_phone_number: '0712345678',
        sender_name: 'Amina Mushi',
        payment_method: 'DIRECT',
        amount: 3000,
      }),
      201,
    );
    const rejected = await expectStatus(
      await staff.call('POST', `${STAFF_BILLING}/transactions/${recorded.id}/reject_transaction/`, {
        reason: 'Typed the wrong amount',
      }),
      200,
    );
    expect(rejected.data).toMatchObject({ transaction_status: 'REJECTED', created_by: staff.id });
  });
});
