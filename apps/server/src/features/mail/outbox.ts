import type { TDb } from '../../db/client';
import {
  claimDueMails,
  countCampaignOutcome,
  insertMail,
  insertMailsOnce,
  settleClaimedMail,
  type TMailOnce,
  type TOutboxRow,
} from './outbox.repository';
import type { TMail, TMailTransport } from './transport';

/** Mails claimed per delivery pass. */
export const DELIVERY_BATCH = 10;
const MAX_ATTEMPTS = 6;
const CLAIM_MS = 5 * 60_000;

/** What the features need of the outbox: queueing a mail (the app's `app.mail`). */
export interface TMailOutbox {
  /** Queues a mail inside `db` (a transaction or the app's database) and wakes the worker. */
  enqueue(db: TDb, mail: TMail): Promise<void>;
}

/** Queues a mail; the worker sends it. Pass a transaction so the mail exists only if it commits. */
export async function enqueueMail(db: TDb, mail: TMail, now: Date): Promise<void> {
  // Due from the app's clock, in whole milliseconds like the `now` the worker compares with:
  // the column default (the database's now(), in microseconds) could lie a fraction of a
  // millisecond after a pass started right away, and the mail would wait for the next pass.
  await insertMail(db, mail, now);
}

/** A mail of a broadcast: counted on its campaign; a second mail with the same key is dropped. */
export type TCampaignMail = TMailOnce;

/** Mails per statement: one jsonb parameter each, a bounded size. */
const INSERT_CHUNK = 500;

/**
 * Queues mails that carry idempotency keys (reminders, and a broadcast's with its `campaignId`),
 * a chunk of them per statement. A mail whose key is already queued is skipped, so each is
 * queued at most once however often a job runs. Pass a transaction to queue them with it.
 * Answers how many were queued.
 */
export async function enqueueMailsOnce(
  db: TDb,
  mails: readonly TMailOnce[],
  now: Date,
  campaignId: number | null = null,
): Promise<number> {
  let queued = 0;
  for (let start = 0; start < mails.length; start += INSERT_CHUNK) {
    queued += await insertMailsOnce(db, mails.slice(start, start + INSERT_CHUNK), now, campaignId);
  }
  return queued;
}

/**
 * Queues a campaign's mails (pass the transaction that creates the campaign): an address gets a
 * campaign's mail at most once. Answers how many were queued.
 */
export function enqueueCampaignMails(
  db: TDb,
  campaignId: number,
  mails: readonly TCampaignMail[],
  now: Date,
): Promise<number> {
  return enqueueMailsOnce(db, mails, now, campaignId);
}

/**
 * Sets a claimed mail's outcome. Only a row still 'sending' changes (a mail whose claim expired
 * and that another pass already finished stays as that pass left it), and a campaign mail's final
 * outcome is counted on its campaign in the same transaction: every mail counts exactly once.
 */
async function settleMail(
  db: TDb,
  mail: Pick<TOutboxRow, 'id' | 'campaignId'>,
  values: Parameters<typeof settleClaimedMail>[2],
): Promise<void> {
  const campaignId = mail.campaignId;
  const outcome = values.status;
  if (campaignId === null || (outcome !== 'sent' && outcome !== 'failed')) {
    await settleClaimedMail(db, mail.id, values);
    return;
  }
  await db.transaction(async (tx) => {
    if (await settleClaimedMail(tx, mail.id, values)) {
      await countCampaignOutcome(tx, campaignId, outcome);
    }
  });
}

function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
}

/**
 * Delivery is at least once: a mail is claimed (marked sending, with its Message-ID) before the
 * SMTP call and marked sent after it, so a crash in between sends it again once the claim expires
 * (5 minutes), with the same Message-ID, which lets mail servers and clients drop the duplicate.
 * Nothing is ever lost; a duplicate is possible but recognisable.
 *
 * Claims due mails (FOR UPDATE SKIP LOCKED: two instances never claim the same row), sends them,
 * and marks each sent (erasing its body, Reply-To and headers) or schedules a retry. Answers how
 * many were claimed and how many of those were sent. `clock` is the app's: read when the pass
 * starts and after each send.
 */
export async function deliverDueMails(
  db: TDb,
  send: TMailTransport,
  clock: () => Date,
  onError: (error: unknown, mailId: number) => void,
  messageIdDomain = 'ptlogbook.invalid',
): Promise<{ sent: number; claimed: number }> {
  const now = clock();
  const claimed = await claimDueMails(db, now, {
    limit: DELIVERY_BATCH,
    lockedUntil: new Date(now.getTime() + CLAIM_MS),
    messageIdDomain,
  });

  let sent = 0;
  for (const mail of claimed) {
    try {
      const message: TMail = { to: mail.to, subject: mail.subject, text: mail.text };
      if (mail.replyTo) message.replyTo = mail.replyTo;
      if (mail.headers) message.headers = mail.headers;
      if (mail.messageId) message.messageId = mail.messageId;
      await send(message);
      await settleMail(db, mail, {
        status: 'sent',
        sentAt: clock(),
        text: '',
        replyTo: null,
        headers: null,
        lockedUntil: null,
        lastError: null,
      });
      sent += 1;
    } catch (error) {
      onError(error, mail.id);
      const finalAttempt = mail.attempts >= MAX_ATTEMPTS;
      await settleMail(db, mail, {
        status: finalAttempt ? 'failed' : 'pending',
        nextAttemptAt: new Date(clock().getTime() + retryDelayMs(mail.attempts)),
        lockedUntil: null,
        lastError: (error as Error).message?.slice(0, 500) ?? 'send failed',
      });
    }
  }
  return { sent, claimed: claimed.length };
}
