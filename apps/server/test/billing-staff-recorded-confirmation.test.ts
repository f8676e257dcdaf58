// A payment staff recorded for a student, confirmed by the student (DESIGN §4.8): the student's
// own lists and detail withhold its details while it awaits them, so confirming takes knowing the
// payment (not copying what the app shows), and the record says truthfully that the student
// confirmed it, never the staff member who recorded it (billing.policy.ts: staff never approve
// their own record).

import { readFileSync } from 'node:fs';
import { LIMITS, MESSAGES } from '@ptlog/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentTransactions, tokenLedger } from '../src/db/schema';
import { balanceOf } from '../src/features/tokens/ledger';
import {
  auditRows,
  buildBillingApp,
  expectStatus,
  ledgerOf,
  registeredStudent,
  STAFF_BILLING,
  signedInStaff,
  TRANSACTIONS,
} from './helpers/billing';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildBillingApp);

const RECORDED = {
  user_phone_number: '0711000222',
  sender_name: 'Juma Fake',
  payment_method: 'DIRECT',
  amount: 1000000,
} as const;

const SECRETS = ['0711000222', 'Juma Fake', '1000000', '300000', 'QX55TT0R'];
let codes = 0;

/** The parts of a transaction that must not show while it awaits the student's confirmation. */
const WITHHELD = {
  user_phone_number: null,
  sender_name: null,
  wakala_name: null,
  transaction_code: null,
  amount: null,
  tokens_generated: null,
  transaction_status: 'PENDING',
  created_by_staff: true,
  awaiting_confirmation: true,
};

async function staffRecordedPayment() {
  codes += 1;
  const code = `QX55TT0R${codes}`;
  const student = await registeredStudent(testApp);
  const staff = await signedInStaff(testApp);
  const recorded = await expectStatus(
    await staff.call('POST', `${STAFF_BILLING}/transactions/`, {
      user_id: student.id,
      ...RECORDED,
      // The SMS's transaction ID is one payment's (ADR 18): each test records its own.
      transaction_code: code,
    }),
    201,
  );
  return { student, staff, code, id: recorded.id as number };
}

describe('a payment staff recorded, as the student sees it before confirming', () => {
  it("withholds the phone, sender, amount, tokens and ID from the student's list and detail", async () => {
    const { student, staff, id } = await staffRecordedPayment();
    const page = await expectStatus(await student.call('GET', TRANSACTIONS), 200);
    const detail = await expectStatus(await student.call('GET', `${TRANSACTIONS}${id}/`), 200);
    const list = await expectStatus(
      await student.call('GET', '/api/billing/user-transactions/'),
      200,
    );
    for (const shown of [page.results[0], detail, list.data[0]]) {
      expect(shown).toMatchObject({ id, ...WITHHELD });
    }
    for (const body of [page, detail, list]) {
      const text = JSON.stringify(body);
      for (const secret of SECRETS) expect(text).not.toContain(secret);
    }

    // Staff still see the whole record, and the student's own reports are never withheld.
    const forStaff = await expectStatus(await staff.call('GET', `${TRANSACTIONS}${id}/`), 200);
    expect(forStaff).toMatchObject({
      user_phone_number: '0711000222',
      sender_name: 'Juma Fake',
      amount: '1000000.00',
      tokens_generated: 300000,
      awaiting_confirmation: false,
    });
  });

  it('withholds them when the student reports the same payment: the answer is their view', async () => {
    const { student, id } = await staffRecordedPayment();
    // The phone, sender and amount match what staff recorded: the report finds that record
    // (200, nothing new), and the answer must not hand over its transaction ID.
    const answer = await expectStatus(
      await student.call('POST', TRANSACTIONS, { ...RECORDED, payer_type: 'different' }),
      200,
    );
    expect(answer).toMatchObject({ id, ...WITHHELD });
    expect(JSON.stringify(answer)).not.toContain('QX55TT0R');
  });

  it('shows them again once decided: after the student confirmed with the real details', async () => {
    const { student, id } = await staffRecordedPayment();
    const answer = await expectStatus(
      await student.call('POST', `${TRANSACTIONS}${id}/verify_payment/`, {
        user_phone_number: '0711 000 222',
        sender_name: 'juma fake',
        amount: 1000000,
      }),
      200,
    );
    expect(answer).toMatchObject({ success: true, data: { transaction_status: 'APPROVED' } });
    const detail = await expectStatus(await student.call('GET', `${TRANSACTIONS}${id}/`), 200);
    expect(detail).toMatchObject({
      user_phone_number: '0711000222',
      sender_name: 'Juma Fake',
      amount: '1000000.00',
      tokens_generated: 300000,
      awaiting_confirmation: false,
    });
  });
});

describe("the student's confirmation, as the record keeps it", () => {
  it('is stored and shown as the student confirming, never as the recording staff member', async () => {
    const { student, staff, id } = await staffRecordedPayment();
    await expectStatus(
      await student.call('POST', `${TRANSACTIONS}${id}/verify_payment/`, {
        user_phone_number: '0711000222',
        sender_name: 'Juma Fake',
        amount: 1000000,
      }),
      200,
    );
    const [row] = await testApp.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, id));
    expect(row).toMatchObject({ status: 'APPROVED', createdBy: staff.id, confirmedBy: student.id });
    expect(row?.confirmedBy).not.toBe(row?.createdBy);

    const forStaff = await expectStatus(
      await staff.call('GET', `${STAFF_BILLING}/transactions/?user_id=${student.id}`),
      200,
    );
    expect(forStaff.results[0]).toMatchObject({
      id,
      user: student.id,
      created_by: staff.id,
      confirmed_by: student.id,
      confirmed_by_name: 'Neema Kweka',
    });
    expect(forStaff.results[0].confirmed_by_name).not.toBe('Grace Staff');

    // The credit and the audit name the student too.
    expect(await balanceOf(testApp.db, student.id)).toBe(400 + 300000);
    const purchase = (await ledgerOf(testApp.db, student.id)).find(
      (entry) => entry.reference === `purchase:${id}`,
    );
    expect(purchase?.createdBy).toBe(student.id);
    const [verified] = await auditRows(testApp.db, 'billing.transaction.verify', id);
    expect(verified?.actorId).toBe(student.id);
  });
});

