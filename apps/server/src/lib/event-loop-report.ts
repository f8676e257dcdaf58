import { createHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

const RESOLUTION_MS = 10;

/**
 * For the benches (BENCH_EVENT_LOOP=1), registered before the server starts: each request's own
 * time in the server, from its first hook to its answer (`reply.elapsedTime`), in µs. A client's
 * latency less this is time spent outside the request's handling: queued behind other work,
 * in the network, or in the client.
 */
const requestTimes = createHistogram();

const ms = (microseconds: number) => Math.round(microseconds / 10) / 100;

/** The request times recorded since the last call, in ms (none: undefined); starts over. */
export function takeRequestTimes(): { p50: number; p99: number; max: number } | undefined {
  if (requestTimes.count === 0) return undefined;
  const times = {
    p50: ms(requestTimes.percentile(50)),
    p99: ms(requestTimes.percentile(99)),
    max: ms(requestTimes.max),
  };
  requestTimes.reset();
  return times;
}

export function recordRequestTimes(app: FastifyInstance): void {
  app.addHook('onResponse', (_request, reply, done) => {
    requestTimes.record(Math.max(1, Math.round(reply.elapsedTime * 1000)));
    done();
  });
}

/**
 * For the benches (BENCH_EVENT_LOOP=1): on SIGUSR2 the process writes one JSON line to stdout,
 * `{"eventLoopDelayMs":{p50,p99,max},"requestMs":{p50,p99,max}}` since the previous signal, and
 * starts over. A bench signals before and after each run, so it reads the server's own event loop
 * and request times under that run's load. The loop's histogram samples every RESOLUTION_MS and
 * records the time between samples, so its figures are that time less RESOLUTION_MS: how late the
 * loop was.
 */
export function reportEventLoopDelayOnSignal(): void {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const lateMs = (nanoseconds: number) =>
    Math.max(0, Math.round((nanoseconds / 1e6 - RESOLUTION_MS) * 100) / 100);
  process.on('SIGUSR2', () => {
    const eventLoopDelayMs = {
      p50: lateMs(histogram.percentile(50)),
      p99: lateMs(histogram.percentile(99)),
      max: lateMs(histogram.max),
    };
    const requestMs = takeRequestTimes();
    process.stdout.write(`${JSON.stringify({ eventLoopDelayMs, requestMs })}\n`);
    histogram.reset();
  });
}
