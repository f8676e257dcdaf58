// `npm run bench:admin`: seeds 10,000 students (profiles, programs, join dates over a year), 80,000
// daily reports, 10,000 weekly reports, 20,000 AI uses with their ledger debits, 200 staff
// actions, 20,000 payment transactions, 2,000 feedback messages, 200 campaigns, 200 resources,
// 500 companies and 2,000 each of token usage records and system metrics, starts the real server on that database, and measures with autocannon (10
// connections) a staff member's user list (search + page), the 365-day token and report
// analytics, the recent activity and every staff paged list (each read with its count in one
// statement), beside GET /api/health/ and GET /api/health/live of the same run, then the staff's
// whole-list exports (staff-exports.ts: users as CSV and .xlsx, transactions as .xlsx), with the
// server's RSS and (BENCH_EVENT_LOOP=1) how late its event loop ran during each run.
// Embedded PGlite by default; DATABASE_URL=postgres://… (an admin URL) measures on a fresh
// database created on that server and dropped afterwards.
import { randomBytes } from 'node:crypto';
import { PROGRAM_CODES } from '@ptlog/shared';
import { inArray } from 'drizzle-orm';
import type { TDb } from '../../apps/server/src/db/client';
import {
  adminTokenUsage,
  adminUserActions,
  aiUsageLogs,
  companies,
  dailyReports,
  emailCampaigns,
  feedback,
  paymentTransactions,
  profiles,
  resources,
  systemMetrics,
  tokenLedger,
  users,
  weeklyReports,
} from '../../apps/server/src/db/schema';
import { startServer } from '../lib/start-server';
import {
  benchAccessToken,
  cpuText,
  eventLoopProbe,
  insertChunked,
  loopDelayText,
  measureScenarios,
  memoryOf,
  type TBenchScenario,
  withBenchDatabase,
} from './harness';
import { startCpuMeter } from './process-cpu';
import { measureStaffExports } from './staff-exports';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 10_000);
const DAILY_PER_STUDENT = 8;
const AI_USES = 20_000;
const TRANSACTIONS = 20_000;
const FEEDBACK = 2_000;
const CAMPAIGNS = 200;
const RESOURCES = 200;
const COMPANIES = 500;
/** Of each kind the Records screen lists (token usage notes, system metrics). */
const RECORDS = 2_000;
/** The system metrics' names, in turn. */
const METRIC_NAMES = ['disk_used', 'active_students', 'ai_calls', 'backup_minutes'];
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
      targetUserId: ids[(index * 13) % ids.length]!,
      action: 'ACTIVATE' as const,
      reason: 'Bench',
      createdAt: new Date(now.getTime() - index * 3_600_000),
    })),
  );
  await seedStaffLists(db, staff!.id, ids, now);
  return benchAccessToken(db, SECRET, staff!.id, now);
}

/**
 * The rows of the staff's paged lists: transactions, feedback, campaigns, resources, records,
 * companies.
 */
