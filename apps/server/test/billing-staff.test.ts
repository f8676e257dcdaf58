import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTransactions } from '../src/db/schema';
import { balanceOf, creditWelcomeBonus, debit } from '../src/features/tokens/ledger';
import {
  auditRows,
  buildBillingApp,
  expectStatus,
  fieldErrorsOf,
  ledgerOf,
  payment,
  REAL_POSTGRES,
  raceBehindRowLock,
  signedIn,
  signedInStaff,
  type TClient,
} from './helpers/billing';
import type { TTestApp } from './helpers/build-test-app';

let testApp: TTestApp;
let staff: TClient;
beforeAll(async () => {
  testApp = await buildBillingApp();
  staff = await signedInStaff(testApp);
});
afterAll(() => testApp.close());

const STAFF = '/api/billing/staff';

async function pendingOf(student: TClient, amount = 2000) {
  return expectStatus(
    await student.call('POST', '/api/billing/transactions/', payment({ amount })),
    201,
  );
}

const approve = (client: TClient, id: number) =>
  client.call('POST', `${STAFF}/transactions/${id}/approve_transaction/`);
const reject = (client: TClient, id: number, body?: unknown) =>
  client.call('POST', `${STAFF}/transactions/${id}/reject_transaction/`, body);

describe('staff routes', () => {
  it("answer 403 'Access denied. Staff privileges required.' to students, 401 without sign-in", async () => {
    const student = await signedIn(testApp);
    const transaction = await pendingOf(student);
    const routes = [
      ['GET', `${STAFF}/transactions/`],
      ['POST', `${STAFF}/transactions/`],
      ['GET', `${STAFF}/transactions/pending_transactions/`],
      ['POST', `${STAFF}/transactions/${transaction.id}/approve_transaction/`],
      ['POST', `${STAFF}/transactions/${transaction.id}/reject_transaction/`],
      ['GET', `${STAFF}/stats/`],
      ['GET', `${STAFF}/user_balances/`],
      ['GET', `${STAFF}/token_usage/`],
      ['GET', `/api/billing/balance/${student.id}/`],
    ] as const;
    const validStaffCreate = {
      user_id: student.id,
      user_phone_number: '0712345678',
      sender_name: 'Amina',
      payment_method: 'DIRECT',
      amount: 2000,
    };
    for (const [method, url] of routes) {
      const body =
        method === 'POST' && url.endsWith('transactions/') ? validStaffCreate : undefined;
      const response = await student.call(method, url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({
        detail: 'Access denied. Staff privileges required.',
        code: 'forbidden',
      });
      const anonymous = await testApp.app.inject({
        method,
        url,
        ...(body ? { payload: body } : {}),
      });
      expect(anonymous.statusCode, url).toBe(401);
    }
    // The attempts changed nothing.
    const [row] = await testApp.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, transaction.id));
    expect(row?.status).toBe('PENDING');
    expect(await balanceOf(testApp.db, student.id)).toBe(0);
  });
});

