import type { TAiContentType, TTokenUsageType } from '@ptlog/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, ownerColumn } from './columns';
import { weeklyReports } from './weekly-reports';

/**
 * One row per successful AI call (spec 2 §3 "AI usage stats"): what was enhanced, how complete it
 * was, what it cost and which provider answered. Written in the same transaction as the ledger
 * debit it names (`ledger_reference`), so a usage row exists exactly when tokens were taken.
 */
export const aiUsageLogs = pgTable(
  'ai_usage_logs',
  {
    id: serial('id').primaryKey(),
    userId: ownerColumn(),
    /** The enhanced week, when the call was about one; kept as null if the report goes. */
    weeklyReportId: integer('weekly_report_id').references(() => weeklyReports.id, {
      onDelete: 'set null',
    }),
    contentType: text('content_type').$type<TAiContentType>().notNull(),
    /** 'full_report', 'text', 'daily', 'general', 'summary', 'suggestions'. */
    enhancementType: text('enhancement_type').notNull(),
    /** How complete the enhanced content was (weekly: the week's content quality). */
    usageType: text('usage_type').$type<TTokenUsageType>().notNull(),
    tokensConsumed: integer('tokens_consumed').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /**
     * The token_ledger entry that paid for the call: `ai:{uuid}`, or `ai:{user}:{Idempotency-Key}`
     * when the client sent a key, so that a replay of the call finds it and is not charged again.
     */
    ledgerReference: text('ledger_reference').unique(),
    /** With a key: a hash of the route and body, so the key cannot be reused for another request. */
    requestHash: text('request_hash'),
    /** With a key, on text-level calls: the provider's answer, sent again to a replay. */
    answer: jsonb('answer').$type<unknown>(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('ai_usage_logs_user_created_idx').on(table.userId, table.createdAt),
    // Staff analytics read by period and the newest uses.
    index('ai_usage_logs_created_idx').on(table.createdAt),
    check(
      'ai_usage_logs_content_type_check',
      sql`${table.contentType} in ('weekly', 'daily', 'text', 'general', 'summary', 'suggestions')`,
    ),
    check(
      'ai_usage_logs_usage_type_check',
      sql`${table.usageType} in ('FULLFILLED', 'PARTIAL', 'EMPTY')`,
    ),
    check('ai_usage_logs_tokens_check', sql`${table.tokensConsumed} >= 0`),
  ],
);

export type TAiUsageLogRow = typeof aiUsageLogs.$inferSelect;
