// Deleted accounts (ADR 5 tombstones) in staff billing: not offered as users, never paid for or
// credited, and their waiting payments rejected when they are deleted.

import { readFileSync } from 'node:fs';
import { MESSAGES } from '@ptlog/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentTransactions, users } from '../src/db/schema';
import { balanceOf } from '../src/features/tokens/ledger';
import { ADMIN_API } from './helpers/admin';
import {
  approve,
  buildBillingApp,
  expectStatus,
  fieldErrorsOf,
  pendingOf,
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

/** Staff DELETE the account through the admin user list (the tombstone stays). */
async function deleteAccount(user: TClient) {
  await expectStatus(
    await staff.call('POST', `${ADMIN_API}/users/actions/`, {
      user_ids: [user.id],
      action: 'DELETE',
    }),
    200,
  );
}

async function statusOf(id: number) {
  const [row] = await testApp.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, id));
  return row;
}

describe('deleting an account', () => {
  it('rejects its pending payments with the reason and leaves decided ones as they were', async () => {
    const student = await signedIn(testApp, { firstName: 'Zawadi', lastName: 'Leaving' });
    const approved = await pendingOf(student, 2000);
    await expectStatus(await approve(staff, approved.id), 200);
    const waiting = await pendingOf(student, 5000);

    await deleteAccount(student);

    expect(await statusOf(waiting.id)).toMatchObject({
      status: 'REJECTED',
      rejectionReason: MESSAGES.billing.accountDeletedReason,
      confirmedAt: expect.any(Date),
    });
    expect(await statusOf(approved.id)).toMatchObject({
      status: 'APPROVED',
      rejectionReason: null,
    });
    const queue = await expectStatus(
      await staff.call('GET', `${STAFF_BILLING}/transactions/pending_transactions/`),
      200,
    );
    expect(queue.results.map((entry: { id: number }) => entry.id)).not.toContain(waiting.id);
    const late = await approve(staff, waiting.id);
    expect(late.statusCode).toBe(409);
    expect(await balanceOf(testApp.db, student.id)).toBe(600);
  });
});

describe("a deleted account's payment that is still pending", () => {
  /** A tombstone whose payment waits (deleted before deletion rejected waiting payments). */
  async function tombstoneWithPending() {
    const student = await signedIn(testApp, { firstName: 'Old', lastName: 'Tombstone' });
    const transaction = await pendingOf(student, 3000);
    await testApp.db
      .update(users)
      .set({ firstName: 'Deleted', lastName: 'user', deletedAt: new Date() })
      .where(eq(users.id, student.id));
    return { student, transaction };
  }

  it('cannot be approved or verified (409), so the tombstone is never credited', async () => {
    const { student, transaction } = await tombstoneWithPending();
    const approval = await approve(staff, transaction.id);
    expect(await expectStatus(approval, 409)).toEqual({
      detail: MESSAGES.billing.accountDeleted,
      code: 'conflict',
    });
    const verification = await staff.call(
      'POST',
      `${TRANSACTIONS}${transaction.id}/verify_payment/`,
      {
        user_phone_number: '0712345678',
        sender_name: 'Amina Mushi',
        amount: 3000,
      },
    );
    expect((await expectStatus(verification, 409)).detail).toBe(MESSAGES.billing.accountDeleted);
    expect((await statusOf(transaction.id))?.status).toBe('PENDING');
    expect(await balanceOf(testApp.db, student.id)).toBe(0);
  });

  it('can still be rejected', async () => {
    const { transaction } = await tombstoneWithPending();
    const body = await expectStatus(await reject(staff, transaction.id), 200);
    expect(body.data.transaction_status).toBe('REJECTED');
  });
});

describe('staff billing leaves deleted accounts out', () => {
  it('user_balances neither lists nor counts them; their balance is not found', async () => {
    const kept = await signedIn(testApp, { firstName: 'Gone', lastName: 'Kept' });
    const gone = await signedIn(testApp, { firstName: 'Gone', lastName: 'Erased' });
    await deleteAccount(gone);
    const page = await expectStatus(
      await staff.call('GET', `${STAFF_BILLING}/user_balances/?page_size=100`),
      200,
    );
    const ids = page.results.map((entry: { user_id: number }) => entry.user_id);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(gone.id);
    expect(
      page.results.map((entry: { user_full_name: string }) => entry.user_full_name),
    ).not.toContain('Deleted user');
    const live = await testApp.db.select().from(users);
    expect(page.count).toBe(live.filter((row) => row.deletedAt === null).length);
    const one = await staff.call('GET', `/api/billing/balance/${gone.id}/`);
    expect(one.statusCode).toBe(404);
    expect(one.json().detail).toBe(MESSAGES.billing.userNotFound);
  });

  it('Create Transaction answers a deleted user like an unknown one', async () => {
    const gone = await signedIn(testApp, { firstName: 'Paid', lastName: 'Late' });
    await deleteAccount(gone);
    const response = await staff.call('POST', `${STAFF_BILLING}/transactions/`, {
      user_id: gone.id,
      user_phone_number: '0712345678',
      sender_name: 'Amina',
      payment_method: 'DIRECT',
      amount: 2000,
    });
    expect(await fieldErrorsOf(response)).toEqual({ user_id: [MESSAGES.billing.userNotFound] });
    expect(
      await testApp.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.userId, gone.id)),
    ).toEqual([]);
  });
});

describe('migration 0013 (payments left pending on accounts deleted before the fix)', () => {
  it('rejects them as a deletion does now, and touches nothing else', async () => {
    const gone = await signedIn(testApp, { firstName: 'Old', lastName: 'Tombstone' });
    const stuck = await pendingOf(gone, 3000);
    const staying = await signedIn(testApp, { firstName: 'Still', lastName: 'Here' });
    const waiting = await pendingOf(staying, 2000);
    // As an account deleted before the fix was left: a tombstone with its payment still pending.
    await testApp.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));

    const file = new URL(
      '../src/db/migrations/0013_reject_pending_of_deleted.sql',
      import.meta.url,
    );
    await testApp.db.execute(sql.raw(readFileSync(file, 'utf8')));

    expect(await statusOf(stuck.id)).toMatchObject({
      status: 'REJECTED',
      rejectionReason: MESSAGES.billing.accountDeletedReason,
    });
    expect(await statusOf(waiting.id)).toMatchObject({ status: 'PENDING', rejectionReason: null });
  });
});
