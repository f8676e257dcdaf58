import type { TWeeklyStatus } from '@ptlog/shared';
import { getTableColumns, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, ownerColumn, updatedAtColumn } from './columns';

/**
 * What a handed-in week prints about its student and placement (ADR 26): the export's student
 * block as it was when the week was submitted, each value as printed.
 */
export interface TWeekStudentSnapshot {
  /** The page heading: the college of the programme. */
  college: string;
  fullName: string;
  /** The student id printed by the university ("registration number"). */
  registrationNumber: string;
  program: string;
  ptPhase: string;
  company: string;
  region: string;
  supervisor: string;
}

/**
 * One log book page per student and placement week (spec 1 §3). Dates and hours are not stored:
 * they come from the placement calendar and the week's daily reports, so they never go stale.
 */
export const weeklyReports = pgTable(
  'weekly_reports',
  {
    id: serial('id').primaryKey(),
    studentId: ownerColumn('student_id'),
    weekNumber: integer('week_number').notNull(),
    /** DRAFT → SUBMITTED → APPROVED; submitted and approved weeks are read-only (DESIGN §4.9). */
    status: text('status').$type<TWeeklyStatus>().notNull().default('DRAFT'),
    summary: text('summary').notNull().default(''),
    mainJobTitle: text('main_job_title').notNull().default(''),
    mainJobDescription: text('main_job_description').notNull().default(''),
    isEnhanced: boolean('is_enhanced').notNull().default(false),
    enhancementDate: timestamp('enhancement_date', { withTimezone: true }),
    /** The student's own text from before the first AI enhancement (DESIGN §4.7). */
    originalContent: jsonb('original_content').$type<Record<string, unknown>>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    // The supervisor's sign-off (issue 17); the links themselves are in signoff_requests.
    /**
     * Last sent to the supervisor (the newest link), with its address and expiry; cleared when
     * the week is returned or the student changes supervisor (the week is then 'submitted').
     */
    signoffSentAt: timestamp('signoff_sent_at', { withTimezone: true }),
    signoffSentTo: text('signoff_sent_to'),
    signoffExpiresAt: timestamp('signoff_expires_at', { withTimezone: true }),
    approvedBy: text('approved_by'),
    approvedPosition: text('approved_position'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedIp: text('approved_ip'),
    /** The address the approving link was mailed to (who really approved). */
    approvedEmail: text('approved_email'),
    /** The supervisor's comment when approving, if any. */
    approvalComment: text('approval_comment'),
    returnedBy: text('returned_by'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnComment: text('return_comment'),
    /**
     * The student block as it was on submit (ADR 26); printed while the week is SUBMITTED or
     * APPROVED, cleared when it is returned. Null on weeks submitted before it was kept: those
     * print the live profile.
     */
    studentSnapshot: jsonb('student_snapshot').$type<TWeekStudentSnapshot>(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    unique('weekly_reports_student_week_unique').on(table.studentId, table.weekNumber),
    // Staff figures: weekly reports created in a period.
    index('weekly_reports_created_idx').on(table.createdAt),
    check(
      'weekly_reports_status_check',
      sql`${table.status} in ('DRAFT', 'SUBMITTED', 'APPROVED')`,
    ),
  ],
);

export type TWeeklyReportRow = typeof weeklyReports.$inferSelect;

/**
 * Every column but the student snapshot, which only exports and the sign-off page print: the
 * week's answers (the hottest read, the paged lists) select these.
 */
const { studentSnapshot: _snapshot, ...readColumns } = getTableColumns(weeklyReports);
export const weeklyReportReadColumns = readColumns;

/** A weekly report as its answers read it (weeklyReportReadColumns). */
export type TWeeklyReportReadRow = Omit<TWeeklyReportRow, 'studentSnapshot'>;
