// A payment's history for staff (finance audit): a transaction ID rejected before is flagged in
// the staff's lists (compared without spaces and case, any user's, never blocked), and the
// details read the earlier rejections and the payment's audit rows, newest first, with names;
// staff only (a student gets 403), 404 for no such payment, nothing secret.
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentTransactions } from '../src/db/schema';
import { ADMIN_API } from './helpers/admin';
import {
  approve,
  buildBillingApp,
  createdBy,
  expectStatus,
  payment,
  reject,
  STAFF_BILLING,
  signedIn,
  signedInStaff,
  type TClient,
  TRANSACTIONS,
} from './helpers/billing';
import { builtOnce, perSuite } from './helpers/per-suite';

const testApp = perSuite(buildBillingApp);
const staff = builtOnce(() => signedInStaff(testApp));

let codes = 0;
/** A code no other test of this file uses. */
const freshCode = () => `QH81RX${String(++codes).padStart(4, '0')}`;

const historyOf = (client: TClient, id: number) =>
  client.call('GET', `${STAFF_BILLING}/transactions/${id}/history/`);

async function staffRow(list: string, id: number) {
  const page = await expectStatus(
    await staff.call('GET', `${STAFF_BILLING}/${list}?page_size=100`),
    200,
  );
  return page.results.find((row: { id: number }) => row.id === id);
}

describe('a transaction ID rejected before', () => {
  it('is flagged on a retry by another user, however spaced or cased, and listed with who and why', async () => {
    const code = freshCode();
    const first = await signedIn(testApp);
    const rejected = await createdBy(first, payment({ transaction_code: code }));
    await expectStatus(await reject(staff, rejected.id, { reason: 'No such SMS' }), 200);

    // Not blocked: a genuine retry after a mistaken rejection stays possible.
    const second = await signedIn(testApp);
    const spelled = `${code.slice(0, 5).toLowerCase()} ${code.slice(5)}`;
    const retry = await createdBy(second, payment({ transaction_code: spelled }));
    expect(retry).not.toHaveProperty('rejected_before');

    expect((await staffRow('transactions/pending_transactions/', retry.id)).rejected_before).toBe(
      1,
    );
    expect((await staffRow('transactions/', retry.id)).rejected_before).toBe(1);
    // The rejected one has no rejection before it.
    expect((await staffRow('transactions/', rejected.id)).rejected_before).toBe(0);

    const history = await expectStatus(await historyOf(staff, retry.id), 200);
    expect(history.earlier_rejections).toEqual([
      {
        id: rejected.id,
        rejected_at: expect.any(String),
        rejected_by_name: 'Grace Staff',
        reason: 'No such SMS',
      },
    ]);
  });

  it('counts every earlier rejection, newest first, and a rejection without a reason', async () => {
    const code = freshCode();
    const student = await signedIn(testApp);
    const one = await createdBy(student, payment({ transaction_code: code }));
    await expectStatus(await reject(staff, one.id), 200);
    const two = await createdBy(student, payment({ transaction_code: code, amount: 3000 }));
    await expectStatus(await reject(staff, two.id, { reason: 'Amount differs' }), 200);
    const three = await createdBy(student, payment({ transaction_code: code, amount: 4000 }));

    expect((await staffRow('transactions/pending_transactions/', three.id)).rejected_before).toBe(
      2,
    );
    const history = await expectStatus(await historyOf(staff, three.id), 200);
    expect(
      history.earlier_rejections.map((entry: { id: number; reason: string | null }) => [
        entry.id,
        entry.reason,
      ]),
    ).toEqual([
      [two.id, 'Amount differs'],
      [one.id, null],
    ]);
  });

  it('leaves a payment without an ID, or with another ID, unflagged', async () => {
    const student = await signedIn(testApp);
    const rejected = await createdBy(student, payment({ transaction_code: freshCode() }));
    await expectStatus(await reject(staff, rejected.id), 200);
    const other = await createdBy(student, payment({ transaction_code: freshCode() }));
    const none = await createdBy(student, payment({ amount: 5000 }));
    expect((await staffRow('transactions/', other.id)).rejected_before).toBe(0);
    expect((await staffRow('transactions/', none.id)).rejected_before).toBe(0);
    const history = await expectStatus(await historyOf(staff, none.id), 200);
    expect(history.earlier_rejections).toEqual([]);
  });
});