describe('approve_transaction and reject_transaction', () => {
  it('approve: PENDING → APPROVED, records who and when, credits once, audits', async () => {
    const student = await signedIn(testApp);
    await creditWelcomeBonus(testApp.db, student.id);
    const transaction = await pendingOf(student, 3500);
    const body = await expectStatus(await approve(staff, transaction.id), 200);
    expect(body).toMatchObject({
      success: true,
      message: 'Transaction approved successfully',
      data: {
        transaction_status: 'APPROVED',
        confirmed_by: staff.id,
        confirmed_by_name: 'Grace Staff',
        confirmed_at: expect.any(String),
        tokens_generated: 1050,
      },
    });
    expect(await balanceOf(testApp.db, student.id)).toBe(400 + 1050);
    const purchases = (await ledgerOf(testApp.db, student.id)).filter(
      (entry) => entry.kind === 'purchase',
    );
    expect(purchases).toMatchObject([
      { amount: 1050, reference: `purchase:${transaction.id}`, createdBy: staff.id },
    ]);
    const audits = await auditRows(testApp.db, 'billing.transaction.approve', transaction.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: staff.id, details: { tokens: 1050 } });

    // Neither a second approval nor a rejection changes an approved transaction.
    for (const response of [
      await approve(staff, transaction.id),
      await reject(staff, transaction.id),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        detail: 'This transaction has already been processed.',
        code: 'conflict',
      });
    }
    expect(await balanceOf(testApp.db, student.id)).toBe(1450);
  });

  it('reject: PENDING → REJECTED with an optional reason, no tokens, and then final', async () => {
    const student = await signedIn(testApp);
    const withReason = await pendingOf(student);
    const body = await expectStatus(
      await reject(staff, withReason.id, { reason: ' No such payment on M-Pesa ' }),
      200,
    );
    expect(body).toMatchObject({
      success: true,
      message: 'Transaction rejected successfully',
      data: {
        transaction_status: 'REJECTED',
        confirmed_by: staff.id,
        rejection_reason: 'No such payment on M-Pesa',
      },
    });
    const noBody = await pendingOf(student);
    const empty = await expectStatus(await reject(staff, noBody.id), 200);
    expect(empty.data.rejection_reason).toBeNull();
    expect(await balanceOf(testApp.db, student.id)).toBe(0);
    expect(await auditRows(testApp.db, 'billing.transaction.reject', withReason.id)).toHaveLength(
      1,
    );

    const late = await approve(staff, withReason.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(MESSAGES.billing.alreadyProcessed);
    expect(await balanceOf(testApp.db, student.id)).toBe(0);
  });

  it('answer 404 for a transaction that does not exist', async () => {
    for (const response of [await approve(staff, 99999999), await reject(staff, 99999999)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe(MESSAGES.billing.transactionNotFound);
    }
  });

  it('20 simultaneous approvals of one transaction credit it exactly once', async () => {
    const student = await signedIn(testApp);
    const transaction = await pendingOf(student, 10_000);
    const staffMembers = await Promise.all(Array.from({ length: 4 }, () => signedInStaff(testApp)));
    const race = () =>
      Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          approve(staffMembers[index % staffMembers.length]!, transaction.id),
        ),
      );
    let responses: Awaited<ReturnType<typeof race>>;
    if (REAL_POSTGRES) {
      // Every approval waits on the transaction's row at the same moment, then they race.
      const raced = await raceBehindRowLock(
        testApp,
        {
          text: 'select id from payment_transactions where id = $1 for update',
          values: [transaction.id],
        },
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
    expect(await balanceOf(testApp.db, student.id)).toBe(3000);
    const purchases = (await ledgerOf(testApp.db, student.id)).filter(
      (entry) => entry.kind === 'purchase',
    );
    expect(purchases).toHaveLength(1);
    expect(await auditRows(testApp.db, 'billing.transaction.approve', transaction.id)).toHaveLength(
      1,
    );
  });

  it('an approval racing a rejection: exactly one wins', async () => {
    const student = await signedIn(testApp);
    const transaction = await pendingOf(student);
    const responses = await Promise.all([
      approve(staff, transaction.id),
      reject(staff, transaction.id),
      approve(staff, transaction.id),
      reject(staff, transaction.id),
    ]);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const [row] = await testApp.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, transaction.id));
    expect(await balanceOf(testApp.db, student.id)).toBe(row?.status === 'APPROVED' ? 600 : 0);
  });
});

describe('POST /api/billing/staff/transactions/ (Create Transaction)', () => {
  it('records a PENDING payment for the chosen user', async () => {
    const student = await signedIn(testApp, {
      firstName: 'Baraka',
      lastName: 'Mollel',
      phone: '+255713000111',
    });
    const body = await expectStatus(
      await staff.call('POST', `${STAFF}/transactions/`, {
        user_id: student.id,
        user_phone_number: '0713000111',
        sender_name: 'Baraka Mollel',
        payment_method: 'DIRECT',
        wakala_name: 'dropped for DIRECT',
        amount: 4000,
      }),
      201,
    );
    expect(body).toMatchObject({
      user: student.id,
      user_full_name: 'Baraka Mollel',
      transaction_status: 'PENDING',
      created_by_staff: true,
      payer_type: 'own',
      wakala_name: null,
      amount: '4000.00',
      tokens_generated: 1200,
    });
    const [audit] = await auditRows(testApp.db, 'billing.transaction.create', body.id);
    expect(audit).toMatchObject({ actorId: staff.id, details: { created_by_staff: true } });
    // The student sees it among their own.
    const mine = await expectStatus(await student.call('GET', '/api/billing/transactions/'), 200);
    expect(mine.results.map((entry: { id: number }) => entry.id)).toEqual([body.id]);
  });

  it('refuses with the spec messages', async () => {
    const create = (body: unknown) => staff.call('POST', `${STAFF}/transactions/`, body);
    expect(await fieldErrorsOf(await create({ payment_method: 'DIRECT' }))).toEqual({
      user_id: ['User is required'],
      user_phone_number: ['Phone number is required'],
      sender_name: ['Sender name is required'],
      amount: ['Valid amount is required'],
    });
    const student = await signedIn(testApp);
    const valid = {
      user_id: student.id,
      user_phone_number: '0712345678',
      sender_name: 'Amina',
      payment_method: 'WAKALA',
      amount: 2000,
    };
    expect(await fieldErrorsOf(await create(valid))).toEqual({
      wakala_name: ['Wakala name is required for money agent payments'],
    });
    expect(
      await fieldErrorsOf(await create({ ...valid, wakala_name: 'Juma', amount: -1 })),
    ).toEqual({ amount: ['Valid amount is required'] });
    const unknown = await create({ ...valid, wakala_name: 'Juma', user_id: 99999999 });
    expect(await fieldErrorsOf(unknown)).toEqual({ user_id: ['User not found'] });
    expect(
      await testApp.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.userId, student.id)),
    ).toEqual([]);
  });
});

