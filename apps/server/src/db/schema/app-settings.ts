import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAtColumn } from './columns';

// Settings staff can change at run time (for example `placement_start_date`); one row per key.
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: updatedAtColumn(),
});
