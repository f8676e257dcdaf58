import { randomBytes } from 'node:crypto';
import type { TDb } from '../../src/db/client';
import { type TNewUserRow, type TUserRow, users } from '../../src/db/schema';
import { hashPassword } from '../../src/features/auth/password';

export const FACTORY_PASSWORD = 'Factory-Passw0rd!';

// Hashing is deliberately slow; one hash of the shared password serves every factory user.
let factoryHash: Promise<string> | undefined;
let sequence = 0;

function uniqueSuffix(): string {
  sequence += 1;
  return `${sequence}-${randomBytes(3).toString('hex')}`;
}

/** Inserts a verified, active user with unique e-mail and username; returns the stored row. */
export async function createUser(
  db: TDb,
  overrides: Partial<TNewUserRow> & { password?: string } = {},
): Promise<TUserRow & { password: string }> {
  const { password = FACTORY_PASSWORD, ...columns } = overrides;
  factoryHash ??= hashPassword(FACTORY_PASSWORD);
  const passwordHash =
    password === FACTORY_PASSWORD ? await factoryHash : await hashPassword(password);
  const email = columns.email ?? `user-${uniqueSuffix()}@example.test`;
  const [row] = await db
    .insert(users)
    .values({
      email,
      username: email,
      firstName: 'Test',
      lastName: 'User',
      passwordHash,
      emailVerified: true,
      ...columns,
    })
    .returning();
  return { ...row!, password };
}
