import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tokenLedger } from '../src/db/schema';
import {
  balanceOf,
  credit,
  creditWelcomeBonus,
  debit,
  LedgerReferenceUsedError,
  tokensUsed,
} from '../src/features/tokens/ledger';
import {
  buildBillingApp,
  expectStatus,
  ledgerOf,
  REAL_POSTGRES,
  raceBehindRowLock,
  registeredStudent,
  signedIn,
} from './helpers/billing';
import { createUser } from './helpers/factories';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildBillingApp);

/** A user holding exactly `tokens` (one staff adjustment), with no welcome bonus. */
async function userWith(tokens: number) {
  const user = await createUser(testApp.db);
  if (tokens > 0) {
    await credit(testApp.db, {
      userId: user.id,
      amount: tokens,
      kind: 'staff_adjustment',
      reference: `test-grant:${user.id}`,
    });
  }
  return user;
}

function aiDebit(userId: number, reference: string, amount = 300) {
  return testApp.db.transaction((tx) =>
    debit(tx, { userId, amount, reference, description: 'AI enhancement', usageType: 'PARTIAL' }),
  );
}

describe('welcome bonus', () => {
  it('credits exactly 400 tokens at registration, once', async () => {
    const student = await registeredStudent(testApp);
    const entries = await ledgerOf(testApp.db, student.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      amount: 400,
      kind: 'welcome_bonus',
      reference: `welcome:${student.id}`,
      description: 'Welcome bonus',
    });
    expect(
      await expectStatus(await student.call('GET', '/api/billing/balance/my_balance/'), 200),
    ).toEqual({
      available_tokens: 400,
      tokens_used: 0,
      payment_status: 'UNPAID',
      can_use_ai: true,
      pending_payments: 0,
    });

    // Running the credit again with the same reference does nothing.
    expect(await creditWelcomeBonus(testApp.db, student.id)).toBe(false);
    expect(await ledgerOf(testApp.db, student.id)).toHaveLength(1);
    expect(await balanceOf(testApp.db, student.id)).toBe(400);
  });

  it('is given by the migration to students who signed up before the ledger existed', async () => {
    const file = path.resolve(import.meta.dirname, '../src/db/migrations/0003_billing.sql');
    const backfill = readFileSync(file, 'utf8')
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('INSERT INTO "token_ledger"'));
    expect(backfill).toBeDefined();
    const older = await createUser(testApp.db);
    const staff = await createUser(testApp.db, { isStaff: true });
    await testApp.db.execute(sql.raw(backfill!));
    await testApp.db.execute(sql.raw(backfill!));
    expect(await balanceOf(testApp.db, older.id)).toBe(400);
    expect(await ledgerOf(testApp.db, older.id)).toHaveLength(1);
    expect(await balanceOf(testApp.db, staff.id)).toBe(0);
  });
});

