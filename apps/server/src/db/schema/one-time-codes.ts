import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, ownerColumn } from './columns';

/**
 * E-mail OTPs and password-reset tokens: only a hash is stored; each is bound to one purpose,
 * expires, is single use (`used_at`), and dies after too many wrong tries (`attempts`).
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: ownerColumn(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('one_time_codes_user_purpose_idx').on(table.userId, table.purpose)],
);

export type TOneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
