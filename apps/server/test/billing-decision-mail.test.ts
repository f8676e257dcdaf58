// The student hears of a payment decision by e-mail (first-week audit): one mail per approval or
// rejection, queued in the decision's transaction — none when the decision fails, one however
// many staff approve at once — in the student's language, and none to a banned account.
import { MESSAGES } from '@ptlog/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, paymentTransactions, users } from '../src/db/schema';
import { optOut } from '../src/features/reminders/reminders.repository';
import {
  approve,
  BILLING_PAYMENT_NUMBERS,
  createdBy,
  expectStatus,
  payment as paymentBody,
  pendingOf,
  REAL_POSTGRES,
  raceBehindRowLock,
  reject,
  STAFF_BILLING,
  signedIn,
  signedInStaff,
  type TClient,
  TRANSACTIONS,
} from './helpers/billing';
import { buildTestApp } from './helpers/build-test-app';
import { builtOnce, perSuite } from './helpers/per-suite';
import { startSmtpServer } from './helpers/smtp';

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

/** The outbox rows addressed to the student (sent or not: a sent row keeps its subject). */
function queuedTo(student: TClient) {
  return testApp.db.select().from(mailOutbox).where(eq(mailOutbox.to, student.email));
}

/** Delivers what is due, then answers what the SMTP server received for the student. */
async function deliveredTo(student: TClient) {
  await testApp.app.mail.flush();
  return smtp.mailsTo(student.email);
}

const student = (options: Parameters<typeof signedIn>[1] = {}) =>
  signedIn(testApp, { firstName: 'Asha', ...options });

describe('approving a payment', () => {
  it('mails the student once: amount, tokens added, new balance and the billing link', async () => {
    const payer = await student();
    const first = await pendingOf(payer, 3000);
    await expectStatus(await approve(staff, first.id), 200);
    const second = await pendingOf(payer, 10_000);
    await expectStatus(await approve(staff, second.id), 200);

    expect(await queuedTo(payer)).toHaveLength(2);
    const [one, two] = await deliveredTo(payer);
    expect(one?.subject).toBe('Your payment of TZS 3,000 was approved: 900 tokens added');
    expect(one?.text).toContain('Hello Asha,');
    expect(one?.text).toContain(`reference #${first.id}`);
    expect(one?.text).toContain('Tokens added: 900');
    expect(one?.text).toContain('Your new balance: 900 tokens');
    expect(one?.text).toContain(`${PUBLIC_URL}/billing`);
    expect(two?.text).toContain('Tokens added: 3,000');
    expect(two?.text).toContain('Your new balance: 3,900 tokens');
    // Nothing but the app's own link and the payment's facts: no tokens, no secrets.
    expect(two?.text).not.toMatch(/token=|password|secret/i);
  });

  it("is in the student's language (Kiswahili)", async () => {
    const payer = await student({ language: 'sw' });
    const payment = await pendingOf(payer, 2000);
    await expectStatus(await approve(staff, payment.id), 200);
    const [mail] = await deliveredTo(payer);
    expect(mail?.subject).toBe('Malipo yako ya TZS 2,000 yameidhinishwa: tokeni 600 zimeongezwa');
    expect(mail?.text).toContain('Habari Asha,');
    expect(mail?.text).toContain('Salio lako jipya: tokeni 600');
  });

  it('mails the student who confirms a payment staff recorded for them (verify_payment)', async () => {
    const payer = await student();
    const details = { user_phone_number: '0712345678', sender_name: 'Amina Mushi', amount: 5000 };
    const recorded = await expectStatus(
      await staff.call('POST', `${STAFF_BILLING}/transactions/`, {
        ...details,
        user_id: payer.id,
        payment_method: 'DIRECT',
      }),
      201,
    );
    expect(await queuedTo(payer)).toHaveLength(0);
    await expectStatus(
      await payer.call('POST', `${TRANSACTIONS}${recorded.id}/verify_payment/`, details),
      200,
    );
    const [mail] = await deliveredTo(payer);
    expect(mail?.text).toContain('Tokens added: 1,500');
    expect(mail?.text).toContain('sent by Amina Mushi');
  });

  it('sends one mail when ten staff members approve at the same moment', async () => {
    const payer = await student();
    const payment = await pendingOf(payer, 4000);
    const approvers = await Promise.all(Array.from({ length: 5 }, () => signedInStaff(testApp)));
    const race = () =>
      Promise.all(
        Array.from({ length: 10 }, (_, index) => approve(approvers[index % 5]!, payment.id)),
      );
    const responses = REAL_POSTGRES
      ? (
          await raceBehindRowLock(
            testApp,
            {
              text: 'select id from payment_transactions where id = $1 for update',
              values: [payment.id],
            },
            10,
            race,
          )
        ).result
      : await race();
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(await queuedTo(payer)).toHaveLength(1);
    expect(await deliveredTo(payer)).toHaveLength(1);
  });

  it('sends nothing when the approval fails (403 own payment, 409 already decided)', async () => {
    const colleague = await signedInStaff(testApp);
    const own = await pendingOf(colleague, 3000);
    await expectStatus(await approve(colleague, own.id), 403);
    expect(await queuedTo(colleague)).toHaveLength(0);

    const payer = await student();
    const payment = await pendingOf(payer, 3000);
    await expectStatus(await reject(staff, payment.id, { reason: 'No such payment' }), 200);
    const late = await approve(staff, payment.id);
    expect((await expectStatus(late, 409)).detail).toBe(MESSAGES.billing.alreadyProcessed);
    // The rejection's mail only.
    expect((await queuedTo(payer)).map((row) => row.subject)).toEqual([
      'Your payment of TZS 3,000 was not approved',
    ]);
  });

  it('sends nothing when the decision rolls back after its mail was queued', async () => {
    const payer = await student();
    const payment = await pendingOf(payer, 2000);
    // The approval's audit row (written after the credit and the mail) is refused: all rolls back.
    await testApp.db.execute(
      sql.raw(`create function refuse_audit() returns trigger language plpgsql
        as $$ begin raise exception 'audit refused'; end $$`),
    );
    await testApp.db.execute(
      sql.raw(`create trigger refuse_audit before insert on audit_logs for each row
        when (new.action = 'billing.transaction.approve' and new.target_id = '${payment.id}')
        execute function refuse_audit()`),
    );
    try {
      expect((await approve(staff, payment.id)).statusCode).toBe(500);
    } finally {
      await testApp.db.execute(sql.raw('drop trigger refuse_audit on audit_logs'));
      await testApp.db.execute(sql.raw('drop function refuse_audit()'));
    }
    const [row] = await testApp.db
      .select({ status: paymentTransactions.status })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, payment.id));
    expect(row?.status).toBe('PENDING');
    expect(await queuedTo(payer)).toHaveLength(0);
    // Approved again, it is mailed once.
    await expectStatus(await approve(staff, payment.id), 200);
    expect(await queuedTo(payer)).toHaveLength(1);
  });

  it('sends nothing to a banned account, and ignores the reminder opt-out', async () => {
    const banned = await student();
    const payment = await pendingOf(banned, 2000);
    await testApp.db.update(users).set({ isActive: false }).where(eq(users.id, banned.id));
    await expectStatus(await approve(staff, payment.id), 200);
    expect(await queuedTo(banned)).toHaveLength(0);

    // Reminders turned off: a payment decision is not a reminder, it is still mailed.
    const optedOut = await student();
    await optOut(testApp.db, optedOut.email, new Date());
    const other = await pendingOf(optedOut, 2000);
    await expectStatus(await approve(staff, other.id), 200);
    expect(await queuedTo(optedOut)).toHaveLength(1);
  });
});

