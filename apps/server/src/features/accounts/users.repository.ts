import { eq, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { type TUserRow, users } from '../../db/schema';

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