describe('credits and debits', () => {
  it('keeps the balance equal to the sum of the entries', async () => {
    const user = await userWith(0);
    expect(await balanceOf(testApp.db, user.id)).toBe(0);
    expect(await creditWelcomeBonus(testApp.db, user.id)).toBe(true);
    const purchase = {
      userId: user.id,
      amount: 600,
      kind: 'purchase' as const,
      reference: `purchase:test-${user.id}`,
    };
    expect(await credit(testApp.db, purchase)).toBe(true);
    expect(await credit(testApp.db, { ...purchase, amount: 9999 })).toBe(false);
    expect(await aiDebit(user.id, `ai:${user.id}-1`)).toBe(true);

    const entries = await ledgerOf(testApp.db, user.id);
    expect(entries.map((entry) => entry.amount)).toEqual([400, 600, -300]);
    expect(entries[2]).toMatchObject({ kind: 'ai_debit', usageType: 'PARTIAL' });
    expect(await balanceOf(testApp.db, user.id)).toBe(700);
    expect(await tokensUsed(testApp.db, user.id)).toBe(300);
  });

  it('refuses a debit the balance cannot cover and writes nothing', async () => {
    const user = await userWith(299);
    expect(await aiDebit(user.id, `ai:${user.id}-short`)).toBe(false);
    expect(await ledgerOf(testApp.db, user.id)).toHaveLength(1);
    expect(await balanceOf(testApp.db, user.id)).toBe(299);
    // Exactly enough is enough.
    expect(await aiDebit(user.id, `ai:${user.id}-exact`, 299)).toBe(true);
    expect(await balanceOf(testApp.db, user.id)).toBe(0);
  });

  it('never charges one reference twice', async () => {
    const user = await userWith(1000);
    expect(await aiDebit(user.id, `ai:${user.id}-once`)).toBe(true);
    await expect(aiDebit(user.id, `ai:${user.id}-once`)).rejects.toBeInstanceOf(
      LedgerReferenceUsedError,
    );
    expect(await balanceOf(testApp.db, user.id)).toBe(700);
  });

  it('refuses to debit outside a transaction, where the lock would protect nothing', async () => {
    const user = await userWith(1000);
    await expect(
      debit(testApp.db, { userId: user.id, amount: 300, reference: `ai:${user.id}-bare` }),
    ).rejects.toThrow('inside a transaction');
    expect(await balanceOf(testApp.db, user.id)).toBe(1000);
  });

  it('rejects amounts that are not whole positive tokens, and negative credits in the database', async () => {
    const user = await userWith(1000);
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      await expect(aiDebit(user.id, `ai:${user.id}-bad-${amount}`, amount)).rejects.toThrow(
        RangeError,
      );
    }
    await expect(
      credit(testApp.db, { userId: user.id, amount: -1, kind: 'purchase', reference: 'x:neg' }),
    ).rejects.toThrow(RangeError);
    await expect(
      testApp.db.insert(tokenLedger).values({
        userId: user.id,
        amount: -400,
        kind: 'welcome_bonus',
        reference: `raw:${user.id}`,
      }),
    ).rejects.toThrow();
    expect(await balanceOf(testApp.db, user.id)).toBe(1000);
  });
});

describe('concurrent debits', () => {
  it('10 simultaneous 300-token debits with 700 available succeed twice and leave 100', async () => {
    const user = await userWith(700);
    const race = () =>
      Promise.all(
        Array.from({ length: 10 }, (_, index) => aiDebit(user.id, `ai:race-${user.id}-${index}`)),
      );
    let results: boolean[];
    if (REAL_POSTGRES) {
      // All ten wait on the user's row at once, then run: a real race, not a queue.
      const raced = await raceBehindRowLock(
        testApp,
        { text: 'select id from users where id = $1 for update', values: [user.id] },
        10,
        race,
      );
      expect(raced.maxWaiting).toBeGreaterThanOrEqual(10);
      results = raced.result;
    } else {
      results = await race();
    }
    expect(results.filter(Boolean)).toHaveLength(2);
    const balance = await balanceOf(testApp.db, user.id);
    expect(balance).toBe(100);
    const entries = await ledgerOf(testApp.db, user.id);
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(balance);
    expect(entries.filter((entry) => entry.kind === 'ai_debit')).toHaveLength(2);
  });

  it('a credit racing the debits is never lost', async () => {
    const user = await userWith(300);
    const results = await Promise.all([
      aiDebit(user.id, `ai:mix-${user.id}-1`),
      credit(testApp.db, {
        userId: user.id,
        amount: 300,
        kind: 'purchase',
        reference: `purchase:mix-${user.id}`,
      }),
      aiDebit(user.id, `ai:mix-${user.id}-2`),
    ]);
    const debits = [results[0], results[2]].filter(Boolean).length;
    expect(debits).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(testApp.db, user.id)).toBe(600 - debits * 300);
  });
});

