// Columns many tables share, each call a new column builder.
import { integer, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** When the row was made. */
export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed (the services set it on every write). */
export const updatedAtColumn = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The user a row belongs to: it goes when the user row goes. */
export const ownerColumn = (name = 'user_id') =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A user who acted on the row (made, confirmed, handled it): null once that user row goes. */
export const actorColumn = (name: string) =>
  integer(name).references(() => users.id, { onDelete: 'set null' });