describe('a transaction ID rejected when its account was erased', () => {
  /** Staff DELETE the account (ADR 5): its pending payments are rejected by the system. */
  async function erase(student: TClient) {
    await expectStatus(
      await staff.call('POST', `${ADMIN_API}/users/actions/`, {
        user_ids: [student.id],
        action: 'DELETE',
      }),
      200,
    );
  }

  it('is no earlier rejection: not counted, not listed "by no staff member"', async () => {
    const code = freshCode();
    const leaving = await signedIn(testApp);
    const erased = await createdBy(leaving, payment({ transaction_code: code }));
    await erase(leaving);

    const other = await signedIn(testApp);
    const retry = await createdBy(other, payment({ transaction_code: code }));
    expect((await staffRow('transactions/pending_transactions/', retry.id)).rejected_before).toBe(
      0,
    );
    const history = await expectStatus(await historyOf(staff, retry.id), 200);
    expect(history.earlier_rejections).toEqual([]);
    // It is still a rejected payment, with the erasure's reason.
    expect(await staffRow('transactions/', erased.id)).toMatchObject({
      transaction_status: 'REJECTED',
      rejection_reason: 'Account deleted',
      confirmed_by_name: null,
    });
  });

  it("counts a staff member's rejection beside it, and one of an account erased later", async () => {
    const code = freshCode();
    const first = await signedIn(testApp);
    const judged = await createdBy(first, payment({ transaction_code: code }));
    await expectStatus(await reject(staff, judged.id, { reason: 'No such SMS' }), 200);
    // Rejected by staff, then its account erased: still staff's judgement.
    await erase(first);
    const second = await signedIn(testApp);
    await createdBy(second, payment({ transaction_code: code, amount: 3000 }));
    await erase(second);

    const third = await signedIn(testApp);
    const retry = await createdBy(third, payment({ transaction_code: code, amount: 4000 }));
    expect((await staffRow('transactions/', retry.id)).rejected_before).toBe(1);
    const history = await expectStatus(await historyOf(staff, retry.id), 200);
    expect(history.earlier_rejections).toEqual([
      {
        id: judged.id,
        rejected_at: expect.any(String),
        rejected_by_name: 'Grace Staff',
        reason: 'No such SMS',
      },
    ]);
  });

  it("migration 0028 marks the erasures' rejections made before it, and no staff rejection", async () => {
    const erasedRow = async (id: number) =>
      (
        await testApp.db
          .select({ flag: paymentTransactions.rejectedOnErasure })
          .from(paymentTransactions)
          .where(eq(paymentTransactions.id, id))
      )[0]?.flag;
    const leaving = await signedIn(testApp);
    const byErasure = await createdBy(leaving, payment({ transaction_code: freshCode() }));
    const byStaff = await createdBy(leaving, payment({ amount: 6000 }));
    await expectStatus(await reject(staff, byStaff.id), 200);
    await erase(leaving);
    // As stored before the column existed.
    await testApp.db
      .update(paymentTransactions)
      .set({ rejectedOnErasure: false })
      .where(eq(paymentTransactions.id, byErasure.id));

    const file = new URL('../src/db/migrations/0028_rejected_on_erasure.sql', import.meta.url);
    const backfill = readFileSync(file, 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => /^UPDATE/m.test(statement));
    expect(backfill).toHaveLength(1);
    await testApp.db.execute(sql.raw(backfill[0]!));
    expect(await erasedRow(byErasure.id)).toBe(true);
    expect(await erasedRow(byStaff.id)).toBe(false);
  });
});

