import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, updatedAtColumn } from './columns';
import { weeklyReports } from './weekly-reports';

/** The main job of a weekly report (at most one), broken into numbered operations. */
export const mainJobs = pgTable('main_jobs', {
  id: serial('id').primaryKey(),
  weeklyReportId: integer('weekly_report_id')
    .notNull()
    .unique()
    .references(() => weeklyReports.id, { onDelete: 'cascade' }),
  title: text('title').notNull().default(''),
  description: text('description').notNull().default(''),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

export type TMainJobRow = typeof mainJobs.$inferSelect;

/**
 * Steps are numbered 1..n without gaps. Not a unique index: renumbering after a delete would
 * collide mid-update, so the numbering is kept by the code, under a lock on the main job row.
 */
export const operations = pgTable(
  'operations',
  {
    id: serial('id').primaryKey(),
    mainJobId: integer('main_job_id')
      .notNull()
      .references(() => mainJobs.id, { onDelete: 'cascade' }),
    stepNumber: integer('step_number').notNull(),
    operationDescription: text('operation_description').notNull().default(''),
    toolsUsed: text('tools_used').notNull().default(''),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('operations_main_job_step_idx').on(table.mainJobId, table.stepNumber)],
);

export type TOperationRow = typeof operations.$inferSelect;
