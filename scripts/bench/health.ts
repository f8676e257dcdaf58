// `npm run bench:health`: throughput of the liveness probe GET /api/health/live (the framework
// alone: Fastify, security headers, rate limiting, no query) and of the readiness check
// GET /api/health/ (plus a real `select 1`) against a bare node:http server that returns JSON,
// measured in one run on this machine. Rounds alternate between the three so machine noise hits
// them all; medians, the ratios to bare node (goal for the live probe: ≥ 0.5) and the server's
// RSS are printed.
import { type ChildProcess, spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { startServer } from '../lib/start-server';
import { median, memoryOf } from './harness';

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

async function main() {
  // DATABASE_URL=postgres://… measures the same stack on a real PostgreSQL server.
  const database: Record<string, string> = process.env.DATABASE_URL
    ? { DATABASE_URL: process.env.DATABASE_URL }
    : {};
  const app = await startServer({ LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000', ...database });
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`);
  const bare = await startBare();
  const targets = [
    { name: 'GET /api/health/live (no query)', url: `${app.baseURL}/api/health/live` },
    { name: 'GET /api/health/ (select 1)', url: `${app.baseURL}/api/health/` },
    { name: 'bare node:http', url: bare.url },
  ];
  try {
    for (const target of targets) await measure(target.url, 2); // warm-up: JIT, connections
    const runs = targets.map(() => [] as Awaited<ReturnType<typeof measure>>[]);
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const [index, target] of targets.entries()) runs[index]!.push(await measure(target.url));
      console.log(
        `round ${round}: ${targets.map((target, index) => `${target.name} ${runs[index]!.at(-1)?.rps.toFixed(0)}`).join(', ')} req/s`,
      );
    }
    console.log(`\n${CONNECTIONS} connections, ${ROUNDS} × ${DURATION_S} s rounds, medians`);
    const bareRps = median(runs[2]!.map((r) => r.rps));
    for (const [index, target] of targets.entries()) {
      const list = runs[index]!;
      const rps = median(list.map((r) => r.rps));
      console.log(
        `  ${target.name.padEnd(32)} ${rps.toFixed(0).padStart(6)} req/s, p50 ${median(list.map((r) => r.p50))} ms, p99 ${median(list.map((r) => r.p99))} ms  (${(rps / bareRps).toFixed(2)} × bare)`,
      );
    }
    const memory = memoryOf(app.pid);
    console.log(`  server RSS: ${memory.rss.toFixed(0)} MB (peak ${memory.peak.toFixed(0)} MB)`);
  } finally {
    bare.child.kill();
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
