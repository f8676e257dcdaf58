import type { TFeedbackType } from '@ptlog/shared';
import { boolean, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { actorColumn, createdAtColumn, ownerColumn } from './columns';

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
    handledBy: actorColumn('handled_by'),
    createdAt: createdAtColumn(),
  },
  (table) => [index('feedback_inbox_idx').on(table.handled, table.createdAt)],
);

export type TFeedbackRow = typeof feedback.$inferSelect;
