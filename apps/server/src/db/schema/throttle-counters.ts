import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters of every throttle (login, e-mail codes, resets, feedback, AI calls), kept
 * in the database so every instance sees them (DESIGN §1) unless REDIS_URL moves them to Redis.
 * One row per bucket (e.g. `login:ip:1.2.3.4`), counted by one atomic upsert (lib/throttle.ts).
 */
export const throttleCounters = pgTable('throttle_counters', {
  bucket: text('bucket').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
