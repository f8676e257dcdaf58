import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, ownerColumn, updatedAtColumn } from './columns';

export const dailyReports = pgTable(
  'daily_reports',
  {
    id: serial('id').primaryKey(),
    studentId: ownerColumn('student_id'),
    date: date('date', { mode: 'string' }).notNull(),
    weekNumber: integer('week_number').notNull(),
    description: text('description').notNull(),
    // numeric keeps half hours exact (6.5 stays 6.5); mode 'number' hands JS numbers to callers.
    hoursSpent: numeric('hours_spent', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    isSubmitted: boolean('is_submitted').notNull().default(false),
    skillsLearned: text('skills_learned').notNull().default(''),
    challengesFaced: text('challenges_faced').notNull().default(''),
    supervisorFeedback: text('supervisor_feedback').notNull().default(''),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    unique('daily_reports_student_date_unique').on(table.studentId, table.date),
    index('daily_reports_student_week_idx').on(table.studentId, table.weekNumber),
    // Staff analytics (reports per date) and the newest reports.
    index('daily_reports_date_idx').on(table.date),
    index('daily_reports_created_idx').on(table.createdAt),
  ],
);

export type TDailyReportRow = typeof dailyReports.$inferSelect;
