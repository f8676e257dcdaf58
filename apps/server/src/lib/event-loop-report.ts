import { monitorEventLoopDelay } from 'node:perf_hooks';

const RESOLUTION_MS = 10;

/**
 * For the benches (BENCH_EVENT_LOOP=1): on SIGUSR2 the process writes one JSON line to stdout,
 * `{"eventLoopDelayMs":{p50,p99,max}}` since the previous signal, and starts over. A bench signals
 * before and after each run, so it reads the server's own event loop under that run's load. The
 * histogram samples every RESOLUTION_MS and records the time between samples, so the figures
 * are that time less RESOLUTION_MS: how late the loop was.
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
    process.stdout.write(`${JSON.stringify({ eventLoopDelayMs })}\n`);
    histogram.reset();
  });
}
