import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { throttleHits } from '../db/schema';

export interface TThrottleRule {
  max: number;
  windowMs: number;
}

/** Hits of `bucket` inside the window ending at `now`. */
export async function throttleCount(
  db: TDb,
  bucket: string,
  rule: TThrottleRule,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - rule.windowMs);
  const [row] = await db
    .select({ hits: count() })
    .from(throttleHits)
    .where(and(eq(throttleHits.bucket, bucket), gt(throttleHits.hitAt, since)));
  return row?.hits ?? 0;
}

export async function isThrottled(
  db: TDb,
  bucket: string,
  rule: TThrottleRule,
  now: Date,
): Promise<boolean> {
  return (await throttleCount(db, bucket, rule, now)) >= rule.max;
}

/** Records one hit and forgets this bucket's hits older than `keepMs`. */
export async function recordHit(db: TDb, bucket: string, now: Date, keepMs: number): Promise<void> {
  await db
    .delete(throttleHits)
    .where(
      and(
        eq(throttleHits.bucket, bucket),
        lt(throttleHits.hitAt, new Date(now.getTime() - keepMs)),
      ),
    );
  await db.insert(throttleHits).values({ bucket, hitAt: now });
}

export async function clearHits(db: TDb, bucket: string): Promise<void> {
  await db.delete(throttleHits).where(eq(throttleHits.bucket, bucket));
}

/**
 * One atomic check-and-count: when `bucket` has fewer than `rule.max` hits in the window ending at
 * `now`, records a hit and answers true; otherwise records nothing and answers false. A
 * transaction-scoped advisory lock on the bucket makes concurrent callers take turns, so a burst
 * of N parallel requests gets exactly `rule.max` trues (isThrottled then recordHit would let
 * several pass the check before any of them is counted).
 */
export async function takeHit(
  db: TDb,
  bucket: string,
  rule: TThrottleRule,
  now: Date,
  keepMs: number = rule.windowMs,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${bucket}, 0))`);
    if ((await throttleCount(tx, bucket, rule, now)) >= rule.max) return false;
    await recordHit(tx, bucket, now, keepMs);
    return true;
  });
}
