// `npm run bench:health`: throughput of GET /api/health/ (full stack: Fastify, security headers,
// rate limiting, a real `select 1` on the embedded database) against a bare node:http server that
// returns the same JSON, measured in one run on this machine. Rounds alternate between the two
// so machine noise hits both; medians and the ratio are printed.
import { type ChildProcess, spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { startServer } from '../lib/start-server';

const ROUNDS = 3;
const DURATION_S = 5;
const CONNECTIONS = 10;

const BARE_SERVER = `
const http = require('node:http');
const body = JSON.stringify({ status: 'ok', database: 'ok' });
http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(0, '127.0.0.1', function () { console.log('PORT=' + this.address().port); });
`;

async function startBare(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const port = /PORT=(\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve(port);
    });
  });
  return { url: `http://127.0.0.1:${port}/api/health/`, child };
}

async function measure(url: string, seconds = DURATION_S) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main() {
  // DATABASE_URL=postgres://… measures the same stack on a real PostgreSQL server.
  const database: Record<string, string> = process.env.DATABASE_URL
    ? { DATABASE_URL: process.env.DATABASE_URL }
    : {};
  const app = await startServer({ LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000', ...database });
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`);
  const bare = await startBare();
  const appUrl = `${app.baseURL}/api/health/`;
  try {
    await measure(appUrl, 2); // warm-up: JIT, database connection
    await measure(bare.url, 2);
    const appRuns: Awaited<ReturnType<typeof measure>>[] = [];
    const bareRuns: Awaited<ReturnType<typeof measure>>[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      appRuns.push(await measure(appUrl));
      bareRuns.push(await measure(bare.url));
      console.log(
        `round ${round}: app ${appRuns.at(-1)?.rps.toFixed(0)} req/s, bare ${bareRuns.at(-1)?.rps.toFixed(0)} req/s`,
      );
    }
    const appRps = median(appRuns.map((r) => r.rps));
    const bareRps = median(bareRuns.map((r) => r.rps));
    console.log(
      `\nGET /api/health/ — ${CONNECTIONS} connections, ${ROUNDS} × ${DURATION_S} s rounds, medians`,
    );
    console.log(
      `  PT Logbook server : ${appRps.toFixed(0)} req/s, p50 ${median(appRuns.map((r) => r.p50))} ms, p99 ${median(appRuns.map((r) => r.p99))} ms`,
    );
    console.log(
      `  bare node:http    : ${bareRps.toFixed(0)} req/s, p50 ${median(bareRuns.map((r) => r.p50))} ms, p99 ${median(bareRuns.map((r) => r.p99))} ms`,
    );
    console.log(`  ratio app / bare  : ${(appRps / bareRps).toFixed(2)}`);
  } finally {
    bare.child.kill();
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
