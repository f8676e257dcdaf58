import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';
import { emailCampaigns } from './email-campaigns';

/**
 * The durable mail queue (DESIGN §1): a request only inserts a row; the mail worker sends it with
 * retries. The body is erased once sent, so codes and links do not stay in the database.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** Where replies go (the student's address on a supervisor's sign-off mail); erased once sent. */
    replyTo: text('reply_to'),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post); erased with the body once sent. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** pending → sending → sent, or failed after the last retry. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A claimed row whose worker died is picked up again after this time. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /**
     * The Message-ID every attempt sends, set when the row is first claimed (marked sending, before
     * the SMTP call) and reused on each retry, so a mail re-sent after a crash between the SMTP
     * server's acceptance and the row's update carries the same Message-ID and can be dropped as a
     * duplicate by the receiving side.
     */
    messageId: text('message_id'),
    createdAt: createdAtColumn(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The broadcast this mail belongs to; its counts follow this row's delivery. */
    campaignId: integer('campaign_id').references(() => emailCampaigns.id, {
      onDelete: 'set null',
    }),
    /** Queuing the same key twice adds nothing (e.g. `campaign:12:amina@example.tz`). */
    idempotencyKey: text('idempotency_key').unique(),
    /**
     * The account the mail is about: the student a supervisor's sign-off mail or reminder names,
     * else the account it goes to; null for a mail to an address of no account (a sheet's). Kept
     * after the mail is sent (unlike Reply-To), so erasing the account finds every mail about it,
     * sent or not (admin-erase.repository.ts). No foreign key: users rows are never deleted (ADR
     * 5), and a key check would lock the account's row on every queued mail.
     */
    userId: integer('user_id'),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    // The history keeps every sent mail: erasing an account finds the mails about it by user id,
    // and those to its address by address, never by reading it all (admin-erase.repository.ts).
    // Reply-To (the student, on an unsent sign-off mail) is matched too.
    index('mail_outbox_to_idx').on(table.to),
    index('mail_outbox_reply_to_idx').on(table.replyTo).where(sql`${table.replyTo} is not null`),
    index('mail_outbox_user_idx').on(table.userId).where(sql`${table.userId} is not null`),
    // A repeated sheet broadcast: how many of the sheet's addresses a campaign already queued
    // (broadcast.repository.ts campaignMailsAmong).
    index('mail_outbox_campaign_to_idx').on(table.campaignId, table.to),
  ],
);
