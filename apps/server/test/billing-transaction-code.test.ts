// The transaction ID of the confirmation SMS on a payment (ADR 18): stored as typed, shown to the
// student and staff, searchable, and on one live transaction only — compared without spaces and
// case, enforced by the database so that simultaneous submissions cannot both record it.
import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, paymentTransactions } from '../src/db/schema';
import {
  approve,
  buildBillingApp,
  createdBy,
  expectStatus,
  fieldErrorsOf,
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

let codes = 0;
/** A code no other test of this file uses: 'CI47HT0001', 'CI47HT0002', … */
const freshCode = () => `CI47HT${String(++codes).padStart(4, '0')}`;

function rowsOf(userId: number) {
  return testApp.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.userId, userId));
}

async function expectCodeTaken(response: Awaited<ReturnType<typeof submit>>) {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json()).toEqual({
    code: ERROR_CODES.TRANSACTION_CODE_TAKEN,
    detail: MESSAGES.billing.transactionCodeTaken,
  });
}

function recordFor(userId: number, overrides: Record<string, unknown> = {}) {
  return staff.call('POST', `${STAFF_BILLING}/transactions/`, {
    user_id: userId,
    user_phone_number: '0766555444',
    sender_name: 'Neema Said',
    payment_method: 'DIRECT',
    amount: 2000,
    ...overrides,
  });
}

async function staffSearch(search: string) {
  const query = new URLSearchParams({ search }).toString();
  const page = await expectStatus(
    await staff.call('GET', `${STAFF_BILLING}/transactions/?${query}`),
    200,
  );
  return page.results as { id: number; transaction_code: string | null }[];
}

describe('a payment with its transaction ID', () => {
  it('is stored as typed (trimmed) and shown in every list of the student and staff', async () => {
    const student = await signedIn(testApp);
    const code = `${freshCode().slice(0, 4)} ${freshCode().slice(4).toLowerCase()}`;
    const created = await createdBy(student, payment({ transaction_code: `  ${code} ` }));
    expect(created.transaction_code).toBe(code);

    const own = await expectStatus(
      await student.call('GET', '/api/billing/user-transactions/'),
      200,
    );
    expect(own.data[0].transaction_code).toBe(code);
    const ownPage = await expectStatus(
      await student.call('GET', '/api/billing/transactions/'),
      200,
    );
    expect(ownPage.results[0].transaction_code).toBe(code);
    const one = await expectStatus(
      await staff.call('GET', `/api/billing/transactions/${created.id}/`),
      200,
    );
    expect(one.transaction_code).toBe(code);
    const all = await expectStatus(
      await staff.call('GET', `${STAFF_BILLING}/transactions/?user_id=${student.id}`),
      200,
    );
    expect(all.results[0].transaction_code).toBe(code);
    const pending = await expectStatus(
      await staff.call('GET', `${STAFF_BILLING}/transactions/pending_transactions/?page_size=100`),
      200,
    );
    const queued = pending.results.find((row: { id: number }) => row.id === created.id);
    expect(queued.transaction_code).toBe(code);
  });

  it('is optional: without one the transaction has null', async () => {
    const student = await signedIn(testApp);
    // Other amounts: the same details again would be answered with the first record.
    for (const [index, transaction_code] of [undefined, null, '', '  '].entries()) {
      const created = await createdBy(
        student,
        payment({ amount: 2000 + index * 500, transaction_code }),
      );
      expect(created.transaction_code).toBeNull();
    }
  });

  it('refuses a code no SMS shows (400 on the field), for students and staff', async () => {
    const student = await signedIn(testApp);
    for (const transaction_code of ['TID: MP241130', 'AB1', 'X'.repeat(41)]) {
      expect(
        (await fieldErrorsOf(await submit(student, payment({ transaction_code }))))
          .transaction_code,
      ).toEqual([MESSAGES.billing.transactionCodeInvalid]);
      expect(
        (await fieldErrorsOf(await recordFor(student.id, { transaction_code }))).transaction_code,
      ).toEqual([MESSAGES.billing.transactionCodeInvalid]);
    }
    expect(await rowsOf(student.id)).toHaveLength(0);
  });
});