async function seedStaffLists(db: TDb, staffId: number, ids: number[], now: Date) {
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  await insertChunked(
    Array.from({ length: TRANSACTIONS }, (_, index) => ({
      userId: ids[(index * 3) % ids.length]!,
      amountTsh: 1_000 * ((index % 5) + 1),
      tokens: 300 * ((index % 5) + 1),
      paymentMethod: index % 4 === 0 ? ('WAKALA' as const) : ('DIRECT' as const),
      payerType: index % 4 === 0 ? ('wakala' as const) : ('own' as const),
      phoneNumber: `07${String(20_000_000 + index).slice(-8)}`,
      senderName: `Sender ${index}`,
      status: (['PENDING', 'APPROVED', 'APPROVED', 'REJECTED'] as const)[index % 4]!,
      // Every payment has an SMS ID; every other pending one retries the ID rejected 3 rows on.
      transactionCode:
        index % 8 === 0 ? `RJ ${index + 3}` : `${index % 4 === 3 ? 'RJ' : 'TX'} ${index}`,
      ...(index % 4 === 3
        ? {
            confirmedBy: staffId,
            confirmedAt: hoursAgo(index % 8_760),
            rejectionReason: 'No such payment',
          }
        : {}),
      createdBy: ids[(index * 3) % ids.length]!,
      createdAt: hoursAgo(index % 8_760),
    })),
    (chunk) => db.insert(paymentTransactions).values(chunk),
  );
  await insertChunked(
    Array.from({ length: FEEDBACK }, (_, index) => ({
      userId: ids[index % ids.length]!,
      type: (['bug', 'feature', 'improvement', 'other'] as const)[index % 4]!,
      subject: `Feedback ${index}`,
      message: 'The weekly page could show the hours of each day beside the date.',
      handled: index % 3 === 0,
      createdAt: hoursAgo(index),
    })),
    (chunk) => db.insert(feedback).values(chunk),
  );
  await db.insert(emailCampaigns).values(
    Array.from({ length: CAMPAIGNS }, (_, index) => ({
      source: 'all_users' as const,
      subject: `Reminder ${index}`,
      body: 'Please submit your weekly report before Friday.',
      createdBy: staffId,
      queuedCount: STUDENTS,
      sentCount: STUDENTS,
      createdAt: hoursAgo(index * 24),
    })),
  );
  await db.insert(resources).values(
    Array.from({ length: RESOURCES }, (_, index) => ({
      title: `Guide ${index}`,
      department: index % 2 === 0 ? '' : 'CIVIL',
      reportType: 'guideline' as const,
      fileKind: 'pdf' as const,
      storedName: `bench-${index}.pdf`,
      fileSize: 10_000,
      uploadedBy: staffId,
      createdAt: hoursAgo(index * 24),
    })),
  );
  await insertChunked(
    Array.from({ length: RECORDS }, (_, index) => ({
      userId: ids[(index * 7) % ids.length]!,
      tokensUsed: 100 * ((index % 9) + 1),
      usageType: (['FULLFILLED', 'PARTIAL', 'EMPTY'] as const)[index % 3]!,
      description: `Checked the enhancement of week ${(index % 8) + 1}`,
      createdBy: staffId,
      createdAt: hoursAgo(index),
    })),
    (chunk) => db.insert(adminTokenUsage).values(chunk),
  );
  await insertChunked(
    Array.from({ length: RECORDS }, (_, index) => ({
      metricName: METRIC_NAMES[index % METRIC_NAMES.length]!,
      metricValue: index * 1.5,
      unit: 'GB',
      recordedAt: hoursAgo(index),
      createdBy: staffId,
    })),
    (chunk) => db.insert(systemMetrics).values(chunk),
  );
  const companyIds: number[] = [];
  await insertChunked(
    Array.from({ length: COMPANIES }, (_, index) => ({
      name: `Company ${index}`,
      nameKey: `company ${index}`,
      region: 'Dodoma',
    })),
    async (chunk) => {
      const inserted = await db.insert(companies).values(chunk).returning({ id: companies.id });
      companyIds.push(...inserted.map((row) => row.id));
    },
  );
  // Every student placed at one of the companies (20 a company).
  for (const [index, companyId] of companyIds.entries()) {
    const placed = ids.filter((_, position) => position % COMPANIES === index);
    await db.update(profiles).set({ companyId }).where(inArray(profiles.userId, placed));
  }
}

/** The staff's paged lists, each read with its count in one statement. */
const STAFF_LISTS = [
  { name: 'GET staff/transactions/ (paged)', path: '/api/billing/staff/transactions/' },
  {
    name: 'GET staff/transactions/?status=PENDING',
    path: '/api/billing/staff/transactions/?status=PENDING',
  },
  { name: 'GET staff/user_balances/ (paged)', path: '/api/billing/staff/user_balances/' },
  { name: 'GET feedback/ (paged)', path: '/api/admin-dashboard/api/feedback/' },
  { name: 'GET email-campaigns/ (paged)', path: '/api/admin-dashboard/api/email-campaigns/' },
  { name: 'GET user-actions/ (paged)', path: '/api/admin-dashboard/api/user-actions/' },
  { name: 'GET /api/reports/ resources (paged)', path: '/api/reports/' },
  { name: 'GET /api/companies/ (paged)', path: '/api/companies/' },
  { name: 'GET token-usage/ (paged)', path: '/api/admin-dashboard/api/token-usage/' },
  {
    name: 'GET system-metrics/?metric_name=',
    path: '/api/admin-dashboard/api/system-metrics/?metric_name=disk_used',
  },
];

