// An offered load at a steady rate (issue 21's p99 at 50 connections, below saturation).
// autocannon's `overallRate` lets each connection send its share of a second's requests back to
// back when the second starts, and then idles: 1,000 req/s arrived as one burst of 1,000 every
// second, so the tail it measured was that burst's queue (the live probe's p99 was 39 ms at 5 %
// of its capacity). Here request i is due at start + i / rate, sent over at most `connections`
// keep-alive sockets, and its latency counts from when it was due, not from when a socket was
// free (as wrk2 does: a stalled server cannot hide its stall by delaying the requests it
// measures).
import http from 'node:http';
import type { TBenchRun, TBenchScenario } from './scenario';

/** The latency at quantile q (0–1) of sorted values (nearest rank). */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] as number;
}

function send(
  agent: http.Agent,
  url: URL,
  scenario: TBenchScenario,
): Promise<{ status: number; error?: Error }> {
  const next = scenario.next();
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: scenario.method ?? 'GET',
        path: next.path,
        headers: {
          ...(next.token ? { authorization: `Bearer ${next.token}` } : {}),
          ...(next.body
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(next.body) }
            : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', (error) => resolve({ status: 0, error }));
      },
    );
    request.on('error', (error) => resolve({ status: 0, error }));
    request.end(next.body);
  });
}

/**
 * `rate` requests per second of `scenario` for `seconds`, over at most `connections` sockets.
 * Answers the achieved rate and the p50/p99 latency (ms, from each request's due time).
 */
export async function runPaced(
  baseURL: string,
  scenario: TBenchScenario,
  connections: number,
  seconds: number,
  rate: number,
): Promise<TBenchRun> {
  const url = new URL(baseURL);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  let bad = 0;
  const start = performance.now();
  let sent = 0;
  try {
    while (sent < total) {
      const now = performance.now();
      // Every request due by now goes out (queued by the agent when all sockets are busy).
      while (sent < total && start + (sent * 1000) / rate <= now) {
        const due = start + (sent * 1000) / rate;
        sent += 1;
        pending.push(
          send(agent, url, scenario).then(({ status }) => {
            if (status < 200 || status >= 300) bad += 1;
            latencies.push(performance.now() - due);
          }),
        );
      }
      const nextDue = start + (sent * 1000) / rate;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextDue - performance.now())));
    }
    await Promise.all(pending);
  } finally {
    agent.destroy();
  }
  if (bad > 0) throw new Error(`${scenario.name}: ${bad} answers not 2xx at ${rate} req/s`);
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    rps: Math.round(total / elapsed),
    p50: round(quantile(latencies, 0.5)),
    p99: round(quantile(latencies, 0.99)),
  };
}
