// scheduled_runs: which job ran for which due time (the scheduler's claims).
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { scheduledRuns } from '../../db/schema';

/**
 * Claims (job, due time): the INSERT … ON CONFLICT DO NOTHING makes the row for exactly one
 * caller; a claim older than `staleBefore` that never finished is taken over by one caller (a
 * conditional update). Answers whether this caller holds the claim.
 */
export async function claimRun(
  db: TDb,
  key: { job: string; dueAt: Date },
  now: Date,
  staleBefore: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(scheduledRuns)
    .values({ job: key.job, dueAt: key.dueAt, claimedAt: now })
    .onConflictDoNothing()
    .returning({ job: scheduledRuns.job });
  if (inserted.length > 0) return true;
  const taken = await db
    .update(scheduledRuns)
    .set({ claimedAt: now, attempts: sql`${scheduledRuns.attempts} + 1` })
    .where(
      and(
        eq(scheduledRuns.job, key.job),
        eq(scheduledRuns.dueAt, key.dueAt),
        isNull(scheduledRuns.finishedAt),
        lt(scheduledRuns.claimedAt, staleBefore),
      ),
    )
    .returning({ job: scheduledRuns.job });
  return taken.length > 0;
}

export async function finishRun(
  db: TDb,
  key: { job: string; dueAt: Date },
  now: Date,
): Promise<void> {
  await db
    .update(scheduledRuns)
    .set({ finishedAt: now })
    .where(and(eq(scheduledRuns.job, key.job), eq(scheduledRuns.dueAt, key.dueAt)));
}
