import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { actorColumn, createdAtColumn } from './columns';

// Rows outlive the actor (set null) so deleting a user never erases what was done to others.
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: serial('id').primaryKey(),
    actorId: actorColumn('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('audit_logs_created_at_idx').on(table.createdAt),
    index('audit_logs_actor_idx').on(table.actorId),
    // One object's history, newest first (a payment's, in the staff's details: payment-history.ts).
    index('audit_logs_target_idx').on(table.targetType, table.targetId, table.createdAt),
  ],
);
