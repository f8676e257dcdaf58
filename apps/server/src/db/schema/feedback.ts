import type { TFeedbackType } from '@ptlog/shared';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, ownerColumn } from './columns';
import { users } from './users';

/** Help Center feedback (spec 2 §3) and the staff inbox's handled flag (ours). */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: ownerColumn(),
    type: text('type').$type<TFeedbackType>().notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    handled: boolean('handled').notNull().default(false),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [index('feedback_inbox_idx').on(table.handled, table.createdAt)],
);

export type TFeedbackRow = typeof feedback.$inferSelect;