describe("a payment's history", () => {
  it('lists its audited steps newest first with names and what a failed verify missed', async () => {
    const student = await signedIn(testApp, { firstName: 'Amina', lastName: 'Mushi' });
    const colleague = await signedIn(testApp, {
      isStaff: true,
      firstName: 'Baraka',
      lastName: 'Checker',
    });
    // Staff record a payment for the student; a colleague's verify misses; the student confirms.
    const recorded = await expectStatus(
      await colleague.call('POST', `${STAFF_BILLING}/transactions/`, {
        user_id: student.id,
        user_phone_number: '0766555444',
        sender_name: 'Neema Said',
        payment_method: 'DIRECT',
        amount: 2000,
      }),
      201,
    );
    const verified = await staff.call('POST', `${TRANSACTIONS}${recorded.id}/verify_payment/`, {
      user_phone_number: '0766555444',
      sender_name: 'Someone Else',
      amount: 3000,
    });
    expect((await expectStatus(verified, 200)).success).toBe(false);
    const confirmed = await student.call('POST', `${TRANSACTIONS}${recorded.id}/verify_payment/`, {
      user_phone_number: '0766 555 444',
      sender_name: 'neema said',
      amount: 2000,
    });
    expect((await expectStatus(confirmed, 200)).success).toBe(true);

    const history = await expectStatus(await historyOf(staff, recorded.id), 200);
    expect(history.events).toEqual([
      {
        id: expect.any(Number),
        kind: 'verified',
        at: expect.any(String),
        actor_name: 'Amina Mushi',
        actor_is_staff: false,
      },
      {
        id: expect.any(Number),
        kind: 'verify_failed',
        at: expect.any(String),
        actor_name: 'Grace Staff',
        actor_is_staff: true,
        mismatched: ['sender_name', 'amount'],
      },
      {
        id: expect.any(Number),
        kind: 'recorded',
        at: expect.any(String),
        actor_name: 'Baraka Checker',
        actor_is_staff: true,
        by_staff: true,
      },
    ]);
    // Nothing secret or internal: no IP address, no ids of people, nothing typed.
    expect(JSON.stringify(history)).not.toMatch(/ip|127\.0\.0\.1|Someone Else|actor_id|"user_id"/);
  });

  it('shows the approval and the rejection with its reason', async () => {
    const student = await signedIn(testApp);
    const approved = await createdBy(student, payment({ transaction_code: freshCode() }));
    await expectStatus(await approve(staff, approved.id), 200);
    const rejected = await createdBy(student, payment({ amount: 3000 }));
    await expectStatus(await reject(staff, rejected.id, { reason: 'No SMS' }), 200);

    const approvedHistory = await expectStatus(await historyOf(staff, approved.id), 200);
    expect(approvedHistory.events.map((event: { kind: string }) => event.kind)).toEqual([
      'approved',
      'recorded',
    ]);
    expect(approvedHistory.events[1]).toMatchObject({ by_staff: false, actor_is_staff: false });
    const rejectedHistory = await expectStatus(await historyOf(staff, rejected.id), 200);
    expect(rejectedHistory.events[0]).toMatchObject({
      kind: 'rejected',
      actor_name: 'Grace Staff',
      reason: 'No SMS',
    });
  });

  it('is staff only: a student gets 403, even for their own payment; none is 404', async () => {
    const student = await signedIn(testApp);
    const own = await createdBy(student, payment({ amount: 4000 }));
    const refused = await historyOf(student, own.id);
    expect(refused.statusCode, refused.body).toBe(403);
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: `${STAFF_BILLING}/transactions/${own.id}/history/`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await historyOf(staff, 987_654)).statusCode).toBe(404);
    // A student's own lists never carry the flag.
    const ownPage = await expectStatus(await student.call('GET', TRANSACTIONS), 200);
    expect(ownPage.results[0]).not.toHaveProperty('rejected_before');
  });
});
