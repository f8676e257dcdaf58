import type { TSignoffState } from '@ptlog/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { actorColumn, ownerColumn } from './columns';

/** What the verification page shows of an export: the facts as they were printed. */
export interface TExportRecordSummary {
  student_name: string;
  registration_number: string;
  weeks: {
    week_number: number;
    start_date: string;
    end_date: string;
    total_hours: number;
    /** The supervisor's approval as printed (issue 17). */
    approval?: string;
    /** The week's own fingerprint (export.model weekHash): names the weeks changed since. */
    content_hash?: string;
    /** Where the week stood when printed (draft, returned, submitted, sent, approved); absent before. */
    state?: TSignoffState;
  }[];
  /** Daily exports: the day that was printed. */
  day?: { date: string; hours: number };
  total_hours: number;
}

/**
 * One row per generated PDF/DOCX (issue 6): the code printed on it (with a QR code) lets anyone
 * check on GET /verify/{code} that a printout is authentic and whether the reports changed since.
 * The content hash is sha256 over the canonical JSON of exactly what was printed.
 */
export const exportRecords = pgTable(
  'export_records',
  {
    id: serial('id').primaryKey(),
    /** Random, unguessable, printed on the document (Crockford base32). */
    code: text('code').notNull().unique(),
    /** The student whose reports were exported. */
    userId: ownerColumn(),
    /** Who asked for it (the student, or a staff member); kept when that account goes. */
    createdById: actorColumn('created_by_id'),
    kind: text('kind').$type<'weekly' | 'daily' | 'all' | 'bulk'>().notNull(),
    format: text('format').$type<'pdf' | 'docx'>().notNull(),
    weeklyReportIds: integer('weekly_report_ids').array().notNull().default(sql`'{}'::integer[]`),
    dailyReportIds: integer('daily_report_ids').array().notNull().default(sql`'{}'::integer[]`),
    contentHash: text('content_hash').notNull(),
    summary: jsonb('summary').$type<TExportRecordSummary>().notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('export_records_user_idx').on(table.userId),
    check('export_records_kind_check', sql`${table.kind} in ('weekly', 'daily', 'all', 'bulk')`),
    check('export_records_format_check', sql`${table.format} in ('pdf', 'docx')`),
  ],
);

export type TExportRecordRow = typeof exportRecords.$inferSelect;
