import { emailField, LIMITS, MESSAGES, passwordField } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../features/auth/password';

export class StaffInputError extends Error {}

const ZStaffInput = z.object({
  email: emailField('--email is required', MESSAGES.register.emailInvalid),
  password: passwordField('--password is required', MESSAGES.register.passwordTooShort),
  'first-name': z.string().trim().max(LIMITS.TEXT_MAX).default('Staff'),
  'last-name': z.string().trim().max(LIMITS.TEXT_MAX).default('Member'),
});

export interface TStaffInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function parseStaffInput(values: Record<string, unknown>): TStaffInput {
  const parsed = ZStaffInput.safeParse(values);
  if (!parsed.success) {
    throw new StaffInputError(parsed.error.issues.map((issue) => issue.message).join('; '));
  }
  return {
    email: parsed.data.email,
    password: parsed.data.password,
    firstName: parsed.data['first-name'] || 'Staff',
    lastName: parsed.data['last-name'] || 'Member',
  };
}

/** A verified, active staff user with this e-mail and password. */
export async function createOrPromoteStaff(
  db: TDb,
  input: TStaffInput,
): Promise<'created' | 'promoted'> {
  const passwordHash = await hashPassword(input.password);
  const staff = { isStaff: true, isActive: true, emailVerified: true };
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email));
  if (existing) {
    await db
      .update(users)
      .set({ ...staff, passwordHash, passwordChangedAt: new Date() })
      .where(eq(users.id, existing.id));
    return 'promoted';
  }
  await db.insert(users).values({
    email: input.email,
    username: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    passwordHash,
    ...staff,
  });
  return 'created';
}
