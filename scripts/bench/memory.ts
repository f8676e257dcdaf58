// `npm run bench:memory`: the resident memory (RSS, from /proc) of one server process, idle after
// start, after a mixed run of 10,000 requests that includes 50 PDF/DOCX exports, and once what
// that run loaded has been released again (export workers stop after a minute idle). On the
// embedded PGlite database (a fresh DATA_DIR, as a first install) and, with DATABASE_URL=postgres://…
// (an admin URL), on a fresh database of that server. Goal (issue 21): ≤ 250 MB.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { startServer } from '../lib/start-server';
import { adminQuery, memoryOf } from './harness';

const REQUESTS = 10_000;
const EXPORTS = 50;
const CONNECTIONS = 10;
const GOAL_MB = 250;
const RELEASE_WAIT_MS = 70_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signIn(baseURL: string) {
  const response = await fetch(`${baseURL}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'student@ptlogbook.test', password: 'Student123!' }),
  });
  if (!response.ok) throw new Error(`demo login failed: ${response.status}`);
  const { access } = (await response.json()) as { access: string };
  // The demo student has logged week 1; its log book page is what the exports print.
  const week = await fetch(`${baseURL}/api/reports/weekly/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: JSON.stringify({ week_number: 1, summary: 'Cable installation and testing.' }),
  });
  if (week.status !== 201) throw new Error(`weekly report: ${week.status} ${await week.text()}`);
  return access;
}

/** The student's own reads a session makes most (log book, lists, dashboard, balance). */
const READS = [
  '/api/reports/weekly/week/1/',
  '/api/reports/daily/?week_number=1',
  '/api/reports/weekly/',
  '/api/billing/dashboard/dashboard_data/',
  '/api/billing/balance/my_balance/',
  '/api/health/live',
];

async function mixedRun(baseURL: string, token: string) {
  const authorization = `Bearer ${token}`;
  let index = 0;
  const result = await autocannon({
    url: baseURL,
    connections: CONNECTIONS,
    amount: REQUESTS - EXPORTS,
    requests: [
      {
        setupRequest: (request) => {
          index += 1;
          return { ...request, path: READS[index % READS.length]!, headers: { authorization } };
        },
      },
    ],
  });
  // Exports run beside the reads' aftermath, a few at a time as students press Export.
  let exportFailures = 0;
  for (let batch = 0; batch < EXPORTS / 5; batch += 1) {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, k) =>
        fetch(
          `${baseURL}/api/reports/weekly/week/1/download/${(batch + k) % 2 ? 'docx' : 'pdf'}/`,
          { headers: { authorization } },
        ).then(async (response) => {
          await response.arrayBuffer();
          return response.ok;
        }),
      ),
    );
    exportFailures += answers.filter((ok) => !ok).length;
  }
  return { non2xx: result.non2xx + result.errors, exportFailures };
}

async function measure(kind: string, env: Record<string, string>) {
  const server = await startServer({ SEED_DEMO: '1', ...env });
  try {
    await sleep(5_000);
    const idle = memoryOf(server.pid);
    const token = await signIn(server.baseURL);
    const run = await mixedRun(server.baseURL, token);
    const afterRun = memoryOf(server.pid);
    await sleep(RELEASE_WAIT_MS);
    const released = memoryOf(server.pid);
    return { kind, idle, afterRun, released, ...run };
  } finally {
    await server.stop();
  }
}

async function main() {
  const runs = [await measure('embedded PGlite (fresh DATA_DIR)', { DATABASE_URL: '' })];
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `ptlog_bench_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database "${name}"`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      runs.push(await measure('PostgreSQL', { DATABASE_URL: url.toString() }));
    } finally {
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    }
  } else {
    console.log('DATABASE_URL is not set: measured on the embedded database only.');
  }
  const mb = (value: number) => `${value.toFixed(0)} MB`.padStart(7);
  console.log(
    `\nRSS of one server process (goal ≤ ${GOAL_MB} MB); ${REQUESTS} requests incl. ${EXPORTS} exports`,
  );
  console.log(
    `${'database'.padEnd(34)} ${'idle'.padStart(7)} ${'after'.padStart(7)} ${'peak'.padStart(7)} ${'released'.padStart(9)}  failures`,
  );
  for (const run of runs) {
    console.log(
      `${run.kind.padEnd(34)} ${mb(run.idle.rss)} ${mb(run.afterRun.rss)} ${mb(run.afterRun.peak)} ${mb(run.released.rss).padStart(9)}  ${run.non2xx + run.exportFailures}`,
    );
  }
}

await main();
