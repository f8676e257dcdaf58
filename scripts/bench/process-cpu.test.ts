import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cpuMsOf, postgresPids, startCpuMeter } from './process-cpu';

/** Keeps this thread busy until the process has used `ms` more CPU time, by getrusage's count. */
function burn(ms: number) {
  const start = process.cpuUsage();
  let spins = 0;
  while ((process.cpuUsage(start).user + process.cpuUsage(start).system) / 1000 < ms) spins += 1;
  return spins;
}

describe('process CPU time', () => {
  it('counts the CPU a process spends, as getrusage does, not the time it waits', async () => {
    const before = cpuMsOf(process.pid);
    burn(300);
    // /proc counts in 10 ms ticks.
    expect(cpuMsOf(process.pid) - before).toBeGreaterThanOrEqual(280);
    const idleStart = cpuMsOf(process.pid);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cpuMsOf(process.pid) - idleStart).toBeLessThan(150);
  });

  it('reads another process by its pid, even with a space in its name, and 0 once it is gone', async () => {
    const child = spawn(process.execPath, [
      '-e',
      "process.title = 'busy child'; const until = Date.now() + 400; while (Date.now() < until);",
    ]);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cpuMsOf(child.pid!)).toBeGreaterThan(0);
    await exited;
    expect(cpuMsOf(child.pid!)).toBe(0);
  });

  it('answers CPU time per request, and no PostgreSQL figure when it is not measured', () => {
    const since = startCpuMeter(process.pid, false);
    burn(300);
    const perRequest = since(100);
    // 300 ms over 100 requests: 3,000 µs each, counted for this process as bench and server.
    expect(perRequest.bench).toBeGreaterThanOrEqual(2_800);
    expect(Math.abs(perRequest.server - perRequest.bench)).toBeLessThanOrEqual(200);
    expect(perRequest.postgres).toBeUndefined();
  });

  it('finds the processes named postgres and no others', async () => {
    const child = spawn(process.execPath, [
      '-e',
      "process.title = 'postgres'; setTimeout(() => {}, 5000);",
    ]);
    try {
      for (let waited = 0; waited < 3_000 && !postgresPids().includes(child.pid!); waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(postgresPids()).toContain(child.pid);
      expect(postgresPids()).not.toContain(process.pid);
    } finally {
      child.kill();
    }
  });
});
