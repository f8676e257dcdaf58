import type { TDb } from '../../db/client';
import { claimDueMails, insertMail, markMailSent, markMailUnsent } from './outbox.repository';
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
  await insertMail(db, mail, now);
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
  const claimed = await claimDueMails(db, now, {
    limit: BATCH,
    lockedUntil: new Date(now.getTime() + CLAIM_MS),
  });

  let sent = 0;
  for (const mail of claimed) {
    try {
      await send({ to: mail.to, subject: mail.subject, text: mail.text });
      await markMailSent(db, mail.id, clock());
      sent += 1;
    } catch (error) {
      onError(error, mail.id);
      const finalAttempt = mail.attempts >= MAX_ATTEMPTS;
      await markMailUnsent(db, mail.id, {
        status: finalAttempt ? 'failed' : 'pending',
        nextAttemptAt: new Date(clock().getTime() + retryDelayMs(mail.attempts)),
        lastError: (error as Error).message?.slice(0, 500) ?? 'send failed',
      });
    }
  }
  return sent;
}
