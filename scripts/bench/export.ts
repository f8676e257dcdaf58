// `npm run bench:export`: a full 8-week log book (5 described days, a main job and 3 operations a
// week) in a throw-away embedded database, then
//  1. the median time (warm, RUNS runs) to render one weekly PDF, one weekly DOCX and the
//     all-weeks PDF (with its cover page) from the log book data, in this process;
//  2. the same three through the real server (GET/POST of the export endpoints, HTTP included);
//  3. GET /api/health/ latency (p50, p99) on that server alone, then while 10 all-weeks PDFs are
//     being generated at all times (10 requests in flight, each replaced when it finishes).
// Targets (issue 6): weekly PDF ≤ 15 ms, DOCX ≤ 25 ms, all-weeks PDF ≤ 120 ms, health p99 < 50 ms.
// `EXPORT_WORKERS=0 npm run bench:export` renders on the server's main thread, for comparison.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TExportFormat } from '@ptlog/shared';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { profiles, users, weeklyReports } from '../../apps/server/src/db/schema';
import {
  coverOf,
  exportWeeks,
  studentInfo,
} from '../../apps/server/src/features/export/export.data';
import type { TExportDocument } from '../../apps/server/src/features/export/export.model';
import { renderExport } from '../../apps/server/src/features/export/render';
import { startServer } from '../lib/start-server';
import { seedLogbookBench } from './logbook-seed';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const CONCURRENT = 10;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const SECRET = randomBytes(32).toString('hex');

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) =>
  sorted(values)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed(runs: number, job: () => Promise<unknown>): Promise<number[]> {
  for (let warm = 0; warm < 5; warm += 1) await job();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await job();
    times.push(performance.now() - started);
  }
  return times;
}

async function seed(env: Record<string, string>) {
  const database = await openDatabase(loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' }));
  await database.migrate();
  const seeded = await seedLogbookBench(database.db, {
    fullStudents: 1,
    emptyStudents: 0,
    tokenStudents: 1,
    secret: SECRET,
  });
  const student = seeded.readers[0]!;
  await database.db.insert(profiles).values({
    userId: student.id,
    studentId: '2022-04-01234',
    program: 'ELECTRICAL',
    ptPhase: 'PT2',
    supervisorName: 'Eng. Neema Mushi',
    companyRegion: 'Dar es Salaam',
  });
  // Documents as the server builds them, for the in-process measurement.
  const [user] = await database.db.select().from(users);
  const rows = await database.db.select().from(weeklyReports).orderBy(weeklyReports.weekNumber);
  const now = new Date();
  const info = await studentInfo(database.db, user!);
  const { weeks } = await exportWeeks(database.db, user!, rows, now);
  const base = {
    college: info.college,
    student: info.student,
    code: 'K7M3Q9XD2B',
    verifyUrl: 'http://localhost:3000/verify/K7M3Q9XD2B',
    generatedAt: '18-03-2026 10:00',
  };
  const weekly: TExportDocument = { ...base, kind: 'weekly', weeks: [weeks[2]!] };
  const all: TExportDocument = {
    ...base,
    kind: 'all',
    weeks,
    cover: await coverOf(database.db, weeks, now),
  };
  await database.close();
  return { student, weeklyId: rows[2]!.id, weekly, all };
}

async function inProcess(documents: { weekly: TExportDocument; all: TExportDocument }) {
  const now = new Date();
  const render = (document: TExportDocument, format: TExportFormat) => () =>
    renderExport(document, format, now);
  console.log(`\nRendering in process (median of ${RUNS} warm runs)`);
  const rows: [string, TExportDocument, TExportFormat, number][] = [
    ['weekly PDF', documents.weekly, 'pdf', 15],
    ['weekly DOCX', documents.weekly, 'docx', 25],
    ['all-weeks PDF (cover + 8 weeks)', documents.all, 'pdf', 120],
    ['all-weeks DOCX', documents.all, 'docx', Number.NaN],
  ];
  for (const [name, document, format, target] of rows) {
    const value = median(await timed(RUNS, render(document, format)));
    const verdict = Number.isNaN(target)
      ? ''
      : `  (target ≤ ${target} ms: ${value <= target ? 'met' : 'MISSED'})`;
    console.log(`  ${name.padEnd(34)} ${ms(value).padStart(9)}${verdict}`);
  }
}

async function fetchOk(url: string, init: RequestInit) {
  const response = await fetch(url, init);
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${Buffer.from(body).toString()}`);
  return body.byteLength;
}

async function healthLatencies(baseURL: string, seconds: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    await fetchOk(`${baseURL}/api/health/`, {});
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return times;
}

async function throughServer(
  baseURL: string,
  seeded: Awaited<ReturnType<typeof seed>>,
): Promise<void> {
  const auth = { authorization: `Bearer ${seeded.student.access}` };
  const weeklyPdf = () =>
    fetchOk(`${baseURL}/api/export/weekly/${seeded.weeklyId}/pdf/`, { headers: auth });
  const weeklyDocx = () =>
    fetchOk(`${baseURL}/api/export/weekly/${seeded.weeklyId}/docx/`, { headers: auth });
  const allPdf = () =>
    fetchOk(`${baseURL}/api/export/all-weekly-reports/pdf/`, { method: 'POST', headers: auth });
  console.log(`\nThrough the real server (HTTP request, median of ${RUNS} warm runs)`);
  for (const [name, job] of [
    ['GET weekly PDF', weeklyPdf],
    ['GET weekly DOCX', weeklyDocx],
    ['POST all-weeks PDF', allPdf],
  ] as const) {
    console.log(`  ${name.padEnd(34)} ${ms(median(await timed(RUNS, job))).padStart(9)}`);
  }

  const idle = await healthLatencies(baseURL, 3);
  let running = true;
  let made = 0;
  const exporters = Array.from({ length: CONCURRENT }, async () => {
    while (running) {
      await allPdf();
      made += 1;
    }
  });
  const loaded = await healthLatencies(baseURL, LOAD_SECONDS);
  running = false;
  await Promise.all(exporters);
  console.log('\nGET /api/health/ latency');
  console.log(
    `  server idle                        p50 ${ms(median(idle))}, p99 ${ms(percentile(idle, 99))} (${idle.length} requests)`,
  );
  const p99 = percentile(loaded, 99);
  console.log(
    `  ${CONCURRENT} all-weeks PDFs in flight       p50 ${ms(median(loaded))}, p99 ${ms(p99)} (${loaded.length} requests; ${made} PDFs made in ${LOAD_SECONDS} s)  (target < 50 ms: ${p99 < 50 ? 'met' : 'MISSED'})`,
  );
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ptlog-bench-export-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', APP_SECRET: SECRET, SEED_DEMO: '0' };
  try {
    const seeded = await seed(env);
    console.log(
      'database: embedded PGlite; 1 student, 8 weeks × 5 days, 8 main jobs × 3 operations',
    );
    await inProcess(seeded);
    const server = await startServer({ ...env, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' });
    try {
      await throughServer(server.baseURL, seeded);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
