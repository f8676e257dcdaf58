// `npm run bench:profile`: where the server's CPU time goes per request at the offered load of
// bench:logbook's tail measurement. Seeds 500 students with full log books, starts the real server
// under `node --cpu-prof`, offers 1,000 req/s over 50 connections of each of the live probe, the
// weekly read and the paged daily list (interleaved 5 s rounds), and prints per request, for each,
// the server's CPU time by kind (socket writes, garbage collection, Node, each package, the server
// bundle) and the functions that spent the most. The profile file is kept (its path printed) for
// Chromium's DevTools.
// Embedded PGlite by default; DATABASE_URL=postgres://… (an admin URL) as in bench:logbook.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../lib/start-server';
import {
  monotonicUs,
  summarizeCpuProfile,
  type TCpuProfile,
  type TTimeWindow,
} from './cpu-profile';
import { runScenario, withBenchDatabase } from './harness';
import { PAGED_LIST, scenarios, WEEKLY_READ } from './logbook-scenarios';
import { seedLogbookBench } from './logbook-seed';

const RATE = Number(process.env.BENCH_TAIL_RATE ?? 1_000);
const CONNECTIONS = 50;
const ROUNDS = 3;
const DURATION_S = 5;
const SECRET = randomBytes(32).toString('hex');
const PROFILED = ['GET /api/health/live (baseline)', WEEKLY_READ, PAGED_LIST];

const us = (value: number) => `${value.toFixed(0).padStart(5)} µs`;

interface TRound extends TTimeWindow {
  requests: number;
}

async function main() {
  await withBenchDatabase(
    { secret: SECRET },
    (db) =>
      seedLogbookBench(db, {
        fullStudents: 500,
        emptyStudents: 10,
        tokenStudents: 10,
        secret: SECRET,
      }),
    async ({ env, seeded, kind }) => {
      const profileDir = mkdtempSync(join(tmpdir(), 'ptlog-profile-'));
      const server = await startServer(
        { ...env, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' },
        { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] },
      );
      const all = scenarios(seeded.readers, seeded.writers, seeded.start);
      const profiled = PROFILED.map((name) => all.find((scenario) => scenario.name === name)!);
      const windows = new Map(profiled.map((scenario) => [scenario, [] as TRound[]]));
      try {
        for (const scenario of profiled) {
          await runScenario(server.baseURL, scenario, CONNECTIONS, 2, RATE);
        }
        for (let round = 0; round < ROUNDS; round += 1) {
          for (const scenario of profiled) {
            const fromUs = monotonicUs();
            const run = await runScenario(server.baseURL, scenario, CONNECTIONS, DURATION_S, RATE);
            windows.get(scenario)!.push({
              fromUs,
              toUs: monotonicUs(),
              requests: run.rps * DURATION_S,
            });
          }
        }
      } finally {
        // The profile is written when the server exits.
        await server.stop();
      }
      const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
      if (!file) throw new Error(`the server wrote no CPU profile in ${profileDir}`);
      const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as TCpuProfile;
      console.log(
        `database: ${kind}; ${RATE} req/s offered over ${CONNECTIONS} connections, ${ROUNDS} × ${DURATION_S} s rounds each; the server's CPU time per request`,
      );
      for (const scenario of profiled) {
        printSummary(scenario.name, profile, windows.get(scenario)!);
      }
      console.log(`\nprofile: ${join(profileDir, file)}`);
    },
  );
}

/** One scenario's rounds together: the server's CPU time per request by kind and by function. */
function printSummary(name: string, profile: TCpuProfile, rounds: TRound[]) {
  const requests = rounds.reduce((sum, round) => sum + round.requests, 0);
  const { busy, kinds, functions, ours } = summarizeCpuProfile(profile, rounds, requests, 16);
  console.log(`\n${name}: ${us(busy)} per request in the server (${requests.toFixed(0)} requests)`);
  for (const { kind, us: value } of kinds.filter((entry) => entry.us >= 1)) {
    console.log(`  ${us(value)}  ${kind}`);
  }
  console.log('  the functions that spent the most themselves:');
  for (const { name: fn, us: value } of functions) console.log(`  ${us(value)}  ${fn}`);
  console.log('  our functions that spent the most with what they call:');
  for (const { name: fn, us: value } of ours) console.log(`  ${us(value)}  ${fn}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
