// What the server benchmarks share: a throw-away database to seed, signed-in tokens for seeded
// users, and interleaved autocannon rounds summarised as medians.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, type TDb } from '../../apps/server/src/db/client';
import { signAccessToken } from '../../apps/server/src/features/auth/access-token';
import { createSession } from '../../apps/server/src/features/auth/sessions.repository';
import { runPaced } from './paced-load';
import type { TCpuPerRequest } from './process-cpu';
import type { TBenchRun, TBenchScenario } from './scenario';

const CHUNK = 2_000;

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Inserts `rows` CHUNK at a time (one statement holds at most 65,535 parameters). */
export async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let index = 0; index < rows.length; index += CHUNK) {
    await insert(rows.slice(index, index + CHUNK));
  }
}

/** An access token of a new session of the user, as a sign-in would make. */
export async function benchAccessToken(db: TDb, secret: string, userId: number, now: Date) {
  const device = {
    userAgent: 'bench',
    platform: '',
    locale: '',
    timezone: '',
    screen: '',
    fingerprint: '',
  };
  const { sessionId } = await createSession(db, { userId, device, ip: '127.0.0.1', now });
  return signAccessToken(secret, { userId, sessionId }, now);
}

export async function adminQuery(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface TBenchDatabase<TSeeded> {
  /** The server environment of that database (data dir, URL, secret, no demo seed). */
  env: Record<string, string>;
  seeded: TSeeded;
  seedSeconds: number;
  /** 'PostgreSQL' or 'embedded PGlite'. */
  kind: string;
}

/**
 * Embedded PGlite by default; with DATABASE_URL=postgres://… (an admin URL) a fresh database on
 * that server, dropped afterwards (kept, its name printed, with BENCH_KEEP=1). Migrates and seeds
 * it, then hands it to `use` while it is closed, so a started server can open it.
 */
export async function withBenchDatabase<TSeeded>(
  options: { secret: string; analyze?: boolean },
  seed: (db: TDb) => Promise<TSeeded>,
  use: (database: TBenchDatabase<TSeeded>) => Promise<void>,
) {
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
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    APP_SECRET: options.secret,
    SEED_DEMO: '0',
  };
  try {
    const seedStarted = performance.now();
    const database = await openDatabase(
      loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' }),
    );
    await database.migrate();
    const seeded = await seed(database.db);
    if (adminUrl && options.analyze) await adminQuery(databaseUrl, 'analyze');
    await database.close();
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    await use({ env, seeded, seedSeconds, kind: adminUrl ? 'PostgreSQL' : 'embedded PGlite' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (adminUrl && process.env.BENCH_KEEP === '1') console.log(`kept database ${dbName}`);
    else if (adminUrl) {
      await adminQuery(adminUrl, `drop database if exists "${dbName}" with (force)`);
    }
  }
}

export type { TBenchRun, TBenchScenario } from './scenario';

/** How late the server's event loop ran during one run, in ms (see event-loop-report.ts). */
export interface TLoopDelay {
  p50: number;
  p99: number;
  max: number;
  /** Each request's own time in the server (first hook to answer), in ms. */
  request?: { p50: number; p99: number; max: number };
}

/** How long eventLoopProbe waits for the server's answer. */
const PROBE_WAIT_MS = 30_000;

/**
 * Reads the event-loop delay of a server started with BENCH_EVENT_LOOP=1 since the previous read:
 * signals it (SIGUSR2) and waits for the JSON line it prints. The wait is long (PROBE_WAIT_MS): on a loaded
 * 2-core machine the answer has taken more than 5 s, and a slow answer is itself worth printing.
 */
export function eventLoopProbe(server: { pid: number; output: () => string }) {
  return async (): Promise<TLoopDelay> => {
    const seen = server.output().length;
    process.kill(server.pid, 'SIGUSR2');
    for (let waited = 0; waited < PROBE_WAIT_MS; waited += 20) {
      const line = /^\{"eventLoopDelayMs":.*\}$/m.exec(server.output().slice(seen));
      if (line) {
        if (waited > 1_000) console.log(`(the server answered the loop probe after ${waited} ms)`);
        const report = JSON.parse(line[0]) as {
          eventLoopDelayMs: TLoopDelay;
          requestMs?: TLoopDelay['request'];
        };
        return { ...report.eventLoopDelayMs, request: report.requestMs };
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the server did not report its event-loop delay (BENCH_EVENT_LOOP=1?)');
  };
}

/**
 * Runs one scenario for `seconds` over `connections`: as fast as the server answers (a closed
 * loop with autocannon: each connection sends its next request when the last is answered), or
 * with `rate` at that many requests per second in all, evenly spaced (an offered load below
 * capacity, paced-load.ts).
 */
export async function runScenario(
  baseURL: string,
  scenario: TBenchScenario,
  connections: number,
  seconds: number,
  rate?: number,
): Promise<TBenchRun> {
  if (rate) return runPaced(baseURL, scenario, connections, seconds, rate);
  const result = await autocannon({
    url: baseURL,
    connections,
    duration: seconds,
    requests: [
      {
        method: scenario.method ?? 'GET',
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
  if (bad > 0) {
    throw new Error(`${scenario.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * Each scenario warmed up for 2 s, then `rounds` rounds of `seconds` each, interleaved so machine
 * noise hits them all; answers each scenario's medians and their ratio to the first (a baseline).
 */
export async function measureScenarios<TScenario extends TBenchScenario>(
  baseURL: string,
  list: TScenario[],
  options: {
    connections: number;
    rounds: number;
    seconds: number;
    /** Requests per second in all (an offered load); without it, as fast as answered. */
    rate?: number;
    /** The server's event-loop delay since the previous call (eventLoopProbe), if it reports it. */
    loopDelay?: () => Promise<TLoopDelay>;
    /** Starts measuring CPU time per request of the run that follows (process-cpu.ts). */
    cpu?: () => (requests: number) => TCpuPerRequest;
  },
) {
  const { connections, rounds, seconds, rate, loopDelay, cpu } = options;
  for (const scenario of list) await runScenario(baseURL, scenario, connections, 2, rate);
  const runs = new Map(list.map((scenario) => [scenario, [] as TBenchRun[]]));
  const delays = new Map(list.map((scenario) => [scenario, [] as TLoopDelay[]]));
  const cpuUse = new Map(list.map((scenario) => [scenario, [] as TCpuPerRequest[]]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const scenario of list) {
      await loopDelay?.();
      const cpuSince = cpu?.();
      const run = await runScenario(baseURL, scenario, connections, seconds, rate);
      if (cpuSince) cpuUse.get(scenario)!.push(cpuSince(run.rps * seconds));
      runs.get(scenario)!.push(run);
      if (loopDelay) delays.get(scenario)!.push(await loopDelay());
    }
  }
  const load = rate ? `at ${rate} req/s offered` : 'as fast as answered';
  console.log(
    `\n${connections} connections ${load}, ${rounds} × ${seconds} s rounds (interleaved), medians`,
  );
  const medians = list.map((scenario) => {
    const entries = runs.get(scenario)!;
    const loop = delays.get(scenario)!;
    const used = cpuUse.get(scenario)!;
    return {
      scenario,
      rps: median(entries.map((entry) => entry.rps)),
      p50: median(entries.map((entry) => entry.p50)),
      p99: median(entries.map((entry) => entry.p99)),
      /** Each round's p99, in round order, for ratios taken round by round. */
      roundP99s: entries.map((entry) => entry.p99),
      loopDelay: loop.length > 0 ? medianDelay(loop) : undefined,
      cpu: used.length > 0 ? medianCpu(used) : undefined,
    };
  });
  const baseline = medians[0]!.rps;
  return medians.map((entry) => ({ ...entry, versusBaseline: entry.rps / baseline }));
}

function medianCpu(runs: TCpuPerRequest[]): TCpuPerRequest {
  const postgres = runs.flatMap((run) => (run.postgres === undefined ? [] : [run.postgres]));
  return {
    bench: median(runs.map((run) => run.bench)),
    server: median(runs.map((run) => run.server)),
    postgres: postgres.length > 0 ? median(postgres) : undefined,
  };
}

/** ", CPU per request: bench … / server … / PostgreSQL … µs" for a result that measured it. */
export function cpuText(cpu: TCpuPerRequest | undefined): string {
  if (!cpu) return '';
  const postgres = cpu.postgres === undefined ? '' : ` / PostgreSQL ${cpu.postgres}`;
  return `, CPU per request: bench ${cpu.bench} / server ${cpu.server}${postgres} µs`;
}

function medianDelay(runs: TLoopDelay[]): TLoopDelay {
  const requests = runs.flatMap((run) => (run.request ? [run.request] : []));
  return {
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    max: median(runs.map((run) => run.max)),
    request:
      requests.length > 0
        ? {
            p50: median(requests.map((request) => request.p50)),
            p99: median(requests.map((request) => request.p99)),
            max: median(requests.map((request) => request.max)),
          }
        : undefined,
  };
}

/**
 * ", event loop late p50/p99/max … ms, in the server p50/p99/max … ms" for a result that has the
 * server's report.
 */
export function loopDelayText(delay: TLoopDelay | undefined): string {
  if (!delay) return '';
  const loop = `, event loop late p50 ${delay.p50} / p99 ${delay.p99} / max ${delay.max} ms`;
  const own = delay.request;
  return own ? `${loop}, in the server p50 ${own.p50} / p99 ${own.p99} / max ${own.max} ms` : loop;
}

/** VmRSS and VmHWM (the peak) of a process, in MB, from /proc. */
export function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}
