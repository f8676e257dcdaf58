import { emailField, LIMITS, MESSAGES, passwordField } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../features/auth/password';

export class StaffInputError extends Error {}

/**
 * A staff account can verify payments and read every student's log book, so its password rule is
 * stricter than a student's (spec: at least 8 characters): at least 10 characters, not only
 * spaces, and at least 5 different characters ('aaaaaaaaaa', 'abababab12' are refused).
 */
export const STAFF_PASSWORD_MIN = 10;
const STAFF_PASSWORD_MIN_DISTINCT = 5;

export const STAFF_PASSWORD_RULE = `at least ${STAFF_PASSWORD_MIN} characters, not only spaces, at least ${STAFF_PASSWORD_MIN_DISTINCT} different characters`;

const TOO_SHORT = `A staff password must be at least ${STAFF_PASSWORD_MIN} characters`;

const staffPassword = passwordField('a password is required', TOO_SHORT)
  .refine((value) => value === '' || [...value].length >= STAFF_PASSWORD_MIN, TOO_SHORT)
  .refine(
    (value) => value === '' || value.trim() !== '',
    'A staff password must not be only spaces',
  )
  .refine(
    (value) =>
      value.trim() === '' ||
      [...value].length < STAFF_PASSWORD_MIN ||
      new Set(value).size >= STAFF_PASSWORD_MIN_DISTINCT,
    `A staff password must have at least ${STAFF_PASSWORD_MIN_DISTINCT} different characters`,
  );

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
