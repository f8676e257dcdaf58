import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, ownerColumn } from './columns';
import { weeklyReports } from './weekly-reports';

/**
 * One e-mailed sign-off link per row (issue 17). Only the SHA-256 of the token is stored; a link
 * works while `status` is 'pending' and before `expires_at`. A new request (or the Monday
 * reminder, which mails a fresh link) revokes the week's pending one; the supervisor's decision
 * settles it by a conditional update, so two simultaneous decisions cannot both win.
 */
export const signoffRequests = pgTable(
  'signoff_requests',
  {
    id: serial('id').primaryKey(),
    weeklyReportId: integer('weekly_report_id')
      .notNull()
      .references(() => weeklyReports.id, { onDelete: 'cascade' }),
    studentId: ownerColumn('student_id'),
    tokenHash: text('token_hash').notNull().unique(),
    /** pending → approved | returned | revoked. */
    status: text('status')
      .$type<'pending' | 'approved' | 'returned' | 'revoked'>()
      .notNull()
      .default('pending'),
    supervisorEmail: text('supervisor_email').notNull(),
    supervisorName: text('supervisor_name').notNull().default(''),
    supervisorPosition: text('supervisor_position').notNull().default(''),
    message: text('message').notNull().default(''),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set on a link mailed by the Monday reminder (or reminded): a link is reminded once. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    signerName: text('signer_name'),
    signerIp: text('signer_ip'),
    comment: text('comment'),
  },
  (table) => [
    index('signoff_requests_week_idx').on(table.weeklyReportId, table.status),
    // The Monday reminder: pending links by age.
    index('signoff_requests_pending_idx').on(table.status, table.createdAt),
    check(
      'signoff_requests_status_check',
      sql`${table.status} in ('pending', 'approved', 'returned', 'revoked')`,
    ),
  ],
);

export type TSignoffRequestRow = typeof signoffRequests.$inferSelect;

/**
 * The scheduler's claims (issue 17): one row per job and due time. An instance runs a due job
 * only when its INSERT … ON CONFLICT DO NOTHING made the row, so each due time runs once however
 * many instances tick; a claim whose run never finished is taken over after a while.
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    job: text('job').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.job, table.dueAt] })],
);

/** Addresses that turned reminder e-mails off (settings, or the unsubscribe link in a mail). */
export const reminderOptOuts = pgTable('reminder_opt_outs', {
  /** Lower-case e-mail address. */
  email: text('email').primaryKey(),
  createdAt: createdAtColumn(),
});
