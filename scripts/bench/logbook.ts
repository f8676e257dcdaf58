// `npm run bench:logbook`: seeds 2,000 students with a full 8-week log book (80,000 daily
// reports), starts the real server on that database, and measures with autocannon (50
// connections) an authenticated student's GET of a weekly report, GET of a week's daily list and
// POST of a daily report, against GET /api/health/ of the same server as the in-run baseline.
// Embedded PGlite by default; DATABASE_URL=postgres://… (an admin URL) measures on a fresh
// database created on that server and dropped afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays } from '@ptlog/shared';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { startServer } from '../lib/start-server';
import { seedLogbookBench, type TBenchStudent } from './logbook-seed';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2_000);
const WRITERS = 1_000;
const TOKEN_READERS = 500;
const CONNECTIONS = 50;
const ROUNDS = 3;
const DURATION_S = 5;
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

interface TScenario {
  name: string;
  method: 'GET' | 'POST';
  /** The earlier product's backend on this 2-core machine at 50 connections (issue 4). */
  earlierRps?: number;
  next: () => { path: string; token?: string; body?: string };
}

async function run(baseURL: string, scenario: TScenario, seconds: number) {
  const result = await autocannon({
    url: baseURL,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: scenario.method,
        setupRequest: (request) => {
          const next = scenario.next();
          return {
            ...request,
            path: next.path,
            headers: {
              ...(next.token ? { authorization: `Bearer ${next.token}` } : {}),
              ...(next.body ? { 'content-type': 'application/json' } : {}),
            },
            ...(next.body ? { body: next.body } : {}),
          };
        },
      },
    ],
  });
  const bad = result.non2xx + result.errors;
  if (bad > 0)
    throw new Error(`${scenario.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

function scenarios(readers: TBenchStudent[], writers: TBenchStudent[], start: string): TScenario[] {
  let read = 0;
  let list = 0;
  let write = 0;
  // Every POST is a new (student, date): 1,000 students × 40 weekdays = 40,000 distinct reports.
  const slots = writers.flatMap((writer) =>
    Array.from({ length: 40 }, (_, index) => ({
      token: writer.access,
      date: addDays(start, Math.floor(index / 5) * 7 + (index % 5)),
    })),
  );
  for (let index = slots.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [slots[index], slots[other]] = [slots[other]!, slots[index]!];
  }
  return [
    { name: 'GET /api/health/ (baseline)', method: 'GET', next: () => ({ path: '/api/health/' }) },
    {
      name: 'GET /api/reports/weekly/week/{n}/',
      method: 'GET',
      earlierRps: 400,
      next: () => {
        read += 1;
        return {
          path: `/api/reports/weekly/week/${(read % 8) + 1}/`,
          token: readers[read % readers.length]!.access,
        };
      },
    },
    {
      name: 'GET /api/reports/daily/week/?week_number=',
      method: 'GET',
      earlierRps: 420,
      next: () => {
        list += 1;
        return {
          path: `/api/reports/daily/week/?week_number=${(list % 8) + 1}`,
          token: readers[list % readers.length]!.access,
        };
      },
    },
    {
      name: 'POST /api/reports/daily/',
      method: 'POST',
      earlierRps: 105,
      next: () => {
        const slot = slots[write % slots.length]!;
        write += 1;
        return {
          path: '/api/reports/daily/',
          token: slot.token,
          body: JSON.stringify({
            date: slot.date,
            hours_spent: 7.5,
            description: 'Replaced the bearings of the conveyor motor and tested the vibration.',
          }),
        };
      },
    },
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
    const seeded = await seedLogbookBench(database.db, {
      fullStudents: STUDENTS,
      emptyStudents: WRITERS,
      tokenStudents: TOKEN_READERS,
      secret: SECRET,
    });
    await database.close();
    console.log(
      `database: ${adminUrl ? 'PostgreSQL' : 'embedded PGlite'}; seeded ${STUDENTS} students, ${seeded.dailyCount} daily reports, ${STUDENTS * 8} weekly reports in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`,
    );

    const server = await startServer({ ...env, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' });
    try {
      const list = scenarios(seeded.readers, seeded.writers, seeded.start);
      for (const scenario of list) await run(server.baseURL, scenario, 2); // warm-up
      const runs = new Map(
        list.map((scenario) => [scenario.name, [] as Awaited<ReturnType<typeof run>>[]]),
      );
      for (let round = 1; round <= ROUNDS; round += 1) {
        for (const scenario of list)
          runs.get(scenario.name)!.push(await run(server.baseURL, scenario, DURATION_S));
      }
      const baseline = median(runs.get(list[0]!.name)!.map((entry) => entry.rps));
      console.log(
        `\n${CONNECTIONS} connections, ${ROUNDS} × ${DURATION_S} s rounds (interleaved), medians`,
      );
      for (const scenario of list) {
        const entries = runs.get(scenario.name)!;
        const rps = median(entries.map((entry) => entry.rps));
        const p99 = median(entries.map((e) => e.p99));
        const versusEarlier = scenario.earlierRps
          ? `, ${(rps / scenario.earlierRps).toFixed(1)} × earlier product (target 10 × with p99 < 25 ms: ${rps >= 10 * scenario.earlierRps && p99 < 25 ? 'met' : 'not met'})`
          : '';
        console.log(
          `  ${scenario.name.padEnd(44)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${median(entries.map((e) => e.p50))} ms  p99 ${p99} ms  (${(rps / baseline).toFixed(2)} × health${versusEarlier})`,
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (adminUrl) await adminQuery(adminUrl, `drop database if exists "${dbName}" with (force)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
