// mail_outbox: mails waiting to be sent, claimed by one worker at a time.
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { rowsOf, type TDb } from '../../db/client';
import { emailCampaigns, mailOutbox } from '../../db/schema';
import type { TMail } from './transport';

export type TOutboxRow = typeof mailOutbox.$inferSelect;

/**
 * The account a queued mail is about (mail_outbox.user_id): the student a supervisor's mail names,
 * else the account it goes to; null for an address of no account. Erasing the account deletes
 * the mail by it, sent or not (admin-erase.repository.ts).
 */
export interface TMailAbout {
  userId?: number | null;
}

/** Queues a mail, due at `now`. */
export async function insertMail(db: TDb, mail: TMail & TMailAbout, now: Date): Promise<void> {
  await db.insert(mailOutbox).values({ ...mail, nextAttemptAt: now });
}

/**
 * Claims up to `limit` due mails in one statement (FOR UPDATE SKIP LOCKED: two instances never
 * claim the same row): pending ones whose time has come, and sending ones whose claim expired.
 * Each is marked sending until `lockedUntil`, its attempts counted, its Message-ID fixed.
 *
 * A request's own mails (a verification code, a reset or sign-off link, a billing decision:
 * queued one at a time, without an idempotency key) go first, then reminders (queued in bulk,
 * with keys), then broadcasts' mails (up to 10,000 a campaign), each group in queue order: a code
 * asked for while a broadcast or the Thursday reminders go out is in the next pass, not behind
 * all of them. mail_outbox_due_idx (status, next_attempt_at) finds the due rows; only those are
 * sorted, never the sent history (ordering by id alone walked the primary key past every sent
 * mail).
 */
export async function claimDueMails(
  db: TDb,
  now: Date,
  options: { limit: number; lockedUntil: Date; messageIdDomain: string },
): Promise<TOutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)),
        and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(
      sql`${mailOutbox.idempotencyKey} is not null`,
      sql`${mailOutbox.campaignId} is not null`,
      asc(mailOutbox.id),
    )
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({
      status: 'sending',
      lockedUntil: options.lockedUntil,
      attempts: sql`${mailOutbox.attempts} + 1`,
      // The first claim gives the mail its Message-ID; later claims (retries) keep it.
      messageId: sql`coalesce(${mailOutbox.messageId}, '<' || gen_random_uuid() || ${`@${options.messageIdDomain}>`})`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  // UPDATE … RETURNING has no order on PostgreSQL: mails go out in the claim's order (a
  // verification code before the reset link asked for after it, both before a broadcast's).
  const rank = (mail: TOutboxRow) =>
    (mail.idempotencyKey === null ? 0 : 2) + (mail.campaignId === null ? 0 : 1);
  return claimed.sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/**
 * Takes a claimed mail again right before its SMTP call: its claim runs until `lockedUntil` from
 * now on, but only while it is still the claim this pass took (`claim`, the locked_until it set).
 * A claim that expired meanwhile and that another instance took has a later locked_until, so
 * nothing changes and the caller must not send. Answers whether the claim is still ours.
 */
export function retakeClaim(db: TDb, id: number, claim: Date, lockedUntil: Date): Promise<boolean> {
  return settleClaimedMail(db, id, claim, { lockedUntil });
}

/** A mail queued at most once: a second mail with the same idempotency key is dropped. */
export type TMailOnce = TMail & TMailAbout & { idempotencyKey: string };

/**
 * Queues mails at `now` in one statement (a broadcast's, with its `campaignId`, or reminders');
 * a mail whose idempotency key is already queued, or repeated in the same call, is skipped.
 * Answers how many were queued. The mails travel as one jsonb parameter: drizzle's multi-row
 * values() builds a bound parameter per cell, which cost some 200 ms of CPU for 500 mails,
 * blocking every other request meanwhile (scripts/bench/broadcast-sheet.ts).
 */
export async function insertMailsOnce(
  db: TDb,
  mails: readonly TMailOnce[],
  now: Date,
  campaignId: number | null = null,
): Promise<number> {
  if (mails.length === 0) return 0;
  const rows = JSON.stringify(
    mails.map((mail) => ({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      reply_to: mail.replyTo ?? null,
      headers: mail.headers,
      idempotency_key: mail.idempotencyKey,
      user_id: mail.userId ?? null,
    })),
  );
  const inserted = await db.execute(sql`
    insert into ${mailOutbox}
      ("to", subject, text, reply_to, headers, idempotency_key, user_id, campaign_id,
        next_attempt_at)
    select m.mail->>'to', m.mail->>'subject', m.mail->>'text', m.mail->>'reply_to',
      m.mail->'headers', m.mail->>'idempotency_key', (m.mail->>'user_id')::integer,
      ${campaignId}::integer, ${now.toISOString()}::timestamptz
    from jsonb_array_elements(${rows}::jsonb) with ordinality as m(mail, position)
    order by m.position
    on conflict (idempotency_key) do nothing
    returning id`);
  return rowsOf(inserted).length;
}

/**
 * Sets a claimed mail's outcome; only a row still 'sending' under this pass's claim (`claim`, its
 * locked_until) changes: one another instance claimed meanwhile is that instance's to settle.
 * Answers whether it changed.
 */
export async function settleClaimedMail(
  db: TDb,
  id: number,
  claim: Date,
  values: Partial<typeof mailOutbox.$inferInsert>,
): Promise<boolean> {
  const changed = await db
    .update(mailOutbox)
    .set(values)
    .where(
      and(
        eq(mailOutbox.id, id),
        eq(mailOutbox.status, 'sending'),
        eq(mailOutbox.lockedUntil, claim),
      ),
    )
    .returning({ id: mailOutbox.id });
  return changed.length > 0;
}

/** Counts the final outcome of one campaign mail (or of `mails` of them) on its campaign. */
export async function countCampaignOutcome(
  db: TDb,
  campaignId: number,
  outcome: 'sent' | 'failed',
  mails = 1,
): Promise<void> {
  await db
    .update(emailCampaigns)
    .set(
      outcome === 'sent'
        ? { sentCount: sql`${emailCampaigns.sentCount} + ${mails}` }
        : { failedCount: sql`${emailCampaigns.failedCount} + ${mails}` },
    )
    .where(eq(emailCampaigns.id, campaignId));
}