function scenarios(token: string): TBenchScenario[] {
  const api = '/api/admin-dashboard/api';
  const searches = ['Amina', 'student12', '2023-04-0', 'Student 9', 'bench.example'];
  // A name, a sender, a phone in another spelling and a mobile-money transaction ID.
  const transactionSearches = ['Baraka', 'Sender 12', '255720001', 'CI47HT9XQ2'];
  let list = 0;
  // Every request carries the staff member's token (the health check ignores it).
  const get = (path: string) => ({ path, token });
  return [
    { name: 'GET /api/health/ (baseline)', next: () => get('/api/health/') },
    { name: 'GET /api/health/live', next: () => get('/api/health/live') },
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
      // The sorts that work out each user's log book (last entry, weeks handed in) and sort.
      name: 'GET users/?ordering=…&page=…',
      next: () => {
        list += 1;
        const ordering = ['-last_entry', 'weeks', 'name'][list % 3]!;
        return get(`${api}/users/?ordering=${ordering}&page=${(list % 4) + 1}`);
      },
    },
    {
      name: 'GET users/?no_entry_days=7&search=…',
      next: () => {
        list += 1;
        const search = encodeURIComponent(['Amina', 'student 12 amina'][list % 2]!);
        return get(`${api}/users/?no_entry_days=7&search=${search}`);
      },
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
    {
      name: 'GET staff/transactions/?search=…',
      next: () => {
        list += 1;
        const search = encodeURIComponent(transactionSearches[list % transactionSearches.length]!);
        return get(`/api/billing/staff/transactions/?search=${search}&page=${(list % 2) + 1}`);
      },
    },
    ...STAFF_LISTS.map(({ name, path }) => {
      let read = 0;
      return {
        name,
        next: () => {
          read += 1;
          // Pages 1 to 3 in turn: the first page and two offsets.
          const join = path.includes('?') ? '&' : '?';
          return get(`${path}${join}page=${(read % 3) + 1}`);
        },
      };
    }),
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
      const server = await startServer({
        ...env,
        LOG_LEVEL: 'silent',
        RATE_LIMIT_MAX: '1000000',
        BENCH_EVENT_LOOP: '1',
      });
      try {
        const options = {
          connections: CONNECTIONS,
          rounds: ROUNDS,
          seconds: DURATION_S,
          loopDelay: eventLoopProbe(server),
          cpu: () => startCpuMeter(server.pid, kind === 'PostgreSQL'),
        };
        // BENCH_ONLY=users measures only the scenarios whose name matches (and the baselines).
        const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
        const chosen = scenarios(token).filter(
          ({ name }) => !only || name.startsWith('GET /api/health') || only.test(name),
        );
        const results = await measureScenarios(server.baseURL, chosen, options);
        const live = results.find((result) => result.scenario.name === 'GET /api/health/live')!;
        for (const { scenario, rps, p50, p99, versusBaseline, loopDelay, cpu } of results) {
          const tail = (p99 / Math.max(live.p99, 1)).toFixed(1);
          console.log(
            `  ${scenario.name.padEnd(40)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${p50} ms  p99 ${p99} ms  (${versusBaseline.toFixed(2)} × health, ${(rps / live.rps).toFixed(2)} × live, p99 ${tail} × live's${loopDelayText(loopDelay)}${cpuText(cpu)})`,
          );
        }
        if (!only || only.test('export')) {
          await measureStaffExports(
            server.baseURL,
            token,
            `${STUDENTS} students, ${TRANSACTIONS} transactions`,
          );
        }
        const memory = memoryOf(server.pid);
        console.log(
          `  server RSS after the run: ${memory.rss.toFixed(0)} MB (peak ${memory.peak.toFixed(0)} MB)`,
        );
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
