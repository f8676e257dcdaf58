// Reversing an approval made by mistake (ADR 29): the payment becomes REJECTED with the staff's
// reason, its tokens are taken back once (`reversal:{id}`, even below zero), revenue forgets it,
// the history shows who reversed it and why, and the student is mailed in their language.
import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentTransactions, users } from '../src/db/schema';
import { balanceOf, debit } from '../src/features/tokens/ledger';
import {
  approve,
  auditRows,
  BILLING_PAYMENT_NUMBERS,
  expectStatus,
  fieldErrorsOf,
  ledgerOf,
  pendingOf,
  REAL_POSTGRES,
  raceBehindRowLock,
  reject,
  STAFF_BILLING,
  signedIn,
  signedInStaff,
  type TClient,
} from './helpers/billing';
import { buildTestApp } from './helpers/build-test-app';
import { builtOnce, perSuite } from './helpers/per-suite';
import { startSmtpServer } from './helpers/smtp';
import { cellsOf, downloadedSheet } from './helpers/xlsx';

const PUBLIC_URL = 'https://logbook.example.tz';
const WHATSAPP = '+255754111222';

const smtp = perSuite(startSmtpServer);
const testApp = perSuite(() =>
  buildTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL,
    RATE_LIMIT_MAX: '100000',
    PAYMENT_NUMBERS: BILLING_PAYMENT_NUMBERS.join(','),
    SUPPORT_WHATSAPP: WHATSAPP,
  }),
);
const staff = builtOnce(() => signedInStaff(testApp));

const reverseUrl = (id: number | string) => `${STAFF_BILLING}/transactions/${id}/reverse_approval/`;
const reverse = (client: TClient, id: number, body: unknown = { reason: 'Money never arrived' }) =>
  client.call('POST', reverseUrl(id), body);

/** A student's payment of `amount`, approved by staff (amount × 0.3 tokens credited). */
async function approvedPayment(amount = 2000, options: Parameters<typeof signedIn>[1] = {}) {
  const student = await signedIn(testApp, { firstName: 'Asha', ...options });
  const payment = await pendingOf(student, amount);
  await expectStatus(await approve(staff, payment.id), 200);
  return { student, payment };
}

async function rowOf(id: number) {
  const [row] = await testApp.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, id));
  return row;
}

async function stats() {
  const body = await expectStatus(await staff.call('GET', `${STAFF_BILLING}/stats/`), 200);
  return body.data;
}

