// One real payment, one record (security audit, billing 3): a submission identical to one of the
// user's payments that is still PENDING (same amount, phone, sender name and method) answers that
// record (200) instead of making a second one that could be approved, and credited, again.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentTransactions } from '../src/db/schema';
import {
  approve,
  buildBillingApp,
  createdBy,
  expectStatus,
  payment,
  REAL_POSTGRES,
  raceBehindRowLock,
  reject,
  STAFF_BILLING,
  signedIn,
  signedInStaff,
  submit,
  type TClient,
} from './helpers/billing';
import { builtOnce, perSuite } from './helpers/per-suite';

const testApp = perSuite(buildBillingApp);
const staff = builtOnce(() => signedInStaff(testApp));

function rowsOf(userId: number) {
  return testApp.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.userId, userId));
}

function recordFor(recorder: TClient, userId: number, overrides: Record<string, unknown> = {}) {
  return recorder.call('POST', `${STAFF_BILLING}/transactions/`, {
    user_id: userId,
    user_phone_number: '0712345678',
    sender_name: 'Amina Mushi',
    payment_method: 'DIRECT',
    amount: 2000,
    ...overrides,
  });
}

/** Runs `race` with every racer provably waiting on the user's row first (PostgreSQL). */
async function behindUserLock<T>(userId: number, racers: number, race: () => Promise<T>) {
  if (!REAL_POSTGRES) return race();
  const raced = await raceBehindRowLock(
    testApp,
    { text: 'select id from users where id = $1 for update', values: [userId] },
    racers,
    race,
  );
  expect(raced.maxWaiting).toBe(racers);
  return raced.result;
}

describe('a student submitting the same payment again while it is pending', () => {
  it('gets the pending record back (200), however the phone and name are spelled', async () => {
    const student = await signedIn(testApp);
    const first = await createdBy(student, payment());
    for (const again of [
      payment(),
      payment({ user_phone_number: '+255 712 345 678', sender_name: '  amina   MUSHI ' }),
    ]) {
      const body = await expectStatus(await submit(student, again), 200);
      expect(body).toMatchObject({ id: first.id, transaction_status: 'PENDING' });
    }
    expect(await rowsOf(student.id)).toHaveLength(1);
  });

  it('makes a new record when the amount, phone, sender or method differ', async () => {
    const student = await signedIn(testApp);
    const first = await createdBy(student, payment());
    const others = [
      payment({ amount: 3000 }),
      payment({ user_phone_number: '0712345679' }),
      payment({ sender_name: 'Amina Juma' }),
      payment({ payer_type: 'wakala', payment_method: 'WAKALA', wakala_name: 'Duka' }),
    ];
    const ids = [first.id];
    for (const other of others) ids.push((await createdBy(student, other)).id);
    expect(new Set(ids).size).toBe(5);
  });

  it('makes a new record once the earlier one was approved or rejected', async () => {
    const student = await signedIn(testApp);
    const first = await createdBy(student, payment());
    await expectStatus(await approve(staff, first.id), 200);
    const second = await createdBy(student, payment());
    expect(second.id).not.toBe(first.id);
    await expectStatus(await reject(staff, second.id), 200);
    const third = await createdBy(student, payment());
    expect(third.id).not.toBe(second.id);
  });

  it('20 identical submissions at once make one record', async () => {
    const student = await signedIn(testApp);
    const responses = await behindUserLock(student.id, 20, () =>
      Promise.all(Array.from({ length: 20 }, () => submit(student, payment()))),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(19).fill(200), 201]);
    const ids = new Set(responses.map((response) => response.json().id));
    expect(ids.size).toBe(1);
    const rows = await rowsOf(student.id);
    expect(rows).toHaveLength(1);
    // Approving "two of them" credits once: there is only one.
    await expectStatus(await approve(staff, rows[0]!.id), 200);
    expect((await approve(staff, rows[0]!.id)).statusCode).toBe(409);
  });
});

describe('staff recording the same payment again while it is pending', () => {
  it('get the pending record back (200), also when the student reported it first', async () => {
    const student = await signedIn(testApp);
    const reported = await createdBy(student, payment());
    const again = await expectStatus(await recordFor(staff, student.id), 200);
    expect(again).toMatchObject({ id: reported.id, created_by_staff: false });

    const other = await signedIn(testApp);
    const recorded = await expectStatus(await recordFor(staff, other.id, { amount: 4000 }), 201);
    const colleague = await signedInStaff(testApp);
    const twice = await expectStatus(
      await recordFor(colleague, other.id, { amount: 4000, user_phone_number: '255712345678' }),
      200,
    );
    expect(twice.id).toBe(recorded.id);
    const fromStudent = await expectStatus(await submit(other, payment({ amount: 4000 })), 200);
    expect(fromStudent.id).toBe(recorded.id);
    expect(await rowsOf(other.id)).toHaveLength(1);
  });

  it('10 identical recordings at once make one record', async () => {
    const student = await signedIn(testApp);
    const recorders = await Promise.all(Array.from({ length: 5 }, () => signedInStaff(testApp)));
    const responses = await behindUserLock(student.id, 10, () =>
      Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          recordFor(recorders[index % recorders.length]!, student.id),
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(9).fill(200), 201]);
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(await rowsOf(student.id)).toHaveLength(1);
  });
});
