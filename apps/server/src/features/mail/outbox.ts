import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { emailCampaigns, mailOutbox } from '../../db/schema';
import type { TMail, TMailTransport } from './transport';

/** Mails claimed per delivery pass. */
export const DELIVERY_BATCH = 10;
const BATCH = DELIVERY_BATCH;
const MAX_ATTEMPTS = 6;
const CLAIM_MS = 5 * 60_000;

/** Queues a mail; the worker sends it. Pass a transaction so the mail exists only if it commits. */
export async function enqueueMail(db: TDb, mail: TMail): Promise<void> {
  // Due from this process's clock, in whole milliseconds like the `now` the worker compares with:
  // the column default (the database's now(), in microseconds) could lie a fraction of a
  // millisecond after a pass started right away, and the mail would wait for the next pass.
  await db.insert(mailOutbox).values({ ...mail, nextAttemptAt: new Date() });
}

/** A mail of a broadcast: counted on its campaign; a second mail with the same key is dropped. */
export interface TCampaignMail extends TMail {
  idempotencyKey: string;
}

const INSERT_CHUNK = 500;

/**
 * Queues a campaign's mails (pass the transaction that creates the campaign). A mail whose
 * idempotency key is already queued is skipped, so an address gets a campaign's mail at most once.
 * Answers how many were queued.
 */
export async function enqueueCampaignMails(
  db: TDb,
  campaignId: number,
  mails: readonly TCampaignMail[],
  now: Date,
): Promise<number> {
  let queued = 0;
  for (let start = 0; start < mails.length; start += INSERT_CHUNK) {
    const rows = await db
      .insert(mailOutbox)
      .values(
        mails
          .slice(start, start + INSERT_CHUNK)
          .map((mail) => ({ ...mail, campaignId, nextAttemptAt: now })),
      )
      .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
      .returning({ id: mailOutbox.id });
    queued += rows.length;
  }
  return queued;
}

/**
 * Sets a claimed mail's outcome. Only a row still 'sending' changes (a mail whose claim expired
 * and that another pass already finished stays as that pass left it), and a campaign mail's final
 * outcome is counted on its campaign in the same transaction: every mail counts exactly once.
 */
async function settleMail(
  db: TDb,
  mail: { id: number; campaignId: number | null },
  values: Partial<typeof mailOutbox.$inferInsert>,
): Promise<void> {
  const update = (executor: TDb) =>
    executor
      .update(mailOutbox)
      .set(values)
      .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'sending')))
      .returning({ id: mailOutbox.id });
  const campaignId = mail.campaignId;
  const outcome = values.status;
  if (campaignId === null || (outcome !== 'sent' && outcome !== 'failed')) {
    await update(db);
    return;
  }
  await db.transaction(async (tx) => {
    const [changed] = await update(tx);
    if (!changed) return;
    await tx
      .update(emailCampaigns)
      .set(
        outcome === 'sent'
          ? { sentCount: sql`${emailCampaigns.sentCount} + 1` }
          : { failedCount: sql`${emailCampaigns.failedCount} + 1` },
      )
      .where(eq(emailCampaigns.id, campaignId));
  });
}

function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
}

/**
 * Claims due mails (FOR UPDATE SKIP LOCKED: two instances never claim the same row), sends them,
 * and marks each sent (erasing its body) or schedules a retry. Answers how many were claimed and
 * how many of those were sent.
 */
export async function deliverDueMails(
  db: TDb,
  send: TMailTransport,
  now: Date,
  onError: (error: unknown, mailId: number) => void,
): Promise<{ sent: number; claimed: number }> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)),
        and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({
      status: 'sending',
      lockedUntil: new Date(now.getTime() + CLAIM_MS),
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();

  let sent = 0;
  for (const mail of claimed) {
    try {
      await send({ to: mail.to, subject: mail.subject, text: mail.text });
      await settleMail(db, mail, {
        status: 'sent',
        sentAt: new Date(),
        text: '',
        lockedUntil: null,
        lastError: null,
      });
      sent += 1;
    } catch (error) {
      onError(error, mail.id);
      const finalAttempt = mail.attempts >= MAX_ATTEMPTS;
      await settleMail(db, mail, {
        status: finalAttempt ? 'failed' : 'pending',
        nextAttemptAt: new Date(Date.now() + retryDelayMs(mail.attempts)),
        lockedUntil: null,
        lastError: (error as Error).message?.slice(0, 500) ?? 'send failed',
      });
    }
  }
  return { sent, claimed: claimed.length };
}
