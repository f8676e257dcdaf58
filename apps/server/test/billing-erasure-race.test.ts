// A payment approved while its owner's account is being deleted (security audit, billing 1): the
// approval and the erasure lock the owner's row first, so they never deadlock. The approval either
// wins (credited, then the account is erased) or answers 409 "account deleted"; never a 500.
// A student's own payment report that waits behind the erasure answers the 401 of an ended
// session, as every write of the person's own data does (ADR 24).
import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentTransactions, users } from '../src/db/schema';
import { ADMIN_API, signedInUser } from './helpers/admin';
import {
  approve,
  buildBillingApp,
  ledgerOf,
  pendingOf,
  REAL_POSTGRES,
  raceBehindRowLock,
  signedIn,
  signedInStaff,
  type TClient,
  TRANSACTIONS,
} from './helpers/billing';
import { erasedRow, expectWaited, raceErasure, studentWithProfile } from './helpers/erasure-race';
import { builtOnce, perSuite } from './helpers/per-suite';

const testApp = perSuite(buildBillingApp);
const approver = builtOnce(() => signedInStaff(testApp));
const eraser = builtOnce(() => signedInStaff(testApp));
const erasingStaff = builtOnce(() => signedInUser(testApp, { isStaff: true }));

const ROUNDS = 10;

function deleteAccount(user: TClient) {
  return eraser.call('POST', `${ADMIN_API}/users/actions/`, {
    user_ids: [user.id],
    action: 'DELETE',
  });
}

async function outcomeOf(transactionId: number, userId: number) {
  const [row] = await testApp.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, transactionId));
  const [owner] = await testApp.db.select().from(users).where(eq(users.id, userId));
  const purchases = (await ledgerOf(testApp.db, userId)).filter(
    (entry) => entry.kind === 'purchase',
  );
  return { status: row?.status, deleted: owner?.deletedAt !== null, purchases };
}

/**
 * One round: the approval and the deletion start together. On PostgreSQL both first wait behind
 * a lock on the payment's row, so each has taken what it takes before it (the pre-fix deadlock's
 * shape: the approval held the payment and wanted the owner, the erasure the other way round).
 */
async function raceRound(
  run: (student: TClient, transactionId: number) => Promise<Awaited<ReturnType<typeof approve>>[]>,
) {
  const student = await signedIn(testApp, { firstName: 'Racing', lastName: 'Erasure' });
  const transaction = await pendingOf(student, 5000);
  const [approval, deletion] = await run(student, transaction.id);
  return { student, transaction, approval: approval!, deletion: deletion! };
}

describe('approving a payment while its owner is being deleted', () => {
  it(`never answers 500 and keeps tokens and status consistent (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { student, transaction, approval, deletion } = await raceRound(
        async (owner, transactionId) => {
          const race = () => Promise.all([approve(approver, transactionId), deleteAccount(owner)]);
          if (!REAL_POSTGRES) return race();
          const raced = await raceBehindRowLock(
            testApp,
            {
              text: 'select id from payment_transactions where id = $1 for update',
              values: [transactionId],
            },
            2,
            race,
          );
          expect(raced.maxWaiting).toBe(2);
          return raced.result;
        },
      );
      expect(deletion.statusCode, deletion.body).toBe(200);
      expect([200, 409], approval.body).toContain(approval.statusCode);
      const outcome = await outcomeOf(transaction.id, student.id);
      expect(outcome.deleted).toBe(true);
      if (approval.statusCode === 200) {
        expect(outcome.status).toBe('APPROVED');
        expect(outcome.purchases.map((entry) => entry.amount)).toEqual([1500]);
      } else {
        expect(approval.json()).toEqual({
          detail: MESSAGES.billing.accountDeleted,
          code: 'conflict',
        });
        expect(outcome.status).toBe('REJECTED');
        expect(outcome.purchases).toEqual([]);
      }
    }
  });

  it('a student confirming a staff-recorded payment races the deletion the same way', async () => {
    for (let round = 0; round < 3; round += 1) {
      const student = await signedIn(testApp, { firstName: 'Racing', lastName: 'Verify' });
      const recorder = await signedInStaff(testApp);
      const created = await recorder.call('POST', '/api/billing/staff/transactions/', {
        user_id: student.id,
        user_phone_number: '0712345678',
        sender_name: 'Amina Mushi',
        payment_method: 'DIRECT',
        amount: 3000,
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json();
      const race = () =>
        Promise.all([
          student.call('POST', `${TRANSACTIONS}${id}/verify_payment/`, {
            user_phone_number: '0712345678',
            sender_name: 'Amina Mushi',
            amount: 3000,
          }),
          deleteAccount(student),
        ]);
      const [verification, deletion] = REAL_POSTGRES
        ? (
            await raceBehindRowLock(
              testApp,
              {
                text: 'select id from payment_transactions where id = $1 for update',
                values: [id],
              },
              2,
              race,
            )
          ).result
        : await race();
      expect(deletion.statusCode, deletion.body).toBe(200);
      // Deleted first, the student's own session is gone (401), or the payment refused (409).
      expect([200, 401, 409], verification.body).toContain(verification.statusCode);
      const outcome = await outcomeOf(id, student.id);
      expect(outcome.deleted).toBe(true);
      expect(outcome.purchases.length).toBe(outcome.status === 'APPROVED' ? 1 : 0);
      expect(outcome.status).toBe(verification.statusCode === 200 ? 'APPROVED' : 'REJECTED');
    }
  });
});

describe("a student's payment report racing the erasure of their account", () => {
  it('is refused as an ended session (401), and records nothing', async () => {
    const student = await studentWithProfile(testApp);
    // On PostgreSQL the report waits behind the erasure's lock of the student's row; on PGlite
    // it runs after the erasure.
    const raced = await raceErasure(testApp, erasingStaff, student.id, () =>
      student.send('POST', TRANSACTIONS, {
        payer_type: 'different',
        payment_method: 'DIRECT',
        user_phone_number: '0712345678',
        sender_name: 'Amina Mushi',
        amount: 2000,
      }),
    );
    expectWaited(raced.seen);
    expect(raced.first.statusCode, raced.first.body).toBe(200);
    expect(raced.second.statusCode, raced.second.body).toBe(401);
    expect(raced.second.json()).toEqual({
      detail: MESSAGES.generic.unauthenticated,
      code: 'unauthenticated',
    });
    await erasedRow(testApp, student.id);
    expect(
      await testApp.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.userId, student.id)),
    ).toEqual([]);
  });
});
