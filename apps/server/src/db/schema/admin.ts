import type { TAdminAction, TTokenUsageType } from '@ptlog/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { actorColumn, createdAtColumn, ownerColumn, updatedAtColumn } from './columns';

/**
 * What staff did to an account (spec 2 §3 "user-action records"): one row per action per user.
 * User rows are never removed (a deleted account stays as an anonymised tombstone, ADR 5), so the
 * log keeps both ids; the names are read live and so read 'Deleted user' once erased.
 */
export const adminUserActions = pgTable(
  'admin_user_actions',
  {
    id: serial('id').primaryKey(),
    adminUserId: actorColumn('admin_user_id'),
    targetUserId: ownerColumn('target_user_id'),
    action: text('action').$type<TAdminAction>().notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('admin_user_actions_created_idx').on(table.createdAt),
    index('admin_user_actions_target_idx').on(table.targetUserId),
    check(
      'admin_user_actions_action_check',
      sql`${table.action} in ('BAN', 'UNBAN', 'DELETE', 'ACTIVATE', 'SUSPEND', 'RESTORE')`,
    ),
  ],
);

export type TAdminUserActionRow = typeof adminUserActions.$inferSelect;

/**
 * Token usage records staff keep by hand (spec 2 §7 "token-usage"): notes beside the ledger,
 * never a balance change (the ledger stays the only source of balances).
 */
export const adminTokenUsage = pgTable(
  'admin_token_usage',
  {
    id: serial('id').primaryKey(),
    userId: ownerColumn(),
    tokensUsed: integer('tokens_used').notNull(),
    usageType: text('usage_type').$type<TTokenUsageType>().notNull(),
    description: text('description').notNull().default(''),
    createdBy: actorColumn('created_by'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('admin_token_usage_created_idx').on(table.createdAt),
    check('admin_token_usage_tokens_check', sql`${table.tokensUsed} >= 0`),
    check(
      'admin_token_usage_usage_type_check',
      sql`${table.usageType} in ('FULLFILLED', 'PARTIAL', 'EMPTY')`,
    ),
  ],
);

export type TAdminTokenUsageRow = typeof adminTokenUsage.$inferSelect;

/** Figures staff record about the system (spec 2 §7 "system-metrics"). */
export const systemMetrics = pgTable(
  'system_metrics',
  {
    id: serial('id').primaryKey(),
    metricName: text('metric_name').notNull(),
    metricValue: doublePrecision('metric_value').notNull(),
    unit: text('unit').notNull().default(''),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    notes: text('notes').notNull().default(''),
    createdBy: actorColumn('created_by'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('system_metrics_recorded_idx').on(table.recordedAt)],
);

export type TSystemMetricRow = typeof systemMetrics.$inferSelect;
