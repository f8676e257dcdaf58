import { normaliseProfile, type TProfileAnswer, type TProfileUpdateInput } from '@ptlog/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { companies, profiles, type TUserRow, users } from '../../db/schema';
import { toUserAnswer } from '../accounts/accounts.presenter';
import { lockSignedInUser } from '../accounts/live-user';
import { findOrCreateCompany } from '../companies/companies.repository';
import { lockSupervisorEmail, revokePendingOfStudent } from '../signoff/signoff.repository';

/**
 * The profile answer (spec 1 §3 Profile + the user). A user without a profile row (staff) gets the
 * same shape with empty fields, so every signed-in user can load the app.
 */
export async function loadProfile(db: TDb, user: TUserRow): Promise<TProfileAnswer> {
  const [row] = await db
    .select({ profile: profiles, companyName: companies.name })
    .from(profiles)
    .leftJoin(companies, eq(companies.id, profiles.companyId))
    .where(eq(profiles.userId, user.id));
  const profile = row?.profile;
  return {
    ...normaliseProfile({
      email_verified: user.emailVerified,
      user_details: {
        email: user.email,
        full_name: `${user.firstName} ${user.lastName}`.trim(),
        username: user.username,
        first_name: user.firstName,
        last_name: user.lastName,
      },
      program: profile?.program,
      year_of_study: profile?.yearOfStudy,
      pt_phase: profile?.ptPhase,
      department: profile?.department,
      phone_number: profile?.phoneNumber,
      company_name: row?.companyName,
      company_region: profile?.companyRegion,
      student_id: profile?.studentId,
      supervisor_name: profile?.supervisorName,
      supervisor_email: profile?.supervisorEmail,
      supervisor_position: profile?.supervisorPosition,
      supervisor_phone: profile?.supervisorPhone,
      profile_picture: user.profilePicture,
    }),
    user: toUserAnswer(user),
  };
}

/**
 * Applies a profile update; fields left out stay as they are. The phone is never changed here.
 * A new supervisor e-mail revokes the links sent to the old one, in the same transaction.
 * 401 when the account was erased meanwhile (lockSignedInUser): nothing is written back.
 */
export async function updateProfile(
  db: TDb,
  userId: number,
  input: TProfileUpdateInput,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSignedInUser(tx, userId);
    await tx
      .update(users)
      .set({ firstName: input.first_name, lastName: input.last_name })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    const supervisorBefore = await lockSupervisorEmail(tx, userId);
    const changes: Partial<typeof profiles.$inferInsert> = { updatedAt: now };
    if (input.program !== undefined) changes.program = input.program;
    if (input.year_of_study !== undefined) changes.yearOfStudy = input.year_of_study;
    if (input.pt_phase !== undefined) changes.ptPhase = input.pt_phase;
    if (input.department !== undefined) changes.department = input.department;
    if (input.student_id !== undefined) changes.studentId = input.student_id;
    if (input.supervisor_name !== undefined) changes.supervisorName = input.supervisor_name;
    if (input.supervisor_email !== undefined) changes.supervisorEmail = input.supervisor_email;
    if (input.supervisor_position !== undefined) {
      changes.supervisorPosition = input.supervisor_position;
    }
    if (input.supervisor_phone !== undefined) changes.supervisorPhone = input.supervisor_phone;
    if (input.company_region !== undefined) changes.companyRegion = input.company_region || null;
    if (input.company_name !== undefined) {
      changes.companyId = input.company_name
        ? (await findOrCreateCompany(tx, input.company_name, input.company_region ?? null)).id
        : null;
    }
    await tx
      .insert(profiles)
      .values({ userId, ...changes })
      .onConflictDoUpdate({ target: profiles.userId, set: changes });
    const supervisorAfter = input.supervisor_email;
    if (
      supervisorAfter !== undefined &&
      supervisorAfter.trim().toLowerCase() !== supervisorBefore.trim().toLowerCase()
    ) {
      await revokePendingOfStudent(tx, userId);
    }
  });
}

/** Inside a transaction: the picture of a live account; 401 when it was erased meanwhile. */
export async function setProfilePicture(
  tx: TDb,
  userId: number,
  url: string | null,
): Promise<string | null> {
  await lockSignedInUser(tx, userId);
  // The picture it replaces, read under the row's lock: the one the request saw at sign-in may
  // have been replaced since by another upload, whose file would then never be deleted.
  const [row] = await tx
    .select({ picture: users.profilePicture })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('no key update');
  await tx
    .update(users)
    .set({ profilePicture: url })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row?.picture ?? null;
}
