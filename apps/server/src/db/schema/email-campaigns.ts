import type { TBroadcastAudience, TEmailCampaignSource } from '@ptlog/shared';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { actorColumn, createdAtColumn } from './columns';

/**
 * A staff e-mail broadcast (spec 2 §2 /admin/email-broadcast): the text once, and how far its
 * mails have got. Each mail is one mail_outbox row linked by campaign_id; the outbox worker counts
 * a mail here in the same transaction as it marks the row sent or finally failed.
 */
export const emailCampaigns = pgTable(
  'email_campaigns',
  {
    id: serial('id').primaryKey(),
    source: text('source').$type<TEmailCampaignSource>().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    fileName: text('file_name'),
    /** Whom a send to users went to; null for a sheet, and for sends before audiences (everyone). */
    audience: jsonb('audience').$type<TBroadcastAudience>(),
    createdBy: actorColumn('created_by'),
    createdAt: createdAtColumn(),
    queuedCount: integer('queued_count').notNull().default(0),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    /** Sheet rows skipped for an invalid address. */
    invalidCount: integer('invalid_count').notNull().default(0),
  },
  (table) => [index('email_campaigns_created_idx').on(table.createdAt)],
);

export type TEmailCampaignRow = typeof emailCampaigns.$inferSelect;
