import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { TMail, TMailTransport } from './transport';

const BATCH = 10;
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
  await db.insert(mailOutbox).values({ ...mail, nextAttemptAt: now });
}

function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
}

/**
 * Claims due mails (FOR UPDATE SKIP LOCKED: two instances never claim the same row), sends them,
 * and marks each sent (erasing its body) or schedules a retry. Answers how many were sent.
 * `clock` is the app's: read when the pass starts and again after each send.
 */
export async function deliverDueMails(
  db: TDb,
  send: TMailTransport,
  clock: () => Date,
  onError: (error: unknown, mailId: number) => void,
): Promise<number> {
  const now = clock();
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
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: clock(), text: '', lockedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, mail.id));
      sent += 1;
    } catch (error) {
      onError(error, mail.id);
      const finalAttempt = mail.attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          status: finalAttempt ? 'failed' : 'pending',
          nextAttemptAt: new Date(clock().getTime() + retryDelayMs(mail.attempts)),
          lockedUntil: null,
          lastError: (error as Error).message?.slice(0, 500) ?? 'send failed',
        })
        .where(eq(mailOutbox.id, mail.id));
    }
  }
  return sent;
}
