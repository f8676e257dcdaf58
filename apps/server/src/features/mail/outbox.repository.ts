// mail_outbox: mails waiting to be sent, claimed by one worker at a time.
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { TMail } from './transport';

export type TOutboxRow = typeof mailOutbox.$inferSelect;

/** Queues a mail, due at `now`. */
export async function insertMail(db: TDb, mail: TMail, now: Date): Promise<void> {
  await db.insert(mailOutbox).values({ ...mail, nextAttemptAt: now });
}

/**
 * Claims up to `limit` due mails in one statement (FOR UPDATE SKIP LOCKED: two instances never
 * claim the same row): pending ones whose time has come, and sending ones whose claim expired.
 * Each is marked sending until `lockedUntil`, its attempts counted.
 */
export function claimDueMails(
  db: TDb,
  now: Date,
  options: { limit: number; lockedUntil: Date },
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
    .orderBy(asc(mailOutbox.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      lockedUntil: options.lockedUntil,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Sent: the body is erased. */
export async function markMailSent(db: TDb, id: number, sentAt: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt, text: '', lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** A failed send: pending again from `nextAttemptAt`, or failed for good. */
export async function markMailUnsent(
  db: TDb,
  id: number,
  outcome: { status: 'pending' | 'failed'; nextAttemptAt: Date; lastError: string },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: outcome.status,
      nextAttemptAt: outcome.nextAttemptAt,
      lockedUntil: null,
      lastError: outcome.lastError,
    })
    .where(eq(mailOutbox.id, id));
}
