// The staff lists do a page's work for the page's rows only, and a search's filtering once (perf
// audit of 2026-12-01, PostgreSQL 15 at 10,000 students and 20,000 transactions). Checked on the
// plans, so that it holds on PGlite's few rows as on PostgreSQL: the statements each call runs,
// then EXPLAIN ANALYZE of them (how many times the ledger or the daily reports were read).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { joinedWindows } from '../src/features/admin/admin-dates';
import { tokenTotals } from '../src/features/admin/admin-tokens.repository';
import { listAdminUsers, userFilterWhere } from '../src/features/admin/admin-users.repository';
import { billingStats } from '../src/features/billing/billing.service';
import { listTransactions } from '../src/features/billing/transactions-read.repository';
import { listUserBalances } from '../src/features/tokens/tokens.repository';
import { buildTestApp } from './helpers/build-test-app';
import { builtOnce, perSuite } from './helpers/per-suite';
import { planOf, recordingDb, type TPlanNode } from './helpers/query-plans';

const STUDENTS = 100;
/** One student in five is an Amina, a Baraka, … */
const NAMES = ['Amina', 'Baraka', 'Chausiku', 'Daudi', 'Eliya'];
const TRANSACTIONS = 400;
const PAGE = 5;

const testApp = perSuite(() => buildTestApp());
const recording = builtOnce(async () => {
  // One statement per call: PGlite prepares each (no multi-statement strings).
  for (const statement of [
    `insert into users (email, username, first_name, last_name, password_hash, email_verified, date_joined)
      select 'student' || g || '@plans.example.tz', 'student' || g,
        (array['${NAMES.join("','")}'])[g % 5 + 1], 'Student ' || g, '!', true,
        timestamptz '2026-01-01' + interval '1 hour' * g
      from generate_series(0, ${STUDENTS - 1}) g`,
    `insert into payment_transactions (user_id, amount_tsh, tokens, payment_method, payer_type,
        phone_number, sender_name, status, created_by, created_at)
      select u.id, 1000 * (g % 5 + 1), 300 * (g % 5 + 1), 'DIRECT', 'own',
        '07' || lpad((20000000 + g)::text, 8, '0'), 'Sender ' || g,
        (array['PENDING','APPROVED','APPROVED','REJECTED'])[g % 4 + 1], u.id,
        timestamptz '2026-02-01' + interval '1 hour' * g
      from generate_series(0, ${TRANSACTIONS - 1}) g
      join users u on u.username = 'student' || ((g * 3) % ${STUDENTS})`,
    `insert into token_ledger (user_id, amount, kind, reference, created_at)
      select u.id, case when g % 4 = 0 then 500 else -30 end,
        case when g % 4 = 0 then 'purchase' else 'ai_debit' end, 'plans-' || g,
        timestamptz '2026-02-01' + interval '1 hour' * g
      from generate_series(0, 399) g
      join users u on u.username = 'student' || ((g * 7) % ${STUDENTS})`,
    // Each student suspended and restored; then one in three banned, one suspended, one active.
    `insert into admin_user_actions (target_user_id, action, reason, created_at)
      select u.id, case when k < 2 then (array['SUSPEND','RESTORE'])[k + 1]
          else (array['BAN','SUSPEND','RESTORE'])[u.id % 3 + 1] end, '',
        timestamptz '2026-01-10' + interval '1 day' * k
      from users u cross join generate_series(0, 2) k where u.username like 'student%'`,
    `update users set is_active = false where username like 'student%' and id % 3 <> 2`,
    `insert into daily_reports (student_id, date, week_number, description, hours_spent)
      select u.id, date '2026-01-05' + k * 7 + (u.id % 3), k + 1, 'Serviced the conveyor motor.', 8
      from users u cross join generate_series(0, 2) k`,
  ]) {
    await testApp.db.execute(sql.raw(statement));
  }
  await testApp.db.execute(sql`analyze`);
  return recordingDb(testApp.db);
});

/** The plan nodes that filter on `column` (a Filter or a Join Filter naming it). */
function filteringOn(nodes: TPlanNode[], column: string): TPlanNode[] {
  return nodes.filter((node) =>
    [node.Filter, node['Join Filter']].some((filter) => filter?.includes(column)),
  );
}

