import { inArray } from 'drizzle-orm';
import { eraseUsers } from '../features/admin/admin-erase.repository';
import { verifyPassword } from '../features/auth/password';
import { getSetting } from './app-settings';
import type { TDb } from './client';
import { users } from './schema';
import { DEMO_STAFF, DEMO_STUDENT } from './seed-demo-content';

/** The seed's accounts and the passwords the README publishes for them. */
const DEMO_ACCOUNTS = [DEMO_STUDENT, DEMO_STAFF].map(({ email, password }) => ({
  email,
  password,
}));

const DEMO_EMAILS = DEMO_ACCOUNTS.map((account) => account.email);

export const REMOVE_DEMO_COMMAND = 'npm run remove-demo';

/**
 * The app_settings row the seed writes in its transaction: the ids of the accounts it created.
 * Its presence also means "the demo was seeded once": the seed never runs again (seed.ts), also
 * after remove-demo erased the accounts.
 */
export const DEMO_ACCOUNTS_SETTING = 'demo_accounts';

export interface TDemoAccountIds {
  studentId: number;
  staffId: number;
}

/** The ids the seed recorded; undefined when it never ran, or ran before it recorded them. */
export async function recordedDemoAccountIds(db: TDb): Promise<TDemoAccountIds | undefined> {
  const value = (await getSetting(db, DEMO_ACCOUNTS_SETTING)) as Partial<TDemoAccountIds> | null;
  if (!value || typeof value !== 'object') return undefined;
  const { studentId, staffId } = value;
  return Number.isInteger(studentId) && Number.isInteger(staffId)
    ? { studentId: studentId as number, staffId: staffId as number }
    : undefined;
}

/** Whether an (already lower-cased) e-mail is a demo account's: registration refuses them. */
export function isDemoAccountEmail(email: string): boolean {
  return DEMO_EMAILS.includes(email as (typeof DEMO_EMAILS)[number]);
}

interface TDemoCandidate {
  id: number;
  email: string;
  passwordHash: string;
  isStaff: boolean;
  isActive: boolean;
  dateJoined: Date;
}

/**
 * Which rows are the seed's own accounts, with the published password each would sign in with.
 * Only these count: an account a stranger registered with a demo address (before registration
 * refused them) is not the seed's, and must not stop a production start.
 *
 * - Recorded ids (seeds since DEMO_ACCOUNTS_SETTING): those two rows, whatever their e-mail.
 * - A database seeded before the ids were recorded: the demo staff address on a staff account
 *   (registration never makes staff, and create-staff refuses the 9-character published
 *   password), and the demo student address on an account that joined at the very moment the
 *   demo staff did: the seed inserts both in one statement, so their date_joined (the
 *   transaction's now()) are equal, which no separate registration reproduces.
 */
function seedAccountsAmong(
  rows: TDemoCandidate[],
  recorded: TDemoAccountIds | undefined,
): { row: TDemoCandidate; password: string }[] {
  if (recorded) {
    return [
      { id: recorded.studentId, password: DEMO_STUDENT.password },
      { id: recorded.staffId, password: DEMO_STAFF.password },
    ].flatMap(({ id, password }) => {
      const row = rows.find((candidate) => candidate.id === id);
      return row ? [{ row, password }] : [];
    });
  }
  const staff = rows.find((row) => row.email === DEMO_STAFF.email && row.isStaff);
  const student = rows.find(
    (row) =>
      row.email === DEMO_STUDENT.email &&
      staff !== undefined &&
      row.dateJoined.getTime() === staff.dateJoined.getTime(),
  );
  return [
    ...(student ? [{ row: student, password: DEMO_STUDENT.password }] : []),
    ...(staff ? [{ row: staff, password: DEMO_STAFF.password }] : []),
  ];
}

/**
 * The seed's demo accounts that still sign in with their published password (the hash is
 * checked), by their e-mail.
 */
export async function demoAccountsWithPublishedPassword(db: TDb): Promise<string[]> {
  const recorded = await recordedDemoAccountIds(db);
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      isStaff: users.isStaff,
      isActive: users.isActive,
      dateJoined: users.dateJoined,
    })
    .from(users)
    .where(
      recorded
        ? inArray(users.id, [recorded.studentId, recorded.staffId])
        : inArray(users.email, DEMO_EMAILS),
    );
  const open: string[] = [];
  for (const { row, password } of seedAccountsAmong(rows, recorded)) {
    if (row.isActive && (await verifyPassword(password, row.passwordHash))) open.push(row.email);
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
