// Staff create transactions and read lists and figures (spec 2 §3, §5, §7).
import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTransactions } from '../src/db/schema';
import { creditWelcomeBonus, debit } from '../src/features/tokens/ledger';
import {
  approve,
  auditRows,
  buildBillingApp,
  expectStatus,
  fieldErrorsOf,
  payment,
  reject,
  STAFF_BILLING,
  signedIn,
  signedInStaff,
  type TClient,
} from './helpers/billing';
import type { TTestApp } from './helpers/build-test-app';
import { builtOnce, perSuite } from './helpers/per-suite';

const testApp = perSuite(buildBillingApp);
const staff = builtOnce(() => signedInStaff(testApp));

describe('POST /api/billing/staff/transactions/ (Create Transaction)', () => {
  it('records a PENDING payment for the chosen user', async () => {
    const student = await signedIn(testApp, {
      firstName: 'Baraka',
      lastName: 'Mollel',
      phone: '+255713000111',
    });
    const body = await expectStatus(
      await staff.call('POST', `${STAFF_BILLING}/transactions/`, {
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
    const create = (body: unknown) => staff.call('POST', `${STAFF_BILLING}/transactions/`, body);
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
    // Spec 2 §9: no payment is below 1000 TSH, whoever records it (a 1 TZS payment credited 0
    // tokens yet made the student PAID and counted as revenue).
    for (const amount of [1, 999]) {
      expect(
        await fieldErrorsOf(await create({ ...valid, wakala_name: 'Juma', amount })),
        String(amount),
      ).toEqual({ amount: [MESSAGES.billing.minAmount] });
    }
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
    const body = await expectStatus(await boss.call('GET', `${STAFF_BILLING}/stats/`), 200);
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
        await boss.call('GET', `${STAFF_BILLING}/transactions/${query}`),
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
      await boss.call('GET', `${STAFF_BILLING}/transactions/?page=2&page_size=3`),
      200,
    );
    expect(paged).toMatchObject({ count: 4, next: null, previous: 1 });
    expect(paged.results).toHaveLength(1);
    const bad = await boss.call('GET', `${STAFF_BILLING}/transactions/?status=DONE`);
    expect(bad.statusCode).toBe(400);
  });

  it('pending_transactions lists the queue oldest first with the banner text', async () => {
    const body = await expectStatus(
      await boss.call('GET', `${STAFF_BILLING}/transactions/pending_transactions/`),
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
      await boss.call('GET', `${STAFF_BILLING}/user_balances/?search=alice`),
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
          pending_payments: 1,
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
    const body = await expectStatus(
      await boss.call('GET', `${STAFF_BILLING}/token_usage/?days=7`),
      200,
    );
    expect(body.data).toMatchObject({
      days: 7,
      total_tokens_used: 300,
      total_tokens_credited: 800 + 2100,
      enhancements: 1,
      active_users: 1,
      top_users: [{ user_id: alice.id, user_full_name: 'Alice Kimaro', tokens_used: 300 }],
    });
    expect((await boss.call('GET', `${STAFF_BILLING}/token_usage/?days=5`)).statusCode).toBe(400);
  });
});
