import { and, eq, isNull, lt, not, or, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { profiles, type TNewUserRow, type TUserRow, users } from '../../db/schema';

/**
 * A student registration never verified and older than `joinedBefore`: abandoned (a mistyped
 * e-mail whose code never arrived, a session that timed out on the activation screen). It does not
 * keep its e-mail or phone number from a new registration.
 */
function abandonedRegistration(joinedBefore: Date): SQL {
  return and(
    eq(users.emailVerified, false),
    eq(users.isStaff, false),
    isNull(users.deletedAt),
    lt(users.dateJoined, joinedBefore),
  ) as SQL;
}

/** Whether an account other than an abandoned registration uses this (canonical) phone number. */
export async function isPhoneTaken(
  db: TDb,
  canonicalPhone: string,
  abandonedBefore: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(eq(profiles.phoneNumber, canonicalPhone), not(abandonedRegistration(abandonedBefore))),
    );
  return Boolean(row);
}

/** The abandoned registrations holding this e-mail or phone number, locked for erasing. */
export async function lockAbandonedRegistrations(
  db: TDb,
  email: string,
  canonicalPhone: string,
  abandonedBefore: Date,
): Promise<{ id: number; email: string }[]> {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        abandonedRegistration(abandonedBefore),
        or(eq(users.email, email), eq(profiles.phoneNumber, canonicalPhone)),
      ),
    )
    .for('update', { of: users });
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
