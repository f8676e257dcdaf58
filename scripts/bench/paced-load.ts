// An offered load at a steady rate (issue 21's p99 at 50 connections, below saturation).
// autocannon's `overallRate` lets each connection send its share of a second's requests back to
// back when the second starts, and then idles: 1,000 req/s arrived as one burst of 1,000 every
// second, so the tail it measured was that burst's queue (the live probe's p99 was 39 ms at 5 %
// of its capacity). Here request i is due at start + i / rate, sent over at most `connections`
// keep-alive sockets, and its latency counts from when it was due, not from when a socket was
// free (as wrk2 does: a stalled server cannot hide its stall by delaying the requests it
// measures).
import { Worker } from 'node:worker_threads';
import type { TBenchRun, TBenchScenario } from './scenario';

/** The latency at quantile q (0–1) of sorted values (nearest rank). */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] as number;
}

/** The generator thread, started by the first run and kept for the next ones. */
let generator: Worker | undefined;
let running = false;

/**
 * `rate` requests per second of `scenario` for `seconds`, over at most `connections` sockets.
 * Answers the achieved rate and the p50/p99 latency (ms, from each request's due time).
 *
 * The requests are made here, before the run, and sent by a worker thread of their own
 * (paced-load-worker.mjs), whose heap holds little more than one run's requests. Sent from the
 * bench's own thread, whose heap holds the seeded students and the TypeScript loader, a major
 * collection stopped the sending for 15–30 ms in the middle of a run, and those ~30 late requests
 * were the weekly read's whole 99th percentile (2026-11-29).
 */
export async function runPaced(
  baseURL: string,
  scenario: TBenchScenario,
  connections: number,
  seconds: number,
  rate: number,
): Promise<TBenchRun> {
  if (running) throw new Error('runPaced: one paced run at a time');
  const method = scenario.method ?? 'GET';
  const requests = Array.from({ length: Math.round(rate * seconds) }, () => {
    const next = scenario.next();
    return {
      method,
      path: next.path,
      body: next.body,
      headers: {
        ...(next.token ? { authorization: `Bearer ${next.token}` } : {}),
        ...(next.body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(next.body) }
          : {}),
      },
    };
  });
  generator ??= new Worker(new URL('./paced-load-worker.mjs', import.meta.url), { execArgv: [] });
  const thread = generator;
  running = true;
  thread.ref();
  try {
    const { latencies, bad, elapsedMs } = await new Promise<{
      latencies: Float64Array;
      bad: number;
      elapsedMs: number;
    }>((resolve, reject) => {
      const failed = (error: Error) => {
        generator = undefined;
        reject(error);
      };
      thread.once('message', (answer) => {
        thread.off('error', failed);
        resolve(answer);
      });
      thread.once('error', failed);
      thread.postMessage({ baseURL, connections, rate, requests });
    });
    if (bad > 0) throw new Error(`${scenario.name}: ${bad} answers not 2xx at ${rate} req/s`);
    const sorted = Array.from(latencies.sort());
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return {
      rps: Math.round(requests.length / (elapsedMs / 1000)),
      p50: round(quantile(sorted, 0.5)),
      p99: round(quantile(sorted, 0.99)),
    };
  } finally {
    running = false;
    // An idle generator does not keep the bench alive.
    thread.unref();
  }
}
