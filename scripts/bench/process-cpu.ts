// The CPU time each process of a bench spends per request: the bench itself (its load generator),
// the server and, when the database is a PostgreSQL server on this machine, its processes. On a
// shared 2-core machine a request's tail at a fixed offered load follows how much CPU it needs
// and how many processes it wakes, so the benches print this beside each p99 (issue 21).
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc counts CPU time in these ticks on every architecture we run on. */
const TICKS_PER_SECOND = 100;

/** CPU time per request in µs, by process (postgres: undefined when it is not measured). */
export interface TCpuPerRequest {
  bench: number;
  server: number;
  postgres?: number;
}

/** User + system CPU time of a process so far, in ms; 0 once it has exited. */
export function cpuMsOf(pid: number): number {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The processes of the PostgreSQL server on this machine (postmaster, backends, workers). */
export function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

/**
 * Starts measuring the CPU time of the bench, the server and (with `postgres`) the local
 * PostgreSQL server; the function it answers takes the number of requests served since, and
 * answers each one's CPU time per request.
 */
export function startCpuMeter(serverPid: number, postgres: boolean) {
  const pids = postgres ? postgresPids() : [];
  const sum = () => pids.reduce((total, pid) => total + cpuMsOf(pid), 0);
  const before = { bench: cpuMsOf(process.pid), server: cpuMsOf(serverPid), postgres: sum() };
  return (requests: number): TCpuPerRequest => {
    const perRequest = (ms: number) => Math.round((ms * 1000) / Math.max(1, requests));
    return {
      bench: perRequest(cpuMsOf(process.pid) - before.bench),
      server: perRequest(cpuMsOf(serverPid) - before.server),
      // No postgres process here: the database is on another machine, and its CPU is not seen.
      postgres: pids.length > 0 ? perRequest(sum() - before.postgres) : undefined,
    };
  };
}
