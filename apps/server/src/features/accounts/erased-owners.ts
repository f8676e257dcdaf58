// Erased accounts (ADR 5) in the staff figures, one rule for every screen (docs/api/admin.md
// "Deleted accounts in the figures"): what accounts hold now (balances, tokens available, users
// with tokens, active subscribers) and lists and counts of people count live accounts only; what
// happened (tokens used, AI uses, payments by status, revenue, tokens generated) counts every
// entry, an erased account's too, so those figures never drop when someone is deleted.
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';

/**
 * True for a row whose owner (`column`, a users id) is not an erased account. The erased ids are
 * read once into a hashed set (a NOT IN subplan), so a scan of the ledger or the payments probes
 * a hash per row instead of looking its owner up: the figures stay one pass over the table.
 */
export function ownedByLiveAccount(column: AnyPgColumn): SQL {
  return sql`${column} not in (select u.id from ${users} u where u.deleted_at is not null)`;
}
