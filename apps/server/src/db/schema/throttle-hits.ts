import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sliding-window counters for login failures, code resends and reset requests, kept in the
 * database so every instance sees them (DESIGN §1). `bucket` is e.g. `login:ip:1.2.3.4`.
 */
export const throttleHits = pgTable(
  'throttle_hits',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    hitAt: timestamp('hit_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('throttle_hits_bucket_idx').on(table.bucket, table.hitAt)],
);