describe('reversing an approval', () => {
  it('rejects the payment with the reason, takes its tokens back once and tells the history', async () => {
    const { student, payment } = await approvedPayment(3000);
    expect(await balanceOf(testApp.db, student.id)).toBe(900);

    const body = await expectStatus(
      await reverse(staff, payment.id, { reason: '  Money never arrived on M-Pesa  ' }),
      200,
    );
    expect(body).toMatchObject({
      success: true,
      message: MESSAGES.billing.approvalReversed,
      data: {
        id: payment.id,
        transaction_status: 'REJECTED',
        rejection_reason: 'Money never arrived on M-Pesa',
      },
    });
    const row = await rowOf(payment.id);
    expect(row).toMatchObject({ status: 'REJECTED', confirmedBy: staff.id });
    expect(row?.rejectionReason).toBe('Money never arrived on M-Pesa');

    const reversal = (await ledgerOf(testApp.db, student.id)).filter(
      (entry) => entry.kind === 'staff_adjustment',
    );
    expect(reversal).toEqual([
      expect.objectContaining({
        amount: -900,
        reference: `reversal:${payment.id}`,
        createdBy: staff.id,
      }),
    ]);
    expect(await balanceOf(testApp.db, student.id)).toBe(0);

    const audited = await auditRows(testApp.db, 'billing.transaction.reverse_approval', payment.id);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      actorId: staff.id,
      details: { reason: 'Money never arrived on M-Pesa', tokens: 900 },
    });

    const history = await expectStatus(
      await staff.call('GET', `${STAFF_BILLING}/transactions/${payment.id}/history/`),
      200,
    );
    expect(history.events[0]).toMatchObject({
      kind: 'approval_reversed',
      actor_name: 'Grace Staff',
      actor_is_staff: true,
      reason: 'Money never arrived on M-Pesa',
    });
    expect(history.events.map((event: { kind: string }) => event.kind)).toContain('approved');

    // The student's own balance and usage: a reversal is not use, and purchases are net of it.
    const balance = await expectStatus(
      await student.call('GET', '/api/billing/balance/my_balance/'),
      200,
    );
    expect(balance).toMatchObject({ available_tokens: 0, tokens_used: 0 });
  });

  it('answers 409 "Only an approved transaction can be reversed." to a pending, rejected or reversed one', async () => {
    const student = await signedIn(testApp);
    const pending = await pendingOf(student, 2000);
    const refused = await expectStatus(await reverse(staff, pending.id), 409);
    expect(refused.detail).toBe(MESSAGES.billing.notApproved);
    expect((await rowOf(pending.id))?.status).toBe('PENDING');

    const rejected = await pendingOf(student, 4000);
    await expectStatus(await reject(staff, rejected.id), 200);
    expect((await expectStatus(await reverse(staff, rejected.id), 409)).detail).toBe(
      MESSAGES.billing.notApproved,
    );

    const { payment } = await approvedPayment(2000);
    await expectStatus(await reverse(staff, payment.id), 200);
    expect((await expectStatus(await reverse(staff, payment.id), 409)).detail).toBe(
      MESSAGES.billing.notApproved,
    );
    expect(await ledgerOf(testApp.db, student.id)).toHaveLength(0);
  });

  it('requires a reason of 5 to 500 characters, trimmed', async () => {
    const { payment } = await approvedPayment();
    const cases: [unknown, string][] = [
      [{}, MESSAGES.billing.reversalReasonRequired],
      [{ reason: '    ' }, MESSAGES.billing.reversalReasonRequired],
      [{ reason: ' abc ' }, MESSAGES.billing.reversalReasonLength],
      [{ reason: 'x'.repeat(501) }, MESSAGES.billing.reversalReasonLength],
    ];
    for (const [body, message] of cases) {
      const errors = await fieldErrorsOf(await reverse(staff, payment.id, body));
      expect(errors.reason, JSON.stringify(body)).toEqual([message]);
    }
    expect(MESSAGES.billing.reversalReasonLength).toBe('The reason must be 5 to 500 characters');
    expect((await rowOf(payment.id))?.status).toBe('APPROVED');
    await expectStatus(await reverse(staff, payment.id, { reason: 'x'.repeat(500) }), 200);
  });

  it('reverses once when twenty requests arrive at the same moment', async () => {
    const { student, payment } = await approvedPayment(5000);
    const race = () => Promise.all(Array.from({ length: 20 }, () => reverse(staff, payment.id)));
    let responses: Awaited<ReturnType<typeof race>>;
    if (REAL_POSTGRES) {
      // Every reversal waits on the owner's row at the same moment, then they race.
      const raced = await raceBehindRowLock(
        testApp,
        { text: 'select id from users where id = $1 for update', values: [student.id] },
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
    const reversals = (await ledgerOf(testApp.db, student.id)).filter(
      (entry) => entry.kind === 'staff_adjustment',
    );
    expect(reversals).toHaveLength(1);
    expect(await balanceOf(testApp.db, student.id)).toBe(0);
    expect(
      await auditRows(testApp.db, 'billing.transaction.reverse_approval', payment.id),
    ).toHaveLength(1);
  });

  it('takes back tokens already spent: the balance goes below zero and AI is refused', async () => {
    const { student, payment } = await approvedPayment(2000);
    const spent = await testApp.db.transaction((tx) =>
      debit(tx, { userId: student.id, amount: 300, reference: `ai:test-${student.id}` }),
    );
    expect(spent).toBe(true);
    expect(await balanceOf(testApp.db, student.id)).toBe(300);

    await expectStatus(await reverse(staff, payment.id), 200);
    expect(await balanceOf(testApp.db, student.id)).toBe(-300);
    const balance = await expectStatus(
      await student.call('GET', '/api/billing/balance/my_balance/'),
      200,
    );
    expect(balance).toMatchObject({ available_tokens: -300, tokens_used: 300, can_use_ai: false });
    const again = await testApp.db.transaction((tx) =>
      debit(tx, { userId: student.id, amount: 10, reference: `ai:test2-${student.id}` }),
    );
    expect(again).toBe(false);
  });

  it('takes the payment out of revenue and tokens generated, not into tokens used', async () => {
    const before = await stats();
    const { payment } = await approvedPayment(10_000);
    const approved = await stats();
    expect(approved.revenue.total).toBe(before.revenue.total + 10_000);
    expect(approved.tokens.total_generated).toBe(before.tokens.total_generated + 3000);

    await expectStatus(await reverse(staff, payment.id), 200);
    const after = await stats();
    expect(after.revenue.total).toBe(before.revenue.total);
    expect(after.tokens.total_generated).toBe(before.tokens.total_generated);
    expect(after.tokens.total_used).toBe(before.tokens.total_used);
    expect(after.transactions.approved).toBe(before.transactions.approved);
    expect(after.transactions.rejected).toBe(before.transactions.rejected + 1);
  });

  it("leaves the Excel export's totals: a reversed payment is a REJECTED row with its reason", async () => {
    const { student, payment: kept } = await approvedPayment(3000);
    const reversed = await pendingOf(student, 10_000);
    await expectStatus(await approve(staff, reversed.id), 200);
    await expectStatus(await reverse(staff, reversed.id, { reason: 'Wrong row approved' }), 200);
    const response = await staff.call(
      'GET',
      `${STAFF_BILLING}/transactions/export/?user_id=${student.id}`,
    );
    const sheet = await downloadedSheet(response, 'transactions.xlsx', 'Transactions');
    const rows = [2, 3].map((row) => cellsOf(sheet, row));
    const byId = new Map(rows.map((cell) => [cell('ID').value, cell]));
    expect(byId.get(kept.id)?.('Status').value).toBe('APPROVED');
    expect(byId.get(reversed.id)?.('Status').value).toBe('REJECTED');
    expect(byId.get(reversed.id)?.('Rejection reason').value).toBe('Wrong row approved');
    expect(byId.get(reversed.id)?.('Tokens generated').value).toBeNull();
    const totals = cellsOf(sheet, sheet.rowCount);
    expect(totals('User').value).toBe(2);
    expect(totals('Amount (TZS)').value).toBe(3000);
    expect(totals('Tokens generated').value).toBe(900);
  });

  it('is staff only: 403 to a student, 401 signed out, 404 for an unknown id', async () => {
    const { student, payment } = await approvedPayment();
    const forbidden = await expectStatus(await reverse(student, payment.id), 403);
    expect(forbidden.detail).toBe('Access denied. Staff privileges required.');
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: reverseUrl(payment.id),
      payload: { reason: 'Money never arrived' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await rowOf(payment.id))?.status).toBe('APPROVED');
    const missing = await expectStatus(await reverse(staff, 2_000_000_000), 404);
    expect(missing.detail).toBe(MESSAGES.billing.transactionNotFound);
  });
});

