// A broadcast's outbox rows go in as one statement with one parameter for all of them (brief
// fix-broadcast-web): drizzle's multi-row values() bound a parameter per cell, so 500 mails
// cost ~30 ms of CPU to build and a first send most of a second, blocking the other requests.
// PostgreSQL takes at most 65,535 parameters a statement: 11,000 mails pass only as one.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCampaigns, mailOutbox } from '../src/db/schema';
import { insertMailsOnce } from '../src/features/mail/outbox.repository';
import { buildTestApp, type TTestApp } from './helpers/build-test-app';

let testApp: TTestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function newCampaign(): Promise<number> {
  const [row] = await testApp.db
    .insert(emailCampaigns)
    .values({ source: 'excel', subject: 'Site visit', body: 'Body' })
    .returning({ id: emailCampaigns.id });
  return row!.id;
}

describe("insertMailsOnce (a campaign's mails)", () => {
  it('queues 11,000 mails in one statement, in order, each due at `now`', async () => {
    const campaignId = await newCampaign();
    // Due tomorrow: the app's own worker leaves them alone.
    const now = new Date(Date.now() + 86_400_000);
    const mails = Array.from({ length: 11_000 }, (_, index) => ({
      to: `student${index}@example.test`,
      subject: 'Site visit',
      text: `Hello Student ${index},\n\nThe visit is on Friday — "R&D" team.\n\n--\nPT Logbook`,
      idempotencyKey: `campaign:${campaignId}:student${index}@example.test`,
    }));

    expect(await insertMailsOnce(testApp.db, mails, now, campaignId)).toBe(11_000);

    const rows = await testApp.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.campaignId, campaignId))
      .orderBy(asc(mailOutbox.id));
    expect(rows.map((row) => row.to)).toEqual(mails.map((mail) => mail.to));
    expect(rows[42]).toMatchObject({
      subject: 'Site visit',
      text: mails[42]!.text,
      idempotencyKey: mails[42]!.idempotencyKey,
      status: 'pending',
      replyTo: null,
      headers: null,
      nextAttemptAt: now,
    });
  });

  it('skips a key already queued, or repeated in the same call, and counts only new rows', async () => {
    const campaignId = await newCampaign();
    const now = new Date(Date.now() + 86_400_000);
    const mail = (to: string) => ({
      to,
      subject: 'Again',
      text: 'Body',
      idempotencyKey: `campaign:${campaignId}:${to}`,
    });
    expect(await insertMailsOnce(testApp.db, [mail('a@example.test')], now, campaignId)).toBe(1);
    const again = [mail('a@example.test'), mail('b@example.test'), mail('b@example.test')];
    expect(await insertMailsOnce(testApp.db, again, now, campaignId)).toBe(1);
    expect(await insertMailsOnce(testApp.db, [], now, campaignId)).toBe(0);
  });
});
