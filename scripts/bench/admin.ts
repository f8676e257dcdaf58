// `npm run bench:admin`: seeds 10,000 students (profiles, programs, join dates over a year), 80,000
// daily reports, 10,000 weekly reports, 20,000 AI uses with their ledger debits and 200 staff
// actions, starts the real server on that database, and measures with autocannon (10
// connections) a staff member's user list (search + page), the 365-day token and report
// analytics and the recent activity, beside GET /api/health/ of the same run.
// Embedded PGlite by default; DATABASE_URL=postgres://… (an admin URL) measures on a fresh
// database created on that server and dropped afterwards.
import { randomBytes } from 'node:crypto';
import { PROGRAM_CODES } from '@ptlog/shared';
import type { TDb } from '../../apps/server/src/db/client';
import {
  adminUserActions,
  aiUsageLogs,
  dailyReports,
  profiles,
  tokenLedger,
  users,
  weeklyReports,
} from '../../apps/server/src/db/schema';
import { startServer } from '../lib/start-server';
import {
  benchAccessToken,
  insertChunked,
  measureScenarios,
  type TBenchScenario,
  withBenchDatabase,
} from './harness';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 10_000);
const DAILY_PER_STUDENT = 8;
const AI_USES = 20_000;
const CONNECTIONS = 10;
const ROUNDS = 3;
const DURATION_S = 5;
const DAY_MS = 86_400_000;
const SECRET = randomBytes(32).toString('hex');

function isoDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The seeded data set; answers a staff member's access token. */
async function seed(db: TDb, now: Date): Promise<string> {
  const [staff] = await db
    .insert(users)
    .values({
      email: 'staff@bench.example.tz',
      username: 'staff@bench.example.tz',
      firstName: 'Bench',
      lastName: 'Staff',
      passwordHash: '!',
      isStaff: true,
      emailVerified: true,
    })
    .returning({ id: users.id });
  const studentRows = Array.from({ length: STUDENTS }, (_, index) => ({
    email: `student${index}@bench.example.tz`,
    username: `student${index}`,
    firstName: ['Amina', 'Baraka', 'Chausiku', 'Daudi', 'Eliya'][index % 5]!,
    lastName: `Student ${index}`,
    passwordHash: '!',
    emailVerified: index % 20 !== 0,
    isActive: index % 50 !== 0,
    dateJoined: new Date(now.getTime() - (index % 365) * DAY_MS - (index % 24) * 3_600_000),
  }));
  const ids: number[] = [];
  await insertChunked(studentRows, async (chunk) => {
    const inserted = await db.insert(users).values(chunk).returning({ id: users.id });
    ids.push(...inserted.map((row) => row.id));
  });
  await insertChunked(
    ids.map((userId, index) => ({
      userId,
      phoneNumber: `07${String(10_000_000 + index).slice(-8)}`,
      studentId: `2023-04-${String(index).padStart(5, '0')}`,
      program: PROGRAM_CODES[index % PROGRAM_CODES.length]!,
      yearOfStudy: (index % 4) + 1,
      ptPhase: ['PT1', 'PT2', 'PT3'][index % 3]!,
    })),
    (chunk) => db.insert(profiles).values(chunk),
  );
  // 8 distinct dates per student within the last year (41 × k mod 365 differs for k < 9).
  const daily = ids.flatMap((studentId, index) =>
    Array.from({ length: DAILY_PER_STUDENT }, (_, k) => {
      const date = new Date(now.getTime() - ((index * 7 + k * 41) % 365) * DAY_MS);
      return {
        studentId,
        date: isoDay(date),
        weekNumber: (k % 8) + 1,
        description: 'Serviced the conveyor motor and recorded the vibration readings.',
        hoursSpent: 6 + (k % 3),
        createdAt: date,
      };
    }),
  );
  await insertChunked(daily, (chunk) => db.insert(dailyReports).values(chunk));
  await insertChunked(
    ids.map((studentId, index) => ({
      studentId,
      weekNumber: 1,
      status: (['DRAFT', 'SUBMITTED', 'APPROVED'] as const)[index % 3]!,
      createdAt: new Date(now.getTime() - (index % 365) * DAY_MS),
    })),
    (chunk) => db.insert(weeklyReports).values(chunk),
  );
  const uses = Array.from({ length: AI_USES }, (_, index) => ({
    userId: ids[(index * 7) % ids.length]!,
    at: new Date(now.getTime() - (index % 365) * DAY_MS - (index % 13) * 3_600_000),
    weekly: index % 4 !== 0,
  }));
  await insertChunked(
    uses.map((use, index) => ({
      userId: use.userId,
      contentType: use.weekly ? ('weekly' as const) : ('text' as const),
      enhancementType: use.weekly ? 'full_report' : 'text',
      usageType: 'FULLFILLED' as const,
      tokensConsumed: use.weekly ? 300 : 10,
      provider: 'local',
      model: 'bench',
      durationMs: 5,
      ledgerReference: `ai:bench-${index}`,
      createdAt: use.at,
    })),
    (chunk) => db.insert(aiUsageLogs).values(chunk),
  );
  await insertChunked(
    uses.map((use, index) => ({
      userId: use.userId,
      amount: use.weekly ? -300 : -10,
      kind: 'ai_debit' as const,
      reference: `ai:bench-${index}`,
      createdAt: use.at,
    })),
    (chunk) => db.insert(tokenLedger).values(chunk),
  );
  await db.insert(adminUserActions).values(
    Array.from({ length: 200 }, (_, index) => ({
      adminUserId: staff!.id,
      targetUserId: ids[index * 13]!,
      action: 'ACTIVATE' as const,
      reason: 'Bench',
      createdAt: new Date(now.getTime() - index * 3_600_000),
    })),
  );
  return benchAccessToken(db, SECRET, staff!.id, now);
}

