// `npm run bench:admin`: seeds 10,000 students (profiles, programs, join dates over a year), 80,000
// daily reports, 10,000 weekly reports, 20,000 AI uses with their ledger debits and 200 staff
// actions, starts the real server on that database, and measures with autocannon (10
// connections) a staff member's user list (search + page), the 365-day token and report
// analytics and the recent activity, beside GET /api/health/ of the same run.
// Embedded PGlite by default; DATABASE_URL=postgres://… (an admin URL) measures on a fresh
// database created on that server and dropped afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROGRAM_CODES } from '@ptlog/shared';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, type TDb } from '../../apps/server/src/db/client';
import {
  adminUserActions,
  aiUsageLogs,
  dailyReports,
  profiles,
  tokenLedger,
  users,
  weeklyReports,
} from '../../apps/server/src/db/schema';
import { signAccessToken } from '../../apps/server/src/features/auth/access-token';
import { createSession } from '../../apps/server/src/features/auth/sessions.repository';
import { startServer } from '../lib/start-server';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 10_000);
const DAILY_PER_STUDENT = 8;
const AI_USES = 20_000;
const CONNECTIONS = 10;
const ROUNDS = 3;
const DURATION_S = 5;
const CHUNK = 2_000;
const DAY_MS = 86_400_000;
const SECRET = randomBytes(32).toString('hex');

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function adminQuery(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let index = 0; index < rows.length; index += CHUNK) {
    await insert(rows.slice(index, index + CHUNK));
  }
}

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
  const device = {
    userAgent: 'bench',
    platform: '',
    locale: '',
    timezone: '',
    screen: '',
    fingerprint: '',
  };
  const { sessionId } = await createSession(db, {
    userId: staff!.id,
    device,
    ip: '127.0.0.1',
    now,
  });
  return signAccessToken(SECRET, { userId: staff!.id, sessionId }, now);
}

interface TScenario {
  name: string;
  next: () => string;
}

async function run(baseURL: string, token: string, scenario: TScenario, seconds: number) {
  const result = await autocannon({
    url: baseURL,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: scenario.next(),
          headers: { authorization: `Bearer ${token}` },
        }),
      },
    ],
  });
  const bad = result.non2xx + result.errors;
  if (bad > 0) {
    throw new Error(`${scenario.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

function scenarios(): TScenario[] {
  const api = '/api/admin-dashboard/api';
  const searches = ['Amina', 'student12', '2023-04-0', 'Student 9', 'bench.example'];
  let list = 0;
  return [
    { name: 'GET /api/health/ (baseline)', next: () => '/api/health/' },
    {
      name: 'GET users/?search=…&page=…',
      next: () => {
        list += 1;
        const search = encodeURIComponent(searches[list % searches.length]!);
        return `${api}/users/?search=${search}&page=${(list % 4) + 1}`;
      },
    },
    {
      name: 'GET users/?page=… (no filter)',
      next: () => `${api}/users/?page=${(list++ % 20) + 1}`,
    },
    { name: 'GET tokens/analytics/?days=365', next: () => `${api}/tokens/analytics/?days=365` },
    { name: 'GET reports/analytics/?days=365', next: () => `${api}/reports/analytics/?days=365` },
    { name: 'GET recent-activity/', next: () => `${api}/recent-activity/` },
    { name: 'GET dashboard/stats/', next: () => `${api}/dashboard/stats/` },
  ];
}

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'ptlog-bench-'));
  let databaseUrl = '';
  const dbName = `ptlog_bench_${randomBytes(4).toString('hex')}`;
  if (adminUrl) {
    await adminQuery(adminUrl, `create database "${dbName}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, APP_SECRET: SECRET, SEED_DEMO: '0' };
  try {
    const seedStarted = performance.now();
    const database = await openDatabase(
      loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' }),
    );
    await database.migrate();
    const token = await seed(database.db, new Date());
    if (adminUrl) await adminQuery(databaseUrl, 'analyze');
    await database.close();
    console.log(
      `database: ${adminUrl ? 'PostgreSQL' : 'embedded PGlite'}; seeded ${STUDENTS} students, ${STUDENTS * DAILY_PER_STUDENT} daily reports, ${AI_USES} AI uses in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`,
    );
    if (process.env.BENCH_SEED_ONLY === '1') return;
    const server = await startServer({ ...env, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' });
    try {
      const list = scenarios();
      for (const scenario of list) await run(server.baseURL, token, scenario, 2); // warm-up
      const runs = new Map(
        list.map((scenario) => [scenario.name, [] as Awaited<ReturnType<typeof run>>[]]),
      );
      for (let round = 1; round <= ROUNDS; round += 1) {
        for (const scenario of list) {
          runs.get(scenario.name)!.push(await run(server.baseURL, token, scenario, DURATION_S));
        }
      }
      console.log(
        `\n${CONNECTIONS} connections, ${ROUNDS} × ${DURATION_S} s rounds (interleaved), medians`,
      );
      const baseline = median(runs.get(list[0]!.name)!.map((entry) => entry.rps));
      for (const scenario of list) {
        const entries = runs.get(scenario.name)!;
        const rps = median(entries.map((entry) => entry.rps));
        console.log(
          `  ${scenario.name.padEnd(36)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${median(entries.map((e) => e.p50))} ms  p99 ${median(entries.map((e) => e.p99))} ms  (${(rps / baseline).toFixed(2)} × health)`,
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    // BENCH_KEEP=1 keeps the seeded database for EXPLAIN ANALYZE (its name is printed).
    if (adminUrl && process.env.BENCH_KEEP === '1') console.log(`kept database ${dbName}`);
    else if (adminUrl) {
      await adminQuery(adminUrl, `drop database if exists "${dbName}" with (force)`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
