// A durable, database-locked scheduler (DESIGN §1 "Scheduled work"; issue 17): every instance
// ticks, and each job's due time runs once in all of them, because running it needs the claim
// row in scheduled_runs. Works the same on PGlite and PostgreSQL; driven by the app clock, so a
// test runs a due job by ticking at a fake time. Jobs are idempotent too (their mails carry
// idempotency keys), so a run taken over after a crash sends nothing twice.
import type { TDb } from '../../db/client';
import { latestDueAt, type TWeeklyTime } from './schedule';
import { claimRun, finishRun } from './scheduler.repository';

export interface TScheduledJob {
  name: string;
  at: TWeeklyTime;
  /** `dueAt` is the due time being run, which a catch-up run (see CATCH_UP_MS) is hours after. */
  run(db: TDb, now: Date, dueAt: Date): Promise<number>;
}

/** A due time missed (server down) is still run when an instance ticks within this time. */
export const CATCH_UP_MS = 6 * 3_600_000;
/** A claim not finished after this long is taken over (its instance died mid-run). */
const STALE_CLAIM_MS = 15 * 60_000;

/** Runs every job whose latest due time is within the catch-up window and not yet claimed. */
export async function runDueJobs(
  db: TDb,
  jobs: readonly TScheduledJob[],
  now: Date,
): Promise<{ job: string; dueAt: Date; sent: number }[]> {
  const ran: { job: string; dueAt: Date; sent: number }[] = [];
  for (const job of jobs) {
    const dueAt = latestDueAt(job.at, now);
    if (now.getTime() - dueAt.getTime() > CATCH_UP_MS) continue;
    const key = { job: job.name, dueAt };
    if (!(await claimRun(db, key, now, new Date(now.getTime() - STALE_CLAIM_MS)))) continue;
    const sent = await job.run(db, now, dueAt);
    await finishRun(db, key, now);
    ran.push({ job: job.name, dueAt, sent });
  }
  return ran;
}