function scenarios(token: string): TBenchScenario[] {
  const api = '/api/admin-dashboard/api';
  const searches = ['Amina', 'student12', '2023-04-0', 'Student 9', 'bench.example'];
  let list = 0;
  // Every request carries the staff member's token (the health check ignores it).
  const get = (path: string) => ({ path, token });
  return [
    { name: 'GET /api/health/ (baseline)', next: () => get('/api/health/') },
    {
      name: 'GET users/?search=…&page=…',
      next: () => {
        list += 1;
        const search = encodeURIComponent(searches[list % searches.length]!);
        return get(`${api}/users/?search=${search}&page=${(list % 4) + 1}`);
      },
    },
    {
      name: 'GET users/?page=… (no filter)',
      next: () => get(`${api}/users/?page=${(list++ % 20) + 1}`),
    },
    {
      name: 'GET tokens/analytics/?days=365',
      next: () => get(`${api}/tokens/analytics/?days=365`),
    },
    {
      name: 'GET reports/analytics/?days=365',
      next: () => get(`${api}/reports/analytics/?days=365`),
    },
    { name: 'GET recent-activity/', next: () => get(`${api}/recent-activity/`) },
    { name: 'GET dashboard/stats/', next: () => get(`${api}/dashboard/stats/`) },
  ];
}

async function main() {
  // BENCH_KEEP=1 keeps the seeded PostgreSQL database for EXPLAIN ANALYZE (its name is printed).
  await withBenchDatabase(
    { secret: SECRET, analyze: true },
    (db) => seed(db, new Date()),
    async ({ env, seeded: token, seedSeconds, kind }) => {
      console.log(
        `database: ${kind}; seeded ${STUDENTS} students, ${STUDENTS * DAILY_PER_STUDENT} daily reports, ${AI_USES} AI uses in ${seedSeconds.toFixed(0)} s`,
      );
      if (process.env.BENCH_SEED_ONLY === '1') return;
      const server = await startServer({ ...env, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' });
      try {
        const options = { connections: CONNECTIONS, rounds: ROUNDS, seconds: DURATION_S };
        const results = await measureScenarios(server.baseURL, scenarios(token), options);
        for (const { scenario, rps, p50, p99, versusBaseline } of results) {
          console.log(
            `  ${scenario.name.padEnd(36)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${p50} ms  p99 ${p99} ms  (${versusBaseline.toFixed(2)} × health)`,
          );
        }
      } finally {
        await server.stop();
      }
    },
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
