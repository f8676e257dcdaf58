import { and, eq, inArray } from 'drizzle-orm';
import { eraseUsers } from '../features/admin/admin-erase.repository';
import { verifyPassword } from '../features/auth/password';
import type { TDb } from './client';
import { users } from './schema';
import { DEMO_STAFF, DEMO_STUDENT } from './seed-demo-content';

/** The seed's accounts and the passwords the README publishes for them. */
const DEMO_ACCOUNTS = [DEMO_STUDENT, DEMO_STAFF].map(({ email, password }) => ({
  email,
  password,
}));

export const REMOVE_DEMO_COMMAND = 'npm run remove-demo';

/** The demo accounts that still sign in with their published password (the hash is checked). */
export async function demoAccountsWithPublishedPassword(db: TDb): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((account) => account.email),
        ),
        eq(users.isActive, true),
      ),
    );
  const open: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const row = rows.find((candidate) => candidate.email === account.email);
    if (row && (await verifyPassword(account.password, row.passwordHash))) open.push(row.email);
  }
  return open;
}

export class DemoAccountsInProductionError extends Error {
  constructor(readonly emails: string[]) {
    super(
      `NODE_ENV=production, but the demo account${emails.length === 1 ? '' : 's'} ${emails.join(' and ')} still sign${emails.length === 1 ? 's' : ''} in with the password published in the README.\n` +
        `Remove the demo accounts with \`${REMOVE_DEMO_COMMAND}\` (the same DATA_DIR or DATABASE_URL; stop the server first on the embedded database), then start again.\n` +
        'Or give them new passwords (Forgot password, or npm run create-staff for the staff one).',
    );
    this.name = 'DemoAccountsInProductionError';
  }
}

/** Refuses a production start while anyone could sign in with a published demo password. */
export async function refuseOpenDemoAccounts(db: TDb): Promise<void> {
  const open = await demoAccountsWithPublishedPassword(db);
  if (open.length > 0) throw new DemoAccountsInProductionError(open);
}

/**
 * Erases the demo accounts as staff erase any account (ADR 5): their reports, profile and sessions
 * go, the users rows stay as tombstones without an address or usable password. Returns the
 * e-mails that were removed.
 */
export async function removeDemoAccounts(db: TDb, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const accounts = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((account) => account.email),
        ),
      );
    await eraseUsers(tx, accounts, now);
    return accounts.map((account) => account.email);
  });
}
