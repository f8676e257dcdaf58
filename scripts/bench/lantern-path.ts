// `npm run bench:web:path -- /daily-report`: what Lighthouse's simulated LCP waits for. One
// Lighthouse run (the mobile profile of bench:web: slow 4G, 4× CPU) of a page of the built app,
// the demo student signed in, then every request and main-thread task of the page's simulated
// LCP (Lantern's optimistic graph, read through its Simulator's node timings), in the order they
// end: the last lines are what the LCP waits for. WEB_DIST_DIR=<a built dist/ folder> measures
// another build. A tool for finding the next change, not a benchmark: one run, no baseline.
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from '../lib/start-server';
import { lighthouseRun, prepare } from './lighthouse-page';

/** Lantern's record of every simulation it ran in this process, by label. */
interface TSimulatedNode {
  type: 'network' | 'cpu';
  request?: { url: string; transferSize: number; priority: string };
  duration?: number;
}
type TNodeTimings = Map<TSimulatedNode, { startTime: number; endTime: number }>;

const pagePath = process.argv[2] ?? '/dashboard';
// Lighthouse's own copy of Lantern, the one its run fills.
const { Simulator } = (await import(
  '@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js'
)) as { Simulator: { allNodeTimings: Map<string, TNodeTimings> } };

const dist = process.env.WEB_DIST_DIR;
const server = await startServer({ SEED_DEMO: '1', ...(dist ? { WEB_DIST_DIR: dist } : {}) });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  await prepare(`http://127.0.0.1:${chrome.port}`, server.baseURL, pagePath !== '/login');
  const lhr = await lighthouseRun(chrome.port, `${server.baseURL}${pagePath}`);
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  console.log(
    `${pagePath}: LCP ${ms('largest-contentful-paint')} ms, FCP ${ms('first-contentful-paint')} ms (benchmark index ${lhr.environment.benchmarkIndex})`,
  );
  const timings = Simulator.allNodeTimings.get('optimisticLargestContentfulPaint');
  if (!timings) throw new Error('Lantern kept no timings of the LCP simulation');
  console.log('start ms  end ms  what (network: bytes transferred, priority; cpu: observed ms)');
  const rows = [...timings.entries()].sort(([, a], [, b]) => a.endTime - b.endTime);
  for (const [node, { startTime, endTime }] of rows) {
    const what = node.request
      ? `${node.request.url.replace(server.baseURL, '')}  ${node.request.transferSize} B  ${node.request.priority}`
      : `cpu task  ${Math.round((node.duration ?? 0) / 1000)} ms`;
    console.log(
      `${String(Math.round(startTime)).padStart(8)}  ${String(Math.round(endTime)).padStart(6)}  ${what}`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
