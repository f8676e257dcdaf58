// `npm run bench:logbook`: seeds 2,000 students with a full 8-week log book (80,000 daily
// reports), starts the real server on that database, and measures with autocannon (50
// connections) an authenticated student's GET of a weekly report, GET of a week's daily list,
// GET of the paged daily list and POST of a daily report, against the liveness probe
// GET /api/health/live of the same server as the in-run baseline (the framework alone). Then the
// goals of issue 21: the paged list within 0.8 × the weekly read, the reads' p99 within 2 × the
// probe's (as fast as answered, and at a fixed offered load below capacity), and the server's
// RSS. The student's other paged lists (transactions, token usage history, main jobs) are
// measured beside them and set against the weekly read, and the server (BENCH_EVENT_LOOP=1)
// reports how late its event loop ran during each run.
// Embedded PGlite by default; DATABASE_URL=postgres://… (an admin URL) measures on a fresh
// database created on that server and dropped afterwards.
import { randomBytes } from 'node:crypto';
import { startServer } from '../lib/start-server';
import {
  cpuText,
  eventLoopProbe,
  loopDelayText,
  measureScenarios,
  memoryOf,
  type TBenchScenario,
  withBenchDatabase,
} from './harness';
import { PAGED_LIST, STUDENT_LISTS, scenarios, WEEKLY_READ } from './logbook-scenarios';
import { seedLogbookBench } from './logbook-seed';
import { startCpuMeter, type TCpuPerRequest } from './process-cpu';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2_000);
const WRITERS = 1_000;
const TOKEN_READERS = 500;
const CONNECTIONS = 50;
const ROUNDS = 3;
const DURATION_S = 5;
/** The offered load of the tail measurement: ~40 % of what the weekly read serves on 2 cores. */
const TAIL_RATE = Number(process.env.BENCH_TAIL_RATE ?? 1_000);
const SECRET = randomBytes(32).toString('hex');
/** A p99 over the probe's, the probe's taken as at least 1 ms. */
const overProbe = (p99: number, probeP99: number) => p99 / Math.max(probeP99, 1);

/**
 * Each read's p99 over the live probe's, from the medians and round by round: a p99 of one 5 s
 * round rests on its ~50 slowest answers, so on a shared 2-core machine it moves a lot from one
 * round to the next, and the rounds show how much.
 */
function printTailRatios(
  live: { roundP99s: number[]; p99: number },
  reads: { scenario: TBenchScenario; roundP99s: number[]; p99: number }[],
  load: string,
) {
  for (const read of reads) {
    const tail = overProbe(read.p99, live.p99);
    const rounds = read.roundP99s
      .map((p99, round) => overProbe(p99, live.roundP99s[round] ?? 1).toFixed(2))
      .join(', ');
    console.log(
      `  ${load}: p99 of ${read.scenario.name} ÷ p99 of the live probe: ${tail.toFixed(2)} × (goal ≤ 2: ${tail <= 2 ? 'met' : 'not met'}; round by round ${rounds})`,
    );
  }
}

/** Every process's CPU time per request, all together. */
const cpuTotal = (cpu: TCpuPerRequest) => cpu.bench + cpu.server + (cpu.postgres ?? 0);

/**
 * Each read's CPU time per request in all processes (bench, server, PostgreSQL) over the live
 * probe's: on a shared 2-core machine the reads' p99 at the same offered load rises with it.
 */
function printCpuRatios(
  live: { cpu?: TCpuPerRequest },
  reads: { scenario: TBenchScenario; cpu?: TCpuPerRequest }[],
) {
  if (!live.cpu) return;
  for (const read of reads) {
    if (!read.cpu) continue;
    const ratio = cpuTotal(read.cpu) / Math.max(1, cpuTotal(live.cpu));
    console.log(
      `  CPU per request in all processes, ${read.scenario.name} ÷ the live probe: ${cpuTotal(read.cpu)} ÷ ${cpuTotal(live.cpu)} µs = ${ratio.toFixed(1)} ×`,
    );
  }
}

async function main() {
  await withBenchDatabase(
    { secret: SECRET },
    (db) =>
      seedLogbookBench(db, {
        fullStudents: STUDENTS,
        emptyStudents: WRITERS,
        tokenStudents: TOKEN_READERS,
        secret: SECRET,
      }),
    async ({ env, seeded, seedSeconds, kind }) => {
      console.log(
        `database: ${kind}; seeded ${STUDENTS} students, ${seeded.dailyCount} daily reports, ${STUDENTS * 8} weekly reports in ${seedSeconds.toFixed(0)} s`,
      );
      const server = await startServer({
        ...env,
        LOG_LEVEL: 'silent',
        RATE_LIMIT_MAX: '1000000',
        BENCH_EVENT_LOOP: '1',
      });
      try {
        const list = scenarios(seeded.readers, seeded.writers, seeded.start);
        const options = {
          connections: CONNECTIONS,
          rounds: ROUNDS,
          seconds: DURATION_S,
          loopDelay: eventLoopProbe(server),
          cpu: () => startCpuMeter(server.pid, kind === 'PostgreSQL'),
        };
        const results = await measureScenarios(server.baseURL, list, options);
        for (const result of results) {
          const { scenario, rps, p50, p99 } = result;
          const versusEarlier = scenario.earlierRps
            ? `, ${(rps / scenario.earlierRps).toFixed(1)} × earlier product (target 10 × with p99 < 25 ms: ${rps >= 10 * scenario.earlierRps && p99 < 25 ? 'met' : 'not met'})`
            : '';
          console.log(
            `  ${scenario.name.padEnd(44)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${p50} ms  p99 ${p99} ms  (${result.versusBaseline.toFixed(2)} × health${versusEarlier}${loopDelayText(result.loopDelay)}${cpuText(result.cpu)})`,
          );
        }
        const named = (name: string) => results.find((result) => result.scenario.name === name)!;
        const live = results[0]!;
        const weekly = named(WEEKLY_READ);
        const pagedList = named(PAGED_LIST);
        const listRatio = pagedList.rps / weekly.rps;
        console.log(
          `\n  paged daily list ÷ weekly read: ${listRatio.toFixed(2)} × (goal ≥ 0.8: ${listRatio >= 0.8 ? 'met' : 'not met'})`,
        );
        for (const { name } of STUDENT_LISTS) {
          const other = named(name);
          console.log(
            `  ${name} ÷ weekly read: ${(other.rps / weekly.rps).toFixed(2)} × req/s, p99 ${(other.p99 / Math.max(weekly.p99, 1)).toFixed(1)} × the weekly read's, ${overProbe(other.p99, live.p99).toFixed(1)} × the live probe's`,
          );
        }
        // As fast as answered, every connection waits its turn: a request's time is about
        // connections ÷ throughput (Little's law), so this p99 ratio follows the throughputs'.
        printTailRatios(live, [weekly, pagedList], 'as fast as answered');

        // The tail a student sees on a busy server that is not saturated: the same 50
        // connections offering a fixed load, where the probe and the reads all keep up.
        const offered = await measureScenarios(
          server.baseURL,
          [live, weekly, pagedList].map((result) => result.scenario),
          { ...options, rate: TAIL_RATE },
        );
        for (const { scenario, rps, p50, p99, loopDelay, cpu } of offered) {
          console.log(
            `  ${scenario.name.padEnd(44)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${p50} ms  p99 ${p99} ms${loopDelayText(loopDelay)}${cpuText(cpu)}`,
          );
        }
        printTailRatios(offered[0]!, offered.slice(1), `at ${TAIL_RATE} req/s offered`);
        printCpuRatios(offered[0]!, offered.slice(1));
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
