// `npm run bench:compare`: our log book reads side by side with the earlier product's backend,
// with one load generator (autocannon, the same settings) for both, interleaved A/B/A/B so the
// machine's noise hits both alike, and the ratio ours ÷ theirs per scenario.
//   PEER_URL=http://127.0.0.1:8000 PEER_TOKENS=tokens.txt npm run bench:compare
// PEER_TOKENS: one bearer token per line, of students whose 8 weeks hold daily and weekly
// reports on the peer (as our seed gives ours). Without PEER_URL it says so and prints our
// figures beside our liveness probe. Ours: a fresh database (PGlite, or DATABASE_URL's server).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { startServer } from '../lib/start-server';
import {
  measureScenarios,
  median,
  runScenario,
  type TBenchRun,
  type TBenchScenario,
  withBenchDatabase,
} from './harness';
import { seedLogbookBench } from './logbook-seed';

const STUDENTS = 500;
const CONNECTIONS = 50;
const ROUNDS = 3;
const DURATION_S = 5;
const SECRET = randomBytes(32).toString('hex');

/** The same reads for either side, each request by the next student's token. */
function reads(tokens: string[]): TBenchScenario[] {
  const cycling = (path: (n: number) => string) => {
    let count = 0;
    return () => {
      count += 1;
      return { path: path(count), token: tokens[count % tokens.length]! };
    };
  };
  return [
    {
      name: 'GET /api/reports/weekly/week/{n}/',
      next: cycling((n) => `/api/reports/weekly/week/${(n % 8) + 1}/`),
    },
    {
      name: 'GET /api/reports/daily/?week_number=',
      next: cycling((n) => `/api/reports/daily/?week_number=${(n % 8) + 1}`),
    },
    { name: 'GET /api/reports/weekly/', next: cycling(() => '/api/reports/weekly/') },
  ];
}

async function sideBySide(
  oursURL: string,
  ourTokens: string[],
  peerURL: string,
  peerTokens: string[],
) {
  const ours = reads(ourTokens);
  const theirs = reads(peerTokens);
  const runs = ours.map(() => ({ ours: [] as TBenchRun[], theirs: [] as TBenchRun[] }));
  for (const [index, scenario] of ours.entries()) {
    await runScenario(oursURL, scenario, CONNECTIONS, 2);
    await runScenario(peerURL, theirs[index]!, CONNECTIONS, 2);
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, scenario] of ours.entries()) {
      runs[index]!.ours.push(await runScenario(oursURL, scenario, CONNECTIONS, DURATION_S));
      runs[index]!.theirs.push(await runScenario(peerURL, theirs[index]!, CONNECTIONS, DURATION_S));
    }
  }
  console.log(
    `\n${CONNECTIONS} connections, ${ROUNDS} × ${DURATION_S} s rounds (A/B interleaved), medians`,
  );
  for (const [index, scenario] of ours.entries()) {
    const side = (list: TBenchRun[]) => ({
      rps: median(list.map((run) => run.rps)),
      p99: median(list.map((run) => run.p99)),
    });
    const a = side(runs[index]!.ours);
    const b = side(runs[index]!.theirs);
    console.log(
      `  ${scenario.name.padEnd(40)} ours ${a.rps.toFixed(0).padStart(6)} req/s p99 ${a.p99} ms | theirs ${b.rps.toFixed(0).padStart(6)} req/s p99 ${b.p99} ms | ${(a.rps / b.rps).toFixed(1)} ×`,
    );
  }
}

async function main() {
  const peerURL = process.env.PEER_URL;
  const peerTokens = process.env.PEER_TOKENS
    ? readFileSync(process.env.PEER_TOKENS, 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    : [];
  if (!peerURL || peerTokens.length === 0) {
    console.log(
      'PEER_URL and PEER_TOKENS are not both set: no earlier product to compare with; our figures only.',
    );
  }
  await withBenchDatabase(
    { secret: SECRET },
    (db) =>
      seedLogbookBench(db, {
        fullStudents: STUDENTS,
        emptyStudents: 0,
        tokenStudents: STUDENTS,
        secret: SECRET,
      }),
    async ({ env, seeded, kind }) => {
      console.log(`ours: ${kind}, ${STUDENTS} students with 8 logged weeks`);
      const server = await startServer({ ...env, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' });
      try {
        const tokens = seeded.readers.map((reader) => reader.access);
        if (peerURL && peerTokens.length > 0) {
          await sideBySide(server.baseURL, tokens, peerURL.replace(/\/+$/, ''), peerTokens);
          return;
        }
        const list = [
          { name: 'GET /api/health/live (baseline)', next: () => ({ path: '/api/health/live' }) },
          ...reads(tokens),
        ];
        const options = { connections: CONNECTIONS, rounds: ROUNDS, seconds: DURATION_S };
        for (const { scenario, rps, p50, p99, versusBaseline } of await measureScenarios(
          server.baseURL,
          list,
          options,
        )) {
          console.log(
            `  ${scenario.name.padEnd(40)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${p50} ms  p99 ${p99} ms  (${versusBaseline.toFixed(2)} × live probe)`,
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