describe('GET /api/billing/token-usage/usage_history/', () => {
  it("lists the user's own entries newest first, one page at a time", async () => {
    const student = await signedIn(testApp);
    const other = await userWith(900);
    await creditWelcomeBonus(testApp.db, student.id);
    await aiDebit(student.id, `ai:hist-${student.id}-1`);
    await aiDebit(other.id, `ai:hist-${other.id}-1`);

    const body = await expectStatus(
      await student.call('GET', '/api/billing/token-usage/usage_history/?page_size=1'),
      200,
    );
    expect(body).toEqual({
      success: true,
      count: 2,
      page: 1,
      page_size: 1,
      data: [
        {
          id: expect.any(Number),
          kind: 'ai_debit',
          amount: -300,
          tokens_used: 300,
          usage_type: 'PARTIAL',
          description: 'AI enhancement',
          reference: `ai:hist-${student.id}-1`,
          created_at: expect.any(String),
        },
      ],
    });
    const second = await expectStatus(
      await student.call('GET', '/api/billing/token-usage/usage_history/?page=2&page_size=1'),
      200,
    );
    expect(second.data).toEqual([
      expect.objectContaining({ kind: 'welcome_bonus', amount: 400, tokens_used: 0 }),
    ]);
  });

  it('needs a signed-in user', async () => {
    for (const url of [
      '/api/billing/token-usage/usage_history/',
      '/api/billing/balance/my_balance/',
      '/api/billing/workplace/',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('GET /api/billing/balance/my_balance/', () => {
  it('answers can_use_ai from 300 tokens and counts what debits took', async () => {
    const student = await signedIn(testApp);
    const balance = () => student.call('GET', '/api/billing/balance/my_balance');
    expect(await expectStatus(await balance(), 200)).toEqual({
      available_tokens: 0,
      tokens_used: 0,
      payment_status: 'UNPAID',
      can_use_ai: false,
      pending_payments: 0,
    });
    await creditWelcomeBonus(testApp.db, student.id);
    await aiDebit(student.id, `ai:bal-${student.id}`);
    expect(await expectStatus(await balance(), 200)).toEqual({
      available_tokens: 100,
      tokens_used: 300,
      payment_status: 'UNPAID',
      can_use_ai: false,
      pending_payments: 0,
    });
  });
});

describe('GET /api/billing/workplace/', () => {
  it('reads total purchased from the ledger and weekly usage from the last 4 entries', async () => {
    const student = await signedIn(testApp);
    await creditWelcomeBonus(testApp.db, student.id);
    await credit(testApp.db, {
      userId: student.id,
      amount: 1500,
      kind: 'purchase',
      reference: `purchase:wp-${student.id}`,
    });
    for (let index = 1; index <= 5; index += 1) {
      expect(await aiDebit(student.id, `ai:wp-${student.id}-${index}`, 100 * index)).toBe(true);
    }
    // 400 + 1500 − (100 + 200 + 300 + 400 + 500) = 400 left.
    const body = await expectStatus(await student.call('GET', '/api/billing/workplace/'), 200);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      available_tokens: 400,
      tokens_used: 1500,
      total_purchased: 1500,
      welcome_bonus: 400,
      weekly_usage: 500 + 400 + 300 + 200,
      can_use_ai: true,
      transactions: { total: 0, pending: 0, approved: 0, rejected: 0 },
    });
    expect(body.data.recent_usage.map((entry: { amount: number }) => entry.amount)).toEqual([
      -500, -400, -300, -200,
    ]);
  });
});

describe('ledger storage', () => {
  it('stores one reference once even when inserted directly', async () => {
    const user = await userWith(0);
    const row = { userId: user.id, amount: 5, kind: 'purchase' as const, reference: 'dup:1' };
    await testApp.db.insert(tokenLedger).values(row);
    await expect(testApp.db.insert(tokenLedger).values(row)).rejects.toThrow();
    const rows = await testApp.db
      .select()
      .from(tokenLedger)
      .where(eq(tokenLedger.reference, 'dup:1'));
    expect(rows).toHaveLength(1);
  });
});
