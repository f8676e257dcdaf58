// Lookups that run on every profile save, account erasure and sheet broadcast are served by an
// index, not by reading every account or the whole mail history (perf audit of 2026-12-01:
// 10,000 accounts, 100,000 sent mails). Each test takes the statement the repository runs and
// asks for its plan with sequential scans disabled, which shows whether an index CAN serve it
// whatever the planner would pick for a test's few rows: without one the plan is still a scan.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailCampaigns, mailOutbox, users } from '../src/db/schema';
import { eraseUsers } from '../src/features/admin/admin-erase.repository';
import { campaignMailsAmong } from '../src/features/broadcast/broadcast.repository';
import { isAccountEmail } from '../src/features/signoff/signoff.repository';
import { buildTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import { builtOnce, perSuite } from './helpers/per-suite';
import { planOf, recordingDb, type TPlan } from './helpers/query-plans';

const ACCOUNTS = 200;
const MAILS = 1_000;

const testApp = perSuite(() => buildTestApp());
const recording = builtOnce(async () => {
  await testApp.db.execute(
    sql.raw(`insert into users (email, username, first_name, last_name, password_hash)
      select 'student' || g || '@lookups.example.tz', 'student' || g, 'Student', 'S' || g, '!'
      from generate_series(1, ${ACCOUNTS}) g`),
  );
  return recordingDb(testApp.db);
});

/** `plan` reads `table` through `indexes` by their condition (no scan, no whole-index read). */
function expectIndexedReads(plan: TPlan, table: string, indexes: string[]) {
  expect(plan.seqScans).not.toContain(table);
  expect(plan.indexes).toEqual(expect.arrayContaining(indexes));
  for (const node of plan.nodes.filter((read) => read['Index Name'])) {
    expect(node['Index Cond'], `${node['Node Type']} on ${node['Index Name']}`).toBeDefined();
  }
}

describe('lookups served by an index', () => {
  it("the supervisor address check finds an account's mailbox through the mailbox key index", async () => {
    const statements = await recording.statementsOf(async (db) => {
      expect(await isAccountEmail(db, 'eng.juma@company.co.tz')).toBe(false);
      expect(await isAccountEmail(db, 'Student42+Boss@Lookups.Example.TZ')).toBe(true);
    });
    expect(statements).toHaveLength(2);
    for (const statement of statements) {
      const plan = await planOf(testApp.db, statement, { seqscan: false });
      expectIndexedReads(plan, 'users', ['users_mailbox_key_idx']);
    }
  });

  it('erasing an account finds its mails and the sign-off mails about it by address', async () => {
    const gone = await createUser(testApp.db, { email: 'gone.student@lookups.example.tz' });
    await testApp.db.execute(
      sql.raw(`insert into mail_outbox ("to", subject, text, status, reply_to)
        select 'student' || (g % ${ACCOUNTS}) || '@lookups.example.tz', 'Reminder', '', 'sent',
          case when g % 10 = 0 then 'student' || g || '@lookups.example.tz' end
        from generate_series(1, ${MAILS}) g`),
    );
    await testApp.db.insert(mailOutbox).values([
      { to: gone.email, subject: 'Your code', text: '' },
      { to: 'boss@company.example.tz', replyTo: gone.email, subject: 'Week 2', text: '' },
    ]);
    const statements = await recording.statementsOf((db) =>
      db.transaction((tx) => eraseUsers(tx, [{ id: gone.id, email: gone.email }], new Date())),
    );
    const drop = statements.find((statement) => /^delete from "mail_outbox"/.test(statement.text));
    const plan = await planOf(testApp.db, drop!, { seqscan: false });
    expectIndexedReads(plan, 'mail_outbox', ['mail_outbox_to_idx', 'mail_outbox_reply_to_idx']);
    expect(
      await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, gone.email)),
    ).toEqual([]);
  });

  it("a sheet broadcast's repeat check counts the campaign's mails to the sheet's addresses by index", async () => {
    const [staff] = await testApp.db.select({ id: users.id }).from(users).limit(1);
    const [campaign] = await testApp.db
      .insert(emailCampaigns)
      .values({ source: 'excel', subject: 'Placement', body: 'Hello', createdBy: staff!.id })
      .returning();
    await testApp.db.insert(mailOutbox).values(
      ['a.one@example.tz', 'b.two@example.tz', 'c.three@example.tz'].map((to) => ({
        to,
        subject: 'Placement',
        text: 'Hello',
        campaignId: campaign!.id,
      })),
    );
    const statements = await recording.statementsOf(async (db) => {
      expect(
        await campaignMailsAmong(db, campaign!.id, ['a.one@example.tz', 'b.two@example.tz']),
      ).toBe(2);
    });
    const plan = await planOf(testApp.db, statements[0]!, { analyze: true, seqscan: false });
    expectIndexedReads(plan, 'mail_outbox', ['mail_outbox_campaign_to_idx']);
  });
});