describe('rejecting a payment', () => {
  it("mails the student once with the staff's reason and what to do", async () => {
    const payer = await student();
    const payment = await pendingOf(payer, 2500);
    const reason = 'The sender name does not match the M-Pesa SMS.';
    await expectStatus(await reject(staff, payment.id, { reason }), 200);
    await expectStatus(await reject(staff, payment.id, { reason }), 409);

    expect(await queuedTo(payer)).toHaveLength(1);
    const [mail] = await deliveredTo(payer);
    expect(mail?.subject).toBe('Your payment of TZS 2,500 was not approved');
    expect(mail?.text).toContain(`reference #${payment.id}`);
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain('Check the payment SMS');
    expect(mail?.text).toContain(`${PUBLIC_URL}/billing`);
    expect(mail?.text).toContain(`WhatsApp ${WHATSAPP}`);
  });

  it('without a reason says what to do, in Kiswahili for a Kiswahili student', async () => {
    const payer = await student({ language: 'sw' });
    const payment = await pendingOf(payer, 2000);
    await expectStatus(await reject(staff, payment.id), 200);
    const [mail] = await deliveredTo(payer);
    expect(mail?.subject).toBe('Malipo yako ya TZS 2,000 hayakuidhinishwa');
    expect(mail?.text).toContain('Habari Asha,');
    expect(mail?.text).not.toContain('Sababu');
    expect(mail?.text).toContain('Linganisha na SMS ya malipo');
  });

  it('quotes the transaction ID of the SMS beside the reference (ADR 18)', async () => {
    const payer = await student();
    const created = await createdBy(payer, paymentBody({ transaction_code: 'CI47HT7001' }));
    await expectStatus(await reject(staff, created.id), 200);
    const [mail] = await deliveredTo(payer);
    expect(mail?.text).toContain(`transaction ID CI47HT7001, reference #${created.id}`);
  });
});

describe('the balance answer', () => {
  it('counts the payments awaiting staff, which the app polls for while above 0', async () => {
    const payer = await student();
    const balance = async () =>
      (await expectStatus(await payer.call('GET', '/api/billing/balance/my_balance/'), 200))
        .pending_payments;
    expect(await balance()).toBe(0);
    const first = await pendingOf(payer, 2000);
    const second = await pendingOf(payer, 3000);
    expect(await balance()).toBe(2);
    await expectStatus(await approve(staff, first.id), 200);
    expect(await balance()).toBe(1);
    await expectStatus(await reject(staff, second.id), 200);
    expect(await balance()).toBe(0);
  });
});
