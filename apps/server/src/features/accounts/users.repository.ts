import type { TUser } from '@ptlog/shared';
import { eq, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { type TUserRow, users } from '../../db/schema';

/** The public user object (spec 1 §3 User); never carries the hash or internal flags. */
export function toUserAnswer(row: TUserRow): TUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    is_staff: row.isStaff,
    profile_picture: row.profilePicture,
  };
}

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

export async function findUserById(db: TDb, id: number): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function setPassword(db: TDb, userId: number, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId));
}

/** PostgreSQL's unique_violation, thrown by both drivers. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
