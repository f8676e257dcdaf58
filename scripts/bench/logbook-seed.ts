// Seeds the log book benchmark: students with a full 8-week log book (5 daily reports a week, a
// weekly report with a main job and 3 operations per week) plus students with an empty log book
// for the POST measurement, and signs an access token for each. Each full log book's student also
// has 6 payment transactions and 30 token ledger entries (the billing lists).
import { addDays, mondayOnOrBefore, todayIso } from '@ptlog/shared';
import type { TDb } from '../../apps/server/src/db/client';
import {
  dailyReports,
  mainJobs,
  operations,
  paymentTransactions,
  tokenLedger,
  users,
  weeklyReports,
} from '../../apps/server/src/db/schema';
import { hashPassword } from '../../apps/server/src/features/auth/password';
import { setPlacementStartDate } from '../../apps/server/src/features/calendar/calendar.repository';
import { benchAccessToken, insertChunked } from './harness';

const DESCRIPTIONS = [
  'Installed new cable trays in the substation and tested the motor insulation with a megger.',
  'Maintenance of the water pump: replaced the mechanical seal and checked the alignment.',
  'Assisted the technician to wire a three-phase distribution board and label the circuits.',
  'Calibrated pressure gauges on the boiler feed line and recorded the readings in the log.',
  'Site visit with the supervisor: inspected transformer oil level and cleaned the bushings.',
];

export interface TBenchStudent {
  id: number;
  access: string;
}

/** Placement start: the Monday ten weeks ago, so all 8 weeks (and their days) lie in the past. */
export function benchPlacementStart(now: Date): string {
  return addDays(mondayOnOrBefore(todayIso(now)), -70);
}

async function insertStudents(db: TDb, prefix: string, count: number, passwordHash: string) {
  const rows = Array.from({ length: count }, (_, index) => ({
    email: `${prefix}${index}@bench.example.tz`,
    username: `${prefix}${index}@bench.example.tz`,
    firstName: 'Bench',
    lastName: `Student ${index}`,
    passwordHash,
    emailVerified: true,
  }));
  const ids: number[] = [];
  await insertChunked(rows, async (chunk) => {
    const inserted = await db.insert(users).values(chunk).returning({ id: users.id });
    ids.push(...inserted.map((row) => row.id));
  });
  return ids;
}

async function fillLogbooks(db: TDb, studentIds: number[], start: string) {
  const daily = studentIds.flatMap((studentId) =>
    Array.from({ length: 40 }, (_, index) => {
      const week = Math.floor(index / 5) + 1;
      return {
        studentId,
        date: addDays(start, (week - 1) * 7 + (index % 5)),
        weekNumber: week,
        description: DESCRIPTIONS[index % 5]!,
        hoursSpent: 8,
      };
    }),
  );
  await insertChunked(daily, (chunk) => db.insert(dailyReports).values(chunk));

  const weeks = studentIds.flatMap((studentId) =>
    Array.from({ length: 8 }, (_, index) => ({
      studentId,
      weekNumber: index + 1,
      summary: 'Worked on substation maintenance and motor testing with the electrical team.',
      mainJobTitle: 'Maintenance of a 3-phase induction motor',
      mainJobDescription: 'Routine preventive maintenance of the cooling water pump motor.',
    })),
  );
  const weekIds: number[] = [];
  await insertChunked(weeks, async (chunk) => {
    const inserted = await db
      .insert(weeklyReports)
      .values(chunk)
      .returning({ id: weeklyReports.id });
    weekIds.push(...inserted.map((row) => row.id));
  });
  const jobIds: number[] = [];
  await insertChunked(
    weekIds.map((weeklyReportId) => ({
      weeklyReportId,
      title: 'Maintenance of a 3-phase induction motor',
      description: 'Routine preventive maintenance of the cooling water pump motor.',
    })),
    async (chunk) => {
      const inserted = await db.insert(mainJobs).values(chunk).returning({ id: mainJobs.id });
      jobIds.push(...inserted.map((row) => row.id));
    },
  );
  const steps = [
    'Isolate and lock out the supply',
    'Measure insulation resistance',
    'Reassemble and test run',
  ];
  const tools = ['Padlock, tag', 'Megger 1 kV', 'Clamp meter, spanners'];
  await insertChunked(
    jobIds.flatMap((mainJobId) =>
      steps.map((operationDescription, index) => ({
        mainJobId,
        stepNumber: index + 1,
        operationDescription,
        toolsUsed: tools[index]!,
      })),
    ),
    (chunk) => db.insert(operations).values(chunk),
  );
  return daily.length;
}

const DAY_MS = 86_400_000;

async function fillBilling(db: TDb, studentIds: number[], now: Date) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await insertChunked(
    studentIds.flatMap((userId) =>
      Array.from({ length: 6 }, (_, index) => ({
        userId,
        amountTsh: 1_000 * (index + 1),
        tokens: 300 * (index + 1),
        paymentMethod: 'DIRECT' as const,
        payerType: 'own' as const,
        phoneNumber: '0712345678',
        senderName: 'Bench Student',
        status: index === 0 ? ('PENDING' as const) : ('APPROVED' as const),
        createdBy: userId,
        createdAt: daysAgo(index * 5),
      })),
    ),
    (chunk) => db.insert(paymentTransactions).values(chunk),
  );
  await insertChunked(
    studentIds.flatMap((userId) =>
      Array.from({ length: 30 }, (_, index) => ({
        userId,
        amount: index % 6 === 0 ? 300 : -10,
        kind: index % 6 === 0 ? ('purchase' as const) : ('ai_debit' as const),
        reference: `bench:${userId}:${index}`,
        createdAt: daysAgo(index),
      })),
    ),
    (chunk) => db.insert(tokenLedger).values(chunk),
  );
}

async function tokensFor(db: TDb, ids: number[], secret: string, now: Date) {
  const students: TBenchStudent[] = [];
  for (const id of ids) {
    students.push({ id, access: await benchAccessToken(db, secret, id, now) });
  }
  return students;
}

export async function seedLogbookBench(
  db: TDb,
  options: { fullStudents: number; emptyStudents: number; tokenStudents: number; secret: string },
) {
  const now = new Date();
  const start = benchPlacementStart(now);
  await setPlacementStartDate(db, start);
  const passwordHash = await hashPassword('Bench-Password-1');
  const fullIds = await insertStudents(db, 'full', options.fullStudents, passwordHash);
  const dailyCount = await fillLogbooks(db, fullIds, start);
  await fillBilling(db, fullIds, now);
  const emptyIds = await insertStudents(db, 'empty', options.emptyStudents, passwordHash);
  return {
    start,
    dailyCount,
    readers: await tokensFor(db, fullIds.slice(0, options.tokenStudents), options.secret, now),
    writers: await tokensFor(db, emptyIds, options.secret, now),
  };
}
