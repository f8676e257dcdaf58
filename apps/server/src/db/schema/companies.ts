import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';

// `name_key` is the name's key (lib/name-key.ts: lower-cased, whitespace-collapsed, NFC):
// "TANESCO  Ubungo" and "tanesco ubungo" are one company, so registration can reuse an existing
// row instead of creating duplicates.
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameKey: text('name_key').notNull().unique(),
  region: text('region'),
  createdAt: createdAtColumn(),
});

export type TCompanyRow = typeof companies.$inferSelect;
