import type { TLanguage } from '@ptlog/shared';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { type TUserRow, users } from '../../db/schema';
import { spendPasswordResetCodes } from '../auth/one-time-codes.repository';

/** The columns a list of people selects: who they are and how to write to them. */
export const USER_CONTACT_COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** By e-mail or username, case-insensitively (the e-mail is the username). */
export async function findUserByLogin(db: TDb, login: string): Promise<TUserRow | undefined> {
  const key = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, key), eq(sql`lower(${users.username})`, key)))
    .limit(1);
  return row;
}

/**
 * The user's row unless the account is erased: the condition of every `update users` a person's
 * own request makes, so one that waited behind the erasure's lock does not write to the tombstone
 * (PostgreSQL checks it again on the row the erasure left).
 */
function liveUser(userId: number): SQL | undefined {
  return and(eq(users.id, userId), isNull(users.deletedAt));
}

export async function findUserById(db: TDb, id: number): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * Sets the password (in the caller's transaction) and ends every reset code and link still
 * unused, so one e-mailed before a change or a reset cannot set it again.
 */
export async function setPassword(db: TDb, userId: number, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, passwordChangedAt: now }).where(liveUser(userId));
  await spendPasswordResetCodes(db, userId, now);
}

export async function setLastLogin(db: TDb, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ lastLogin: now }).where(liveUser(userId));
}

export async function setEmailVerified(db: TDb, userId: number): Promise<void> {
  await db.update(users).set({ emailVerified: true }).where(liveUser(userId));
}

/** Changes the names; answers the updated row (undefined when the account is gone or erased). */
export async function setNames(
  db: TDb,
  userId: number,
  names: { firstName: string; lastName: string },
): Promise<TUserRow | undefined> {
  const [row] = await db.update(users).set(names).where(liveUser(userId)).returning();
  return row;
}

/** The account's language, which its screens and e-mails follow. */
export async function setLanguage(db: TDb, userId: number, language: TLanguage): Promise<void> {
  await db.update(users).set({ language }).where(liveUser(userId));
}

/** Whether an account already uses this e-mail (stored lower-cased). */
export async function isEmailTaken(db: TDb, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row);
}