describe("the student's wrong confirmations of one payment", () => {
  const WRONG = { user_phone_number: '0711000222', sender_name: 'Juma Fake', amount: 999500 };
  const RIGHT = { user_phone_number: '0711000222', sender_name: 'Juma Fake', amount: 1000000 };
  const LIMIT = LIMITS.PAYMENT_CONFIRM_ATTEMPTS;

  it('stop after the limit: then even the right details are refused, and staff still verify', async () => {
    const { student, code, id } = await staffRecordedPayment();
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      const answer = await expectStatus(
        await student.call('POST', `${TRANSACTIONS}${id}/verify_payment/`, WRONG),
        200,
      );
      expect(answer).toEqual({ success: false, message: MESSAGES.billing.verificationFailed });
    }
    const refused = await student.call('POST', `${TRANSACTIONS}${id}/verify_payment/`, RIGHT);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(MESSAGES.billing.tooManyConfirmations);
    const [row] = await testApp.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, id));
    expect(row?.status).toBe('PENDING');
    expect(await balanceOf(testApp.db, student.id)).toBe(400);

    // Another staff member (not the one who recorded it) still verifies it.
    const other = await signedInStaff(testApp);
    const verified = await expectStatus(
      await other.call('POST', `${TRANSACTIONS}${id}/verify_payment/`, {
        ...RIGHT,
        transaction_code: code,
      }),
      200,
    );
    expect(verified).toMatchObject({ success: true, data: { transaction_status: 'APPROVED' } });
  });

  it('are counted once each in a burst: no more than the limit are tried', async () => {
    const { student, id } = await staffRecordedPayment();
    const answers = await Promise.all(
      Array.from({ length: LIMIT * 3 }, (_, index) =>
        student.call(
          'POST',
          `${TRANSACTIONS}${id}/verify_payment/`,
          // One of them right: tried only if it comes within the limit.
          index === LIMIT * 2 ? RIGHT : WRONG,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const failures = await auditRows(testApp.db, 'billing.transaction.verify_failed', id);
    expect(failures.length).toBeLessThanOrEqual(LIMIT);
    const tried = answers.filter((answer) => answer.statusCode === 200).length;
    expect(tried).toBeLessThanOrEqual(LIMIT + 1);
    expect(answers.filter((answer) => answer.statusCode === 409).length).toBe(
      answers.length - tried,
    );
  });
});

describe('migration 0026: confirmations stored before the student was named as confirming', () => {
  const CONFIRM = { user_phone_number: '0711000222', sender_name: 'Juma Fake', amount: 1000000 };

  async function runMigration0026() {
    const file = new URL(
      '../src/db/migrations/0026_student_confirmations_recorded_as_theirs.sql',
      import.meta.url,
    );
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint')) {
      await testApp.db.execute(sql.raw(statement));
    }
  }

  const paymentRow = async (id: number) =>
    (await testApp.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)))[0];
  const creditOf = async (id: number) =>
    (
      await testApp.db
        .select()
        .from(tokenLedger)
        .where(eq(tokenLedger.reference, `purchase:${id}`))
    )[0];

  it("names the student on the payment and its credit; a staff member's verification stays theirs", async () => {
    const confirmed = await staffRecordedPayment();
    await expectStatus(
      await confirmed.student.call(
        'POST',
        `${TRANSACTIONS}${confirmed.id}/verify_payment/`,
        CONFIRM,
      ),
      200,
    );
    // As the code before 2026-12-01 stored it: approved in the recording staff member's name.
    await testApp.db
      .update(paymentTransactions)
      .set({ confirmedBy: confirmed.staff.id })
      .where(eq(paymentTransactions.id, confirmed.id));
    await testApp.db
      .update(tokenLedger)
      .set({ createdBy: confirmed.staff.id })
      .where(eq(tokenLedger.reference, `purchase:${confirmed.id}`));

    const verified = await staffRecordedPayment();
    const other = await signedInStaff(testApp);
    await expectStatus(
      await other.call('POST', `${TRANSACTIONS}${verified.id}/verify_payment/`, {
        ...CONFIRM,
        transaction_code: verified.code,
      }),
      200,
    );

    await runMigration0026();
    expect(await paymentRow(confirmed.id)).toMatchObject({
      createdBy: confirmed.staff.id,
      confirmedBy: confirmed.student.id,
    });
    expect((await creditOf(confirmed.id))?.createdBy).toBe(confirmed.student.id);
    expect(await paymentRow(verified.id)).toMatchObject({
      createdBy: verified.staff.id,
      confirmedBy: other.id,
    });
    expect((await creditOf(verified.id))?.createdBy).toBe(other.id);

    // Run again (a second start), it changes nothing more.
    await runMigration0026();
    expect((await paymentRow(confirmed.id))?.confirmedBy).toBe(confirmed.student.id);
    expect((await paymentRow(verified.id))?.confirmedBy).toBe(other.id);
  });
});
