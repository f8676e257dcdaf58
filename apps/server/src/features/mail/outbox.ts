import type { TDb } from '../../db/client';
import {
  claimDueMails,
  countCampaignOutcome,
  insertMail,
  insertMailsOnce,
  retakeClaim,
  settleClaimedMail,
  type TMailAbout,
  type TMailOnce,
  type TOutboxRow,
} from './outbox.repository';
import type { TMail, TMailTransport } from './transport';

/** Mails claimed per delivery pass. */
export const DELIVERY_BATCH = 10;
/**
 * How long a claim lasts: a mail's claim is taken again right before its SMTP call, and one call
 * ends well within it (SMTP_TIMEOUTS in transport.ts).
 */
export const CLAIM_MS = 5 * 60_000;
/** Attempts before a mail the server refused (5xx) or that failed otherwise is given up. */
export const MAX_ATTEMPTS = 6;
/** The longest wait between two attempts. */
const MAX_RETRY_DELAY_MS = 30 * 60_000;
/** How long a mail is retried while the SMTP server cannot be reached or answers 4xx. */
const TRANSIENT_RETRY_MS = 3 * 24 * 3_600_000;

/** What the features need of the outbox: queueing a mail (the app's `app.mail`). */
export interface TMailOutbox {
  /**
   * Queues a mail inside `db` (a transaction or the app's database) and wakes the worker.
   * `aboutUserId` is the account the mail is about (TMailAbout), asked of every caller so that
   * none forgets it: erasing that account deletes the mail, sent or not.
   */
  enqueue(db: TDb, mail: TMail, aboutUserId: number | null): Promise<void>;
}

/** Queues a mail; the worker sends it. Pass a transaction so the mail exists only if it commits. */
export async function enqueueMail(db: TDb, mail: TMail & TMailAbout, now: Date): Promise<void> {
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
 * Sets a claimed mail's outcome. Only a row still under this pass's claim changes (a mail whose
 * claim expired and that another pass took is that pass's to settle), and a campaign mail's final
 * outcome is counted on its campaign in the same transaction: every mail counts exactly once.
 */
async function settleMail(
  db: TDb,
  mail: Pick<TOutboxRow, 'id' | 'campaignId'>,
  claim: Date,
  values: Parameters<typeof settleClaimedMail>[3],
): Promise<void> {
  const campaignId = mail.campaignId;
  const outcome = values.status;
  if (campaignId === null || (outcome !== 'sent' && outcome !== 'failed')) {
    await settleClaimedMail(db, mail.id, claim, values);
    return;
  }
  await db.transaction(async (tx) => {
    if (await settleClaimedMail(tx, mail.id, claim, values)) {
      await countCampaignOutcome(tx, campaignId, outcome);
    }
  });
}

/** The wait after the `attempts`-th attempt failed: 30 s, doubling, at most 30 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_DELAY_MS);
}

/** Attempts made within TRANSIENT_RETRY_MS of the first (about 150: 3 days, every 30 minutes). */
export const TRANSIENT_MAX_ATTEMPTS = (() => {
  let attempts = 1;
  for (let waited = 0; waited < TRANSIENT_RETRY_MS; attempts += 1) waited += retryDelayMs(attempts);
  return attempts;
})();

/** Node's and nodemailer's codes for a server that cannot be reached or stopped answering. */
const TRANSIENT_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
]);
const TRANSIENT_MESSAGE =
  /\b(?:ECONNREFUSED|ECONNRESET|ECONNABORTED|EPIPE|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH)\b|\btimed? ?out\b/i;

/**
 * Whether a failed send may succeed later without anything changing about the mail: 'transient'
 * when the SMTP server answered 4xx (try again later) or could not be reached (connection refused
 * or reset, a timeout, DNS); 'permanent' when it answered 5xx (the recipient or the mail is
 * refused) and for anything else.
 */
export function classifySendError(error: unknown): 'transient' | 'permanent' {
  if (typeof error !== 'object' || error === null) return 'permanent';
  const { code, responseCode, message } = error as {
    code?: unknown;
    responseCode?: unknown;
    message?: unknown;
  };
  if (typeof responseCode === 'number' && responseCode >= 400) {
    return responseCode < 500 ? 'transient' : 'permanent';
  }
  if (typeof code === 'string' && TRANSIENT_CODES.has(code)) return 'transient';
  if (typeof message === 'string' && TRANSIENT_MESSAGE.test(message)) return 'transient';
  return 'permanent';
}

/**
 * Delivery is at least once: a mail is claimed (marked sending, with its Message-ID) before the
 * SMTP call and marked sent after it, so a crash in between sends it again once the claim expires
 * (5 minutes), with the same Message-ID, which lets mail servers and clients drop the duplicate.
 * Nothing is ever lost; a duplicate is possible but recognisable.
 *
 * Claims due mails (FOR UPDATE SKIP LOCKED: two instances never claim the same row; a request's
 * own mails before bulk ones), and sends them one by one: right before each SMTP call the mail's
 * claim is taken again for CLAIM_MS, only if it is still this pass's, so a mail whose claim ran
 * out behind a slow relay and that another instance took is left to that instance, not sent
 * twice. Each is then marked sent (erasing its body, Reply-To and headers) or scheduled for a
 * retry: while the server cannot be reached or answers 4xx, for up to 3 days
 * (TRANSIENT_MAX_ATTEMPTS); after a 5xx or another error, MAX_ATTEMPTS in all. A mail given up is
 * erased like a sent one. Answers how many were claimed and how many of those were sent. `clock`
 * is the app's: read when the pass starts and before and after each send.
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
    if (mail.lockedUntil === null) continue;
    const claim = new Date(clock().getTime() + CLAIM_MS);
    if (!(await retakeClaim(db, mail.id, mail.lockedUntil, claim))) continue;
    try {
      const message: TMail = { to: mail.to, subject: mail.subject, text: mail.text };
      if (mail.replyTo) message.replyTo = mail.replyTo;
      if (mail.headers) message.headers = mail.headers;
      if (mail.messageId) message.messageId = mail.messageId;
      await send(message);
      await settleMail(db, mail, claim, {
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
      const lastError = (error as Error)?.message?.slice(0, 500) || 'send failed';
      const limit =
        classifySendError(error) === 'transient' ? TRANSIENT_MAX_ATTEMPTS : MAX_ATTEMPTS;
      if (mail.attempts >= limit) {
        // Given up: like a sent mail, it keeps no body (a code or a live link), Reply-To or
        // headers; the recipient, subject and error stay for the staff who look into it.
        await settleMail(db, mail, claim, {
          status: 'failed',
          text: '',
          replyTo: null,
          headers: null,
          lockedUntil: null,
          lastError,
        });
      } else {
        await settleMail(db, mail, claim, {
          status: 'pending',
          nextAttemptAt: new Date(clock().getTime() + retryDelayMs(mail.attempts)),
          lockedUntil: null,
          lastError,
        });
      }
    }
  }
  return { sent, claimed: claimed.length };
}
