import { and, eq, gt, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { oneTimeCodes, profiles, type TNewUserRow, type TUserRow, users } from '../../db/schema';

/**
 * A student registration never verified and holding no live registration code at `now`: abandoned
 * (a mistyped e-mail whose code never arrived, a session that timed out on the activation screen).
 * It does not keep its e-mail or phone number from a new registration. An account still holding a
 * code (one just resent, however old the account) is in the middle of activating and is kept.
 */
function abandonedRegistration(now: Date): SQL {
  const liveCode = sql`exists (select 1 from ${oneTimeCodes} where ${and(
    eq(oneTimeCodes.userId, users.id),
    eq(oneTimeCodes.purpose, 'register'),
    isNull(oneTimeCodes.usedAt),
    gt(oneTimeCodes.expiresAt, now),
  )})`;
  return and(
    eq(users.emailVerified, false),
    eq(users.isStaff, false),
    isNull(users.deletedAt),
    not(liveCode),
  ) as SQL;
}

/** Whether an account other than an abandoned registration uses this (canonical) phone number. */
export async function isPhoneTaken(db: TDb, canonicalPhone: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.phoneNumber, canonicalPhone), not(abandonedRegistration(now))));
  return Boolean(row);
}

/** The abandoned registrations holding this e-mail or phone number, locked for erasing. */
export async function lockAbandonedRegistrations(
  db: TDb,
  email: string,
  canonicalPhone: string,
  now: Date,
): Promise<{ id: number; email: string }[]> {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        abandonedRegistration(now),
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
