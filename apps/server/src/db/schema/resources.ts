import type { TResourceFileKind, TResourceType } from '@ptlog/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { actorColumn, createdAtColumn } from './columns';

/** The resources library (spec 2 §7 Resources): documents staff share with students. */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** '' = every department. */
    department: text('department').notNull().default(''),
    reportType: text('report_type').$type<TResourceType>().notNull(),
    /** Told by the content at upload. */
    fileKind: text('file_kind').$type<TResourceFileKind>().notNull(),
    /** The server-made name under DATA_DIR/uploads/resources (never the client's). */
    storedName: text('stored_name').notNull().unique(),
    fileSize: integer('file_size').notNull(),
    uploadedBy: actorColumn('uploaded_by'),
    createdAt: createdAtColumn(),
  },
  // Lists filter by department as people type it (resources.repository `departmentKey`: trimmed,
  // any letter case; '' for all), newest first.
  (table) => [
    index('resources_department_key_idx').on(
      sql`lower(btrim(${table.department}))`,
      table.createdAt,
    ),
  ],
);

export type TResourceRow = typeof resources.$inferSelect;
