import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, ownerColumn } from './columns';

/**
 * One signed-in device: a refresh-token family (DESIGN §2). Access tokens carry its id, so revoking
 * the session (logout, "log out of other devices", password change, a replayed refresh token)
 * also stops its access tokens at once.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: ownerColumn(),
    device: jsonb('device').$type<TSessionDevice>().notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: createdAtColumn(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

export interface TSessionDevice {
  userAgent: string;
  platform: string;
  locale: string;
  timezone: string;
  screen: string;
  fingerprint: string;
}

/**
 * Every refresh token ever issued, stored as a SHA-256 hash. A token is spent when it is rotated
 * (`used_at`); presenting a spent token again is a replay and revokes its session.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

export type TAuthSessionRow = typeof authSessions.$inferSelect;
