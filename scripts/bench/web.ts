// `npm run bench:web`: Lighthouse (mobile: simulated slow 4G and 4× CPU slowdown) on the built app
// served by the real server, on the sign-in screen and on a student's dashboard, daily and weekly
// screens (the demo student, signed in), each page 3 times interleaved, every run from a cold
// cache and without the service worker. Prints the median performance score, LCP, CLS and TBT of
// each page against issue 20's goals, and the first-load sizes of scripts/lib/bundle-budget.ts.
// Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH); nothing is downloaded.
//
// BENCH_WEB_BASELINE=<a built dist/ folder> (e.g. main's, built apart) also measures that build,
// served by a second server, interleaved page by page in the same rounds: the ratios to it are
// what a noisy machine still tells. BENCH_WEB_KEEP=<folder> keeps every Lighthouse report (JSON)
// there, e.g. to find the long tasks behind TBT (audits `long-tasks`, `bootup-time`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { formatBudgets, routeBudgets } from '../lib/bundle-budget';
import { startServer } from '../lib/start-server';
import { median } from './harness';
import { lighthouseRun, prepare } from './lighthouse-page';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOALS = { performance: 90, lcpMs: 2_500, cls: 0.1, tbtMs: 200 };
const ALL_PAGES = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'register', path: '/register', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'daily', path: '/daily-report', signedIn: true },
  { name: 'weekly', path: '/weekly-report', signedIn: true },
] as const;
/** BENCH_WEB_PAGES=login,register measures only those pages. */
const only = process.env.BENCH_WEB_PAGES?.split(',').map((name) => name.trim());
const PAGES = only ? ALL_PAGES.filter((page) => only.includes(page.name)) : ALL_PAGES;
const root = new URL('../..', import.meta.url).pathname;

interface TRun {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

async function measure(port: number, url: string, keepAs?: string): Promise<TRun> {
  const lhr = await lighthouseRun(port, url);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const keep = process.env.BENCH_WEB_KEEP;
  if (keep && keepAs) {
    mkdirSync(keep, { recursive: true });
    writeFileSync(path.join(keep, `${keepAs}.json`), JSON.stringify(lhr));
  }
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
  };
}

/**
 * A run Lighthouse could not record (NO_NAVSTART and the like, seen on a loaded machine) is run
 * again from a fresh start, twice at most; a third failure ends the bench.
 */
async function measureWithRetry(reset: () => Promise<void>, run: () => Promise<TRun>) {
  for (let attempt = 1; ; attempt += 1) {
    await reset();
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  run failed, again: ${(error as Error).message}`);
    }
  }
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

function table(results: Map<string, TRun[]>): string {
  const lines = [
    `page              perf  LCP (s)  CLS    TBT (ms)  goals: perf ≥ ${GOALS.performance}, LCP ≤ ${GOALS.lcpMs / 1000} s, CLS ≤ ${GOALS.cls}, TBT ≤ ${GOALS.tbtMs} ms`,
    '---------------   ----  -------  -----  --------  --------------------------------',
  ];
  for (const [name, runs] of results) {
    const m = {
      performance: median(runs.map((run) => run.performance)),
      lcpMs: median(runs.map((run) => run.lcpMs)),
      cls: median(runs.map((run) => run.cls)),
      tbtMs: median(runs.map((run) => run.tbtMs)),
    };
    const checks = [
      `perf ${verdict(m.performance >= GOALS.performance)}`,
      `LCP ${verdict(m.lcpMs <= GOALS.lcpMs)}`,
      `CLS ${verdict(m.cls <= GOALS.cls)}`,
      `TBT ${verdict(m.tbtMs <= GOALS.tbtMs)}`,
    ];
    lines.push(
      `${name.padEnd(16)}  ${String(m.performance).padStart(4)}  ${(m.lcpMs / 1000).toFixed(2).padStart(7)}  ${m.cls.toFixed(3).padStart(5)}  ${Math.round(m.tbtMs).toString().padStart(8)}  ${checks.join('  ')}`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const build = spawnSync('node', ['--import', 'tsx', 'scripts/build.ts', '--if-changed'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the web build failed');

  const baselineDist = process.env.BENCH_WEB_BASELINE;
  const builds = [
    { label: '', server: await startServer({ SEED_DEMO: '1' }) },
    ...(baselineDist
      ? [
          {
            label: ' (base)',
            server: await startServer({
              SEED_DEMO: '1',
              WEB_DIST_DIR: path.resolve(baselineDist),
            }),
          },
        ]
      : []),
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const browserURL = `http://127.0.0.1:${chrome.port}`;
  const results = new Map<string, TRun[]>();
  for (const page of PAGES) for (const build of builds) results.set(page.name + build.label, []);
  try {
    for (let round = 1; round <= RUNS; round += 1) {
      for (const page of PAGES) {
        for (const { label, server } of builds) {
          const name = page.name + label;
          const keepAs = `${page.name}${label ? '-base' : ''}-${round}`;
          const run = await measureWithRetry(
            () => prepare(browserURL, server.baseURL, page.signedIn),
            () => measure(chrome.port, `${server.baseURL}${page.path}`, keepAs),
          );
          results.get(name)?.push(run);
          console.log(
            `round ${round} ${name.padEnd(16)} perf ${run.performance}  LCP ${(run.lcpMs / 1000).toFixed(2)} s  CLS ${run.cls.toFixed(3)}  TBT ${Math.round(run.tbtMs)} ms`,
          );
        }
      }
    }
  } finally {
    chrome.kill();
    for (const { server } of builds) await server.stop();
  }
  console.log(`\nLighthouse ${RUNS} runs per page, medians (mobile: slow 4G, 4× CPU slowdown)`);
  console.log(table(results));
  console.log('\nFirst load per route (JavaScript and CSS, gzip), from the build manifest');
  console.log(formatBudgets(routeBudgets(new URL('apps/web/dist', `file://${root}`).pathname)));
}

await main();