describe('lists and figures', () => {
  let fresh: TTestApp;
  let boss: TClient;
  let alice: TClient;
  let bob: TClient;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    // A database of its own, so the figures are exact.
    fresh = await buildBillingApp();
    boss = await signedInStaff(fresh);
    alice = await signedIn(fresh, { firstName: 'Alice', lastName: 'Kimaro' });
    bob = await signedIn(fresh, { firstName: 'Bob', lastName: 'Mrema' });
    await creditWelcomeBonus(fresh.db, alice.id);
    await creditWelcomeBonus(fresh.db, bob.id);
    const submit = async (student: TClient, body: unknown) =>
      (await expectStatus(await student.call('POST', '/api/billing/transactions/', body), 201)).id;
    ids.aliceApproved = await submit(alice, payment({ amount: 2000 }));
    ids.alicePending = await submit(alice, payment({ amount: 1000 }));
    ids.bobApproved = await submit(bob, {
      payment_method: 'WAKALA',
      user_phone_number: '0765000111',
      wakala_name: 'Mama Neema Shop',
      amount: 5000,
    });
    ids.bobRejected = await submit(bob, payment({ amount: 1500, sender_name: 'Bob Mrema' }));
    await expectStatus(await approve(boss, ids.aliceApproved!), 200);
    await expectStatus(await approve(boss, ids.bobApproved!), 200);
    await expectStatus(await reject(boss, ids.bobRejected!), 200);
    await fresh.db.transaction((tx) =>
      debit(tx, { userId: alice.id, amount: 300, reference: 'ai:figures-1' }),
    );
  });
  afterAll(() => fresh.close());

  it('GET /billing/staff/stats/ answers real figures', async () => {
    const body = await expectStatus(await boss.call('GET', `${STAFF}/stats/`), 200);
    expect(body).toEqual({
      success: true,
      data: {
        revenue: { total: 7000, currency: 'TZS' },
        transactions: { total: 4, pending: 1, approved: 2, rejected: 1 },
        tokens: { total_generated: 600 + 1500, total_used: 300, total_available: 800 + 2100 - 300 },
        active_subscribers: 2,
      },
    });
  });

  it('GET /billing/staff/transactions/ filters by status, method, user and search', async () => {
    const list = async (query: string) => {
      const body = await expectStatus(
        await boss.call('GET', `${STAFF}/transactions/${query}`),
        200,
      );
      return body.results.map((entry: { id: number }) => entry.id);
    };
    expect(await list('')).toEqual([
      ids.bobRejected,
      ids.bobApproved,
      ids.alicePending,
      ids.aliceApproved,
    ]);
    expect(await list('?status=APPROVED')).toEqual([ids.bobApproved, ids.aliceApproved]);
    expect(await list('?payment_method=WAKALA')).toEqual([ids.bobApproved]);
    expect(await list(`?user_id=${alice.id}`)).toEqual([ids.alicePending, ids.aliceApproved]);
    expect(await list('?search=kimaro')).toEqual([ids.alicePending, ids.aliceApproved]);
    expect(await list('?search=neema%20shop')).toEqual([ids.bobApproved]);
    expect(await list('?search=%25')).toEqual([]);
    const paged = await expectStatus(
      await boss.call('GET', `${STAFF}/transactions/?page=2&page_size=3`),
      200,
    );
    expect(paged).toMatchObject({ count: 4, next: null, previous: 1 });
    expect(paged.results).toHaveLength(1);
    const bad = await boss.call('GET', `${STAFF}/transactions/?status=DONE`);
    expect(bad.statusCode).toBe(400);
  });

  it('pending_transactions lists the queue oldest first with the banner text', async () => {
    const body = await expectStatus(
      await boss.call('GET', `${STAFF}/transactions/pending_transactions/`),
      200,
    );
    expect(body).toMatchObject({
      count: 1,
      next: null,
      previous: null,
      message: '1 transaction(s) awaiting approval across all users',
    });
    expect(body.results.map((entry: { id: number }) => entry.id)).toEqual([ids.alicePending]);
  });

  it('user balances and one user balance come from the ledger', async () => {
    const body = await expectStatus(
      await boss.call('GET', `${STAFF}/user_balances/?search=alice`),
      200,
    );
    expect(body).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          user_id: alice.id,
          user_full_name: 'Alice Kimaro',
          user_email: alice.email,
          available_tokens: 400 + 600 - 300,
          tokens_used: 300,
          total_purchased: 600,
          payment_status: 'PAID',
          can_use_ai: true,
        },
      ],
    });
    const one = await expectStatus(await boss.call('GET', `/api/billing/balance/${bob.id}/`), 200);
    expect(one).toMatchObject({ user_id: bob.id, available_tokens: 1900, total_purchased: 1500 });
    const missing = await boss.call('GET', '/api/billing/balance/99999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(MESSAGES.billing.userNotFound);
  });

  it('token_usage sums the period', async () => {
    const body = await expectStatus(await boss.call('GET', `${STAFF}/token_usage/?days=7`), 200);
    expect(body.data).toMatchObject({
      days: 7,
      total_tokens_used: 300,
      total_tokens_credited: 800 + 2100,
      enhancements: 1,
      active_users: 1,
      top_users: [{ user_id: alice.id, user_full_name: 'Alice Kimaro', tokens_used: 300 }],
    });
    expect((await boss.call('GET', `${STAFF}/token_usage/?days=5`)).statusCode).toBe(400);
  });
});