describe('one transaction ID, one live payment', () => {
  it('refuses the same code in another case or spacing (409), writing nothing', async () => {
    const first = await signedIn(testApp);
    const second = await signedIn(testApp);
    const code = freshCode();
    await createdBy(first, payment({ transaction_code: code }));
    const spaced = `${code.slice(0, 5).toLowerCase()} ${code.slice(5)}`;
    await expectCodeTaken(await submit(second, payment({ transaction_code: spaced })));
    // The same student with other details (a second claim on one payment) is refused too.
    await expectCodeTaken(await submit(first, payment({ amount: 5000, transaction_code: code })));
    expect(await rowsOf(second.id)).toHaveLength(0);
    expect(await rowsOf(first.id)).toHaveLength(1);
    const created = await testApp.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.actorId, second.id));
    expect(created.filter((row) => row.action === 'billing.transaction.create')).toEqual([]);
  });

  it('answers a repeated submission (slow network) with its record, and tells two payments apart', async () => {
    const student = await signedIn(testApp);
    const code = freshCode();
    const first = await createdBy(student, payment({ transaction_code: code }));
    const again = await expectStatus(
      await submit(student, payment({ transaction_code: code.toLowerCase() })),
      200,
    );
    expect(again.id).toBe(first.id);
    // Same amount, phone and sender, but another ID: a second real payment.
    const other = await createdBy(student, payment({ transaction_code: freshCode() }));
    expect(other.id).not.toBe(first.id);
    expect(await rowsOf(student.id)).toHaveLength(2);
  });

  it('a payment reported first without its ID, then again with it, keeps the ID on its record', async () => {
    const student = await signedIn(testApp);
    const first = await createdBy(student, payment({ amount: 3000 }));
    expect(first.transaction_code).toBeNull();
    const code = freshCode();
    const again = await expectStatus(
      await submit(student, payment({ amount: 3000, transaction_code: code })),
      200,
    );
    expect(again.id).toBe(first.id);
    expect(again.transaction_code).toBe(code);
    const rows = await rowsOf(student.id);
    expect(rows.map((row) => [row.id, row.transactionCode])).toEqual([[first.id, code]]);
    const audited = await testApp.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.actorId, student.id));
    expect(audited.filter((row) => row.action === 'billing.transaction.code_added')).toHaveLength(
      1,
    );
    // Its ID is now taken: another student's claim on it is refused.
    await expectCodeTaken(
      await submit(await signedIn(testApp), payment({ transaction_code: code })),
    );
  });

  it('an ID already on another live payment is refused when added too, and the record stays without it', async () => {
    const owner = await signedIn(testApp);
    const code = freshCode();
    await createdBy(owner, payment({ transaction_code: code }));
    const student = await signedIn(testApp);
    const first = await createdBy(student, payment({ amount: 3500 }));
    await expectCodeTaken(await submit(student, payment({ amount: 3500, transaction_code: code })));
    const rows = await rowsOf(student.id);
    expect(rows.map((row) => [row.id, row.transactionCode])).toEqual([[first.id, null]]);
  });

  it('holds across staff-recorded payments too', async () => {
    const student = await signedIn(testApp);
    const other = await signedIn(testApp);
    const code = freshCode();
    const recorded = await expectStatus(
      await recordFor(student.id, { transaction_code: code }),
      201,
    );
    expect(recorded).toMatchObject({ transaction_code: code, created_by_staff: true });
    await expectCodeTaken(await submit(other, payment({ transaction_code: code })));
    await expectCodeTaken(await recordFor(other.id, { transaction_code: code.toLowerCase() }));
  });

  it('stays taken once approved, and a rejection frees it', async () => {
    const student = await signedIn(testApp);
    const other = await signedIn(testApp);
    const approvedCode = freshCode();
    const approvedOne = await createdBy(student, payment({ transaction_code: approvedCode }));
    await expectStatus(await approve(staff, approvedOne.id), 200);
    await expectCodeTaken(await submit(other, payment({ transaction_code: approvedCode })));

    const rejectedCode = freshCode();
    const rejectedOne = await createdBy(
      student,
      payment({ amount: 3000, transaction_code: rejectedCode }),
    );
    await expectStatus(await reject(staff, rejectedOne.id, { reason: 'Wrong amount' }), 200);
    const again = await createdBy(other, payment({ transaction_code: rejectedCode }));
    expect(again.transaction_code).toBe(rejectedCode);
  });

  it('a burst of simultaneous submissions from different students records it once', async () => {
    const students: TClient[] = [];
    for (let index = 0; index < 8; index++) students.push(await signedIn(testApp));
    const code = freshCode();
    const race = () =>
      Promise.all(students.map((student) => submit(student, payment({ transaction_code: code }))));
    // On PostgreSQL every insert provably waits on one lock, then they all go at once.
    let responses: Awaited<ReturnType<typeof race>>;
    if (REAL_POSTGRES) {
      const raced = await raceBehindRowLock(
        testApp,
        { text: 'lock table payment_transactions in share row exclusive mode', values: [] },
        students.length,
        race,
      );
      expect(raced.maxWaiting).toBe(students.length);
      responses = raced.result;
    } else {
      responses = await race();
    }
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(students.length - 1).fill(409)]);
    const rows = await testApp.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.transactionCode, code));
    expect(rows).toHaveLength(1);
  });
});

describe('staff find a payment by its transaction ID', () => {
  it('in any case, with or without the spaces it was typed with', async () => {
    const student = await signedIn(testApp);
    // A phone keyboard's space after each dot, as a student may type it.
    const created = await createdBy(
      student,
      payment({ transaction_code: 'MP241130. 1234. A56789' }),
    );
    for (const search of [
      'MP241130.1234.A56789',
      'mp241130.1234.a56789',
      '1234.a567',
      'MP241130. 1234. A56789',
    ]) {
      const found = await staffSearch(search);
      expect(
        found.map((row) => row.id),
        search,
      ).toEqual([created.id]);
    }
  });
});
