import {
  emailField,
  LIMITS,
  MESSAGES,
  STAFF_PASSWORD_MIN,
  STAFF_PASSWORD_MIN_DISTINCT,
  staffPasswordField,
} from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../features/auth/password';

export class StaffInputError extends Error {}

export { STAFF_PASSWORD_MIN };

/** The rule as the usage text words it (the rule itself lives in @ptlog/shared, schemas/auth). */
export const STAFF_PASSWORD_RULE = `at least ${STAFF_PASSWORD_MIN} characters, not only spaces, at least ${STAFF_PASSWORD_MIN_DISTINCT} different characters`;

/** A staff password: the shared staff rule (the API applies it to staff accounts too). */
export const staffPassword = staffPasswordField('a password is required');

const ZStaffIdentity = z.object({
  email: emailField('--email is required', MESSAGES.register.emailInvalid),
  'first-name': z.string().trim().max(LIMITS.TEXT_MAX).default('Staff'),
  'last-name': z.string().trim().max(LIMITS.TEXT_MAX).default('Member'),
});

const ZStaffInput = ZStaffIdentity.extend({ password: staffPassword });

function parseOrThrow<T>(schema: z.ZodType<T>, values: Record<string, unknown>): T {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const messages = new Set(parsed.error.issues.map((issue) => issue.message));
  throw new StaffInputError([...messages].join('; '));
}

/** Checks e-mail and names before the password is asked for. */
export function checkStaffIdentity(values: Record<string, unknown>): void {
  parseOrThrow(ZStaffIdentity, values);
}

export interface TStaffInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function parseStaffInput(values: Record<string, unknown>): TStaffInput {
  const data = parseOrThrow(ZStaffInput, values);
  return {
    email: data.email,
    password: data.password,
    firstName: data['first-name'] || 'Staff',
    lastName: data['last-name'] || 'Member',
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