describe('the staff lists at any volume', () => {
  it('the transaction search filters the transactions once, for the count and the page alike', async () => {
    let list: Awaited<ReturnType<typeof listTransactions>> | undefined;
    const statements = await recording.statementsOf(async (db) => {
      list = await listTransactions(db, { search: 'Baraka' }, { limit: PAGE, offset: PAGE });
    });
    expect(list?.count).toBe(TRANSACTIONS / 5);
    expect(list?.results).toHaveLength(PAGE);
    expect(statements).toHaveLength(1);
    const plan = await planOf(testApp.db, statements[0]!, { analyze: true });
    // Before: the joined search ran over every transaction twice, for the count and the page's ids.
    expect(filteringOn(plan.nodes, 'sender_name')).toHaveLength(1);
  });

  it.each([{}, { search: 'Student' }])(
    "a page reads how staff left its payers' accounts for the page's rows only (%o)",
    async (filters) => {
      let list: Awaited<ReturnType<typeof listTransactions>> | undefined;
      const statements = await recording.statementsOf(async (db) => {
        list = await listTransactions(db, filters, { limit: PAGE, offset: 3 * PAGE });
      });
      expect(statements).toHaveLength(1);
      const states = ['banned', 'suspended', 'active'];
      expect(list?.results.map((found) => found.accountState)).toEqual(
        list?.results.map((found) => states[found.row.userId % 3]),
      );
      const plan = await planOf(testApp.db, statements[0]!, { analyze: true });
      // Never once per transaction (400): only the page's payers whose account is inactive.
      expect(plan.loopsOn('admin_user_actions')).toBeLessThanOrEqual(PAGE);
      const indexed = await planOf(testApp.db, statements[0]!, { seqscan: false });
      expect(indexed.indexes).toContain('admin_user_actions_target_idx');
    },
  );

  it("a page counts its transaction IDs' earlier staff rejections off their partial index", async () => {
    const statements = await recording.statementsOf(async (db) => {
      await listTransactions(db, {}, { limit: PAGE, offset: 0 });
    });
    const indexed = await planOf(testApp.db, statements[0]!, { seqscan: false });
    // The count repeats the index's condition (no erasure's rejections), or it could not use it.
    expect(indexed.indexes).toContain('payment_transactions_rejected_code_idx');
  });

  it("the balances search sums the ledger and payments of the page's users only", async () => {
    let list: Awaited<ReturnType<typeof listUserBalances>> | undefined;
    const statements = await recording.statementsOf(async (db) => {
      list = await listUserBalances(db, { search: 'amina', limit: PAGE, offset: PAGE });
    });
    expect(list?.count).toBe(STUDENTS / 5);
    expect(list?.results).toHaveLength(PAGE);
    const read = statements.find((statement) => /from "token_ledger"/.test(statement.text));
    const plan = await planOf(testApp.db, read!, { analyze: true });
    // Before: every Amina's sums (20), sorted, then 5 kept.
    expect(plan.loopsOn('token_ledger')).toBeLessThanOrEqual(PAGE);
    expect(plan.loopsOn('payment_transactions')).toBeLessThanOrEqual(PAGE);
  });

  it.each(['-date_joined', 'name'] as const)(
    "a deep page of the user list (%s) works out the last entry of the page's users only",
    async (ordering) => {
      const where = userFilterWhere({}, joinedWindows(new Date('2026-03-18T07:00:00Z')));
      let rows: Awaited<ReturnType<typeof listAdminUsers>> = [];
      const statements = await recording.statementsOf(async (db) => {
        rows = await listAdminUsers(db, where, { limit: PAGE, offset: 8 * PAGE }, ordering);
      });
      expect(rows).toHaveLength(PAGE);
      expect(rows.every((row) => row.lastEntry !== null)).toBe(true);
      const plan = await planOf(testApp.db, statements[0]!, { analyze: true });
      // Before: the 40 rows skipped by OFFSET had their last entry worked out too.
      expect(plan.loopsOn('daily_reports')).toBeLessThanOrEqual(PAGE);
    },
  );

  it('the billing stats read the transactions in one statement', async () => {
    let stats: Awaited<ReturnType<typeof billingStats>> | undefined;
    const statements = await recording.statementsOf(async (db) => {
      stats = await billingStats(db);
    });
    expect(statements.filter((s) => /from "payment_transactions"/.test(s.text))).toHaveLength(1);
    const [expected] = rowsOf<{ revenue: number; tokens: number; payers: number }>(
      await testApp.db.execute(sql`select sum(amount_tsh)::int as revenue, sum(tokens)::int as
        tokens, count(distinct user_id)::int as payers from payment_transactions
        where status = 'APPROVED'`),
    );
    expect(stats?.data).toMatchObject({
      revenue: { total: expected!.revenue },
      transactions: { total: TRANSACTIONS, pending: 100, approved: 200, rejected: 100 },
      tokens: { total_generated: expected!.tokens },
      active_subscribers: expected!.payers,
    });
  });

  it('the staff token figures leave erased accounts out in one pass over the ledger', async () => {
    const statements = await recording.statementsOf(async (db) => {
      await billingStats(db);
      await tokenTotals(db);
    });
    const reads = statements.filter((s) => /"token_ledger"/.test(s.text));
    expect(reads).toHaveLength(2);
    for (const read of reads) {
      const plan = await planOf(testApp.db, read, { analyze: true });
      // The erased ids are read once into a hashed set, never looked up per ledger row.
      expect(plan.loopsOn('token_ledger')).toBe(1);
      expect(plan.loopsOn('users')).toBe(1);
    }
  });
});
