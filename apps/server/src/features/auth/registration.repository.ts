import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { profiles, type TNewUserRow, type TUserRow, users } from '../../db/schema';

/** Whether a profile already uses this (canonical) phone number. */
export async function isPhoneTaken(db: TDb, canonicalPhone: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.phoneNumber, canonicalPhone));
  return Boolean(row);
}

export async function insertUser(db: TDb, values: TNewUserRow): Promise<TUserRow> {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('user insert returned nothing');
  return user;
}

export async function insertProfile(db: TDb, values: typeof profiles.$inferInsert): Promise<void> {
  await db.insert(profiles).values(values);
}

/**
 * The account, locked for this transaction, while it is a student whose e-mail was never
 * verified (Wrong Email? may release only such an account); undefined otherwise.
 */
export async function lockUnverifiedStudent(
  db: TDb,
  userId: number,
): Promise<TUserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.emailVerified, false),
        eq(users.isStaff, false),
        isNull(users.deletedAt),
      ),
    )
    .for('update');
  return user;
}