describe('the reversal mail', () => {
  async function deliveredTo(student: TClient) {
    await testApp.app.mail.flush();
    return smtp.mailsTo(student.email);
  }

  it('tells the student why, the tokens taken back and the balance now', async () => {
    const { student, payment } = await approvedPayment(3000);
    await expectStatus(
      await reverse(staff, payment.id, { reason: 'The money never reached our M-Pesa' }),
      200,
    );
    const mails = await deliveredTo(student);
    expect(mails).toHaveLength(2);
    const mail = mails[1];
    expect(mail?.subject).toBe('The approval of your payment of TZS 3,000 was reversed');
    expect(mail?.text).toContain('Hello Asha,');
    expect(mail?.text).toContain(`reference #${payment.id}`);
    expect(mail?.text).toContain('The money never reached our M-Pesa');
    expect(mail?.text).toContain('Tokens taken back: 900');
    expect(mail?.text).toContain('Your balance now: 0 tokens');
    expect(mail?.text).not.toContain('below zero');
    expect(mail?.text).toContain(`${PUBLIC_URL}/billing`);
    expect(mail?.text).toContain(`WhatsApp ${WHATSAPP}`);
  });

  it("is in the student's language (Kiswahili) and says when the balance is below zero", async () => {
    const { student, payment } = await approvedPayment(2000, { language: 'sw' });
    await testApp.db.transaction((tx) =>
      debit(tx, { userId: student.id, amount: 300, reference: `ai:sw-${student.id}` }),
    );
    await expectStatus(await reverse(staff, payment.id, { reason: 'Pesa haikufika' }), 200);
    const mail = (await deliveredTo(student))[1];
    expect(mail?.subject).toBe('Uidhinishaji wa malipo yako ya TZS 2,000 umebatilishwa');
    expect(mail?.text).toContain('Habari Asha,');
    expect(mail?.text).toContain('Pesa haikufika');
    expect(mail?.text).toContain('Tokeni zilizoondolewa: 600');
    expect(mail?.text).toContain('Salio lako sasa: tokeni -300');
    expect(mail?.text).toContain('Salio lako liko chini ya sifuri');
  });

  it('is not sent when the reversal is refused', async () => {
    const student = await signedIn(testApp);
    const pending = await pendingOf(student, 2000);
    await expectStatus(await reverse(staff, pending.id), 409);
    expect(await deliveredTo(student)).toHaveLength(0);
  });

  it("reverses a deleted account's payment too (its revenue was never real), mailing no one", async () => {
    const { student, payment } = await approvedPayment(2000);
    await testApp.app.mail.flush();
    const before = (await smtp.mailsTo(student.email)).length;
    await testApp.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, student.id));
    await expectStatus(await reverse(staff, payment.id), 200);
    expect((await rowOf(payment.id))?.status).toBe('REJECTED');
    expect(await balanceOf(testApp.db, student.id)).toBe(0);
    expect(await deliveredTo(student)).toHaveLength(before);
  });
});
