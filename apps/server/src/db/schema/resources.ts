import type { TResourceFileKind, TResourceType } from '@ptlog/shared';
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
  // Students list by their department (and '' for all).
  (table) => [index('resources_department_idx').on(table.department, table.createdAt)],
);

export type TResourceRow = typeof resources.$inferSelect;
