// A mail the outbox gives up on keeps no more of itself than a sent one: its body (a reset or
// sign-off link, a code), Reply-To and headers (an unsubscribe link) are erased; the recipient,
// subject and last error stay for the staff who look into it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCampaigns, mailOutbox } from '../src/db/schema';
import {
  deliverDueMails,
  enqueueCampaignMails,
  enqueueMail,
  MAX_ATTEMPTS,
} from '../src/features/mail/outbox';
import { passwordResetMail } from '../src/features/mail/templates';
import type { TMailTransport } from '../src/features/mail/transport';
import { buildTestApp, type TTestApp } from './helpers/build-test-app';

const NOW = new Date('2026-03-18T07:00:00.000Z');
// The app's own worker runs an hour behind, so it never claims the mails these tests deliver.
const BEFORE = new Date(NOW.getTime() - 60 * 60_000);

let testApp: TTestApp;
beforeAll(async () => {
  testApp = await buildTestApp({}, { deps: { now: () => BEFORE } });
});
afterAll(async () => {
  await testApp.close();
});

/** What nodemailer throws when the recipient's server refuses the address. */
const rejected: TMailTransport = async (mail) => {
  throw Object.assign(new Error(`550 5.1.1 <${mail.to}>: Recipient address rejected`), {
    code: 'EENVELOPE',
    responseCode: 550,
  });
};

/** MAX_ATTEMPTS attempts, each an hour after the last (always due). */
async function failForGood(): Promise<void> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const later = () => new Date(NOW.getTime() + attempt * 3_600_000);
    await deliverDueMails(testApp.db, rejected, later, () => undefined);
  }
}

async function rowOf(to: string) {
  const [row] = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  return row!;
}

describe('a mail that fails for good', () => {
  it('does not keep its link or code in the database', async () => {
    const to = 'typo@example.test';
    const link = 'https://logbook.example.ac.tz/reset-password?token=SECRET-TOKEN-abc123';
    await enqueueMail(testApp.db, passwordResetMail(to, 'Asha', link, 'en'), NOW);
    await failForGood();

    const row = await rowOf(to);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, text: '' });
    expect(row.subject).toBeTruthy();
    expect(row.lastError).toContain('550 5.1.1');
    expect(JSON.stringify(row)).not.toContain('SECRET-TOKEN');
  });

  it('does not keep its Reply-To or headers either', async () => {
    const to = 'supervisor-typo@example.test';
    await enqueueMail(
      testApp.db,
      {
        to,
        subject: 'Please sign off week 3',
        text: 'Open https://logbook.example.ac.tz/signoff/SIGNOFF-TOKEN to sign off.',
        replyTo: 'student@example.test',
        headers: { 'List-Unsubscribe': '<https://logbook.example.ac.tz/unsubscribe/UNSUB-TOKEN>' },
      },
      NOW,
    );
    await failForGood();

    const row = await rowOf(to);
    expect(row).toMatchObject({ status: 'failed', text: '', replyTo: null, headers: null });
    expect(JSON.stringify(row)).not.toMatch(/SIGNOFF-TOKEN|UNSUB-TOKEN|student@example/);
  });

  it("is counted once as failed on its broadcast's campaign", async () => {
    const [campaign] = await testApp.db
      .insert(emailCampaigns)
      .values({ source: 'excel', subject: 'Site visit', body: 'Body' })
      .returning({ id: emailCampaigns.id });
    const campaignId = campaign!.id;
    const to = 'gone@example.test';
    await enqueueCampaignMails(
      testApp.db,
      campaignId,
      [
        {
          to,
          subject: 'Site visit',
          text: 'Hello',
          idempotencyKey: `campaign:${campaignId}:${to}`,
        },
      ],
      NOW,
    );
    await failForGood();
    await failForGood();

    expect(await rowOf(to)).toMatchObject({ status: 'failed', text: '' });
    const [counts] = await testApp.db
      .select()
      .from(emailCampaigns)
      .where(eq(emailCampaigns.id, campaignId));
    expect(counts).toMatchObject({ sentCount: 0, failedCount: 1 });
  });
});
