// The lock every write of a person's own data takes first (security audit, erasure races): their
// users row, `for key share`, and only while the account is not erased. An erasure locks the same
// row `for update` before it deletes anything (features/admin, eraseUsers), so a write that
// started before it commits first and is erased with the rest, and one that waits behind it finds
// the tombstone and writes nothing. Without it a waiting write went through afterwards (the
// tombstone keeps the id its foreign keys check) and left the erased person's data behind, or it
// held a row the erasure deletes while it waited for the user: a deadlock, answered 500.
// Key share is the lock a foreign key check takes: it waits only for `for update` (an erasure, an
// e-mail change), never for another writer of the same person, nor for the no-key-update lock a
// token debit or a payment decision takes.
import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Inside a transaction, as its first statement: locks the user's row until it ends; false when the
 * account is erased (or missing), and the caller then writes nothing.
 */
export async function lockLiveUser(tx: TDb, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('key share');
  return rows.length > 0;
}

/**
 * The same lock for a statement of its own (a CTE: `with live_owner as (…)`), answering one row
 * while the account is live.
 */
export function liveUserLockSql(userId: number) {
  return sql`select 1 from ${users} where ${users.id} = ${userId} and ${users.deletedAt} is null
    for key share`;
}

/**
 * What a signed-in request whose account was erased while it ran is answered: the 401 of a session
 * that is gone, as its next request gets.
 */
export function sessionEnded(): AppError {
  return new AppError(ERROR_CODES.UNAUTHENTICATED, MESSAGES.generic.unauthenticated);
}

/** `lockLiveUser` for a signed-in user's own write: 401 (`sessionEnded`) when erased. */
export async function lockSignedInUser(tx: TDb, userId: number): Promise<void> {
  if (!(await lockLiveUser(tx, userId))) throw sessionEnded();
}
