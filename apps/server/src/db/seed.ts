import {
  addDays,
  departmentOfProgram,
  eatDateOf,
  formatDayMonthYear,
  mondayOnOrBefore,
  TRAINING_WEEKS,
} from '@ptlog/shared';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../features/auth/password';
import {
  getPlacementStartDate,
  initPlacementStartDate,
} from '../features/calendar/calendar.repository';
import { creditWelcomeBonus } from '../features/tokens/ledger';
import { nameKey } from '../lib/name-key';
import { getSetting, setSettingIfMissing } from './app-settings';
import type { TDb } from './client';
import { DEMO_ACCOUNTS_SETTING, type TDemoAccountIds } from './demo-accounts';
import { companies, dailyReports, profiles, users } from './schema';
import { DEMO_DAILY_ENTRIES, DEMO_STAFF, DEMO_STUDENT } from './seed-demo-content';

export interface TDemoAccount {
  role: 'Student' | 'Staff';
  email: string;
  password: string;
}

// Thrown inside the transaction when another instance seeded first, to roll back our half.
class AlreadySeeded extends Error {}

/**
 * The seed runs once, on an empty database: never again once it recorded its accounts (even after
 * remove-demo erased them, whose tombstones no longer carry the demo e-mails), and never on a
 * database with any user, tombstones included. That also covers a database seeded before the
 * seed recorded anything: its demo accounts, or their tombstones, are users.
 */
async function maySeed(db: TDb): Promise<boolean> {
  if ((await getSetting(db, DEMO_ACCOUNTS_SETTING)) !== undefined) return false;
  const anyUser = await db.select({ id: users.id }).from(users).limit(1);
  return anyUser.length === 0;
}

async function insertDemoUsers(
  tx: TDb,
  { studentHash, staffHash }: { studentHash: string; staffHash: string },
): Promise<TDemoAccountIds> {
  const verified = { emailVerified: true, isActive: true };
  const inserted = await tx
    .insert(users)
    .values([
      {
        email: DEMO_STUDENT.email,
        username: DEMO_STUDENT.email,
        firstName: DEMO_STUDENT.firstName,
        lastName: DEMO_STUDENT.lastName,
        passwordHash: studentHash,
        ...verified,
      },
      {
        email: DEMO_STAFF.email,
        username: DEMO_STAFF.email,
        firstName: DEMO_STAFF.firstName,
        lastName: DEMO_STAFF.lastName,
        passwordHash: staffHash,
        isStaff: true,
        ...verified,
      },
    ])
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  const student = inserted.find((row) => row.email === DEMO_STUDENT.email);
  const staff = inserted.find((row) => row.email === DEMO_STAFF.email);
  if (!student || !staff) throw new AlreadySeeded();
  return { studentId: student.id, staffId: staff.id };
}

async function insertDemoProfile(tx: TDb, userId: number): Promise<void> {
  const [company] = await tx
    .insert(companies)
    .values({
      name: DEMO_STUDENT.companyName,
      nameKey: nameKey(DEMO_STUDENT.companyName),
      region: DEMO_STUDENT.companyRegion,
    })
    .onConflictDoUpdate({ target: companies.nameKey, set: { name: sql`excluded.name` } })
    .returning({ id: companies.id });
  await tx.insert(profiles).values({
    userId,
    phoneNumber: DEMO_STUDENT.phoneNumber,
    studentId: DEMO_STUDENT.studentId,
    program: DEMO_STUDENT.program,
    yearOfStudy: DEMO_STUDENT.yearOfStudy,
    ptPhase: DEMO_STUDENT.ptPhase,
    department: departmentOfProgram(DEMO_STUDENT.program),
    supervisorName: DEMO_STUDENT.supervisorName,
    supervisorEmail: DEMO_STUDENT.supervisorEmail,
    companyId: company!.id,
    companyRegion: DEMO_STUDENT.companyRegion,
  });
}

async function insertDemoDailyReports(tx: TDb, studentId: number, today: string): Promise<void> {
  const start = await getPlacementStartDate(tx);
  if (!start) throw new Error('placement_start_date missing while seeding');
  const rows = DEMO_DAILY_ENTRIES.map((entry) => ({
    studentId,
    date: addDays(start, (entry.week - 1) * 7 + entry.weekday),
    weekNumber: entry.week,
    description: entry.description,
    hoursSpent: entry.hours,
  })).filter((row) => row.date <= today);
  if (rows.length > 0) await tx.insert(dailyReports).values(rows);
}

/**
 * Creates the demo student (with daily reports) and staff accounts in one transaction on an empty
 * database that was never seeded (maySeed), and records their ids (DEMO_ACCOUNTS_SETTING).
 * Returns the accounts it created, or null when there was nothing to do.
 * A configured PT_START_DATE is respected; otherwise the placement starts two weeks ago so the
 * demo shows a finished week and a week in progress.
 */
export async function seedDemoData(
  db: TDb,
  options: { configuredStartDate: string | undefined; now: Date },
): Promise<TDemoAccount[] | null> {
  if (!(await maySeed(db))) return null;
  const today = eatDateOf(options.now);
  const start = options.configuredStartDate ?? addDays(mondayOnOrBefore(today), -14);
  // Hashing is slow on purpose; do it before the transaction so no lock is held meanwhile.
  const [studentHash, staffHash] = await Promise.all([
    hashPassword(DEMO_STUDENT.password),
    hashPassword(DEMO_STAFF.password),
  ]);
  try {
    await db.transaction(async (tx) => {
      const ids = await insertDemoUsers(tx, { studentHash, staffHash });
      const { studentId } = ids;
      // What the production start check counts as demo accounts, and "never seed again".
      await setSettingIfMissing(tx, DEMO_ACCOUNTS_SETTING, ids);
      await insertDemoProfile(tx, studentId);
      await initPlacementStartDate(tx, start);
      await insertDemoDailyReports(tx, studentId, today);
      await creditWelcomeBonus(tx, studentId);
    });
  } catch (error) {
    if (error instanceof AlreadySeeded) return null;
    throw error;
  }
  return [
    { role: 'Student', email: DEMO_STUDENT.email, password: DEMO_STUDENT.password },
    { role: 'Staff', email: DEMO_STAFF.email, password: DEMO_STAFF.password },
  ];
}

/**
 * A framed block that stands out in the start-up output: the accounts, and which placement week
 * today is with how to change it (issue 15: a new user found themselves in 'Week 3 of 8').
 */
export function formatDemoAccountsBanner(
  accounts: TDemoAccount[],
  placement?: { startDate: string; currentWeek: number },
): string {
  const lines = [
    'PT Logbook demo accounts (SEED_DEMO is on)',
    '',
    ...accounts.map(
      (account) => `${account.role.padEnd(8)} ${account.email}  /  ${account.password}`,
    ),
    ...(placement
      ? [
          '',
          `Today is week ${placement.currentWeek} of ${TRAINING_WEEKS}: the placement started on Monday ${formatDayMonthYear(placement.startDate)}.`,
          'Change it: Admin Dashboard > Placement start date (staff),',
          'or set PT_START_DATE=YYYY-MM-DD (a Monday) before the first start.',
        ]
      : []),
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const border = '═'.repeat(width + 2);
  return [`╔${border}╗`, ...lines.map((line) => `║ ${line.padEnd(width)} ║`), `╚${border}╝`].join(
    '\n',
  );
}
