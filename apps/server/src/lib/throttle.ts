import { eq, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { TDb } from '../db/client';
import { throttleCounters } from '../db/schema';

const SWEEP_EVERY = 500;
const STALE_AFTER_MS = 86_400_000;

export interface TThrottleRule {
  max: number;
  windowMs: number;
}

/**
 * Every throttle of the app (login, e-mail codes, resets, feedback, AI calls) counts through one
 * of these. `take` is ONE atomic check-and-count: it counts a hit and answers whether the bucket
 * is still within `rule.max` for its window, so a burst of N parallel requests gets at most
 * `rule.max` trues (a separate "count, then record" let a whole burst through). Windows are fixed:
 * they start at a bucket's first hit and last `rule.windowMs`.
 */
export interface TThrottle {
  take(bucket: string, rule: TThrottleRule, now: Date): Promise<boolean>;
  /** Returns one hit taken by `take` (a try that turned out to be good, e.g. a right password). */
  giveBack(bucket: string): Promise<void>;
  clear(bucket: string): Promise<void>;
}

/**
 * Counters in the database: one `insert … on conflict do update … returning` per hit. The upsert
 * locks the bucket's row, so concurrent statements (on any instance) are counted one after another.
 */
export function databaseThrottle(dbOf: () => TDb): TThrottle {
  let takes = 0;
  return {
    async take(bucket, rule, now) {
      // Every so often, forget buckets idle for a day (every window is an hour at most).
      takes += 1;
      if (takes % SWEEP_EVERY === 0) {
        const stale = new Date(now.getTime() - STALE_AFTER_MS);
        await dbOf().delete(throttleCounters).where(lt(throttleCounters.windowStart, stale));
      }
      const since = new Date(now.getTime() - rule.windowMs);
      const expired = sql`${throttleCounters.windowStart} <= ${since.toISOString()}::timestamptz`;
      const [row] = await dbOf()
        .insert(throttleCounters)
        .values({ bucket, windowStart: now, hits: 1 })
        .onConflictDoUpdate({
          target: throttleCounters.bucket,
          set: {
            hits: sql`case when ${expired} then 1 else ${throttleCounters.hits} + 1 end`,
            windowStart: sql`case when ${expired} then excluded.window_start else ${throttleCounters.windowStart} end`,
          },
        })
        .returning({ hits: throttleCounters.hits });
      return (row?.hits ?? Number.POSITIVE_INFINITY) <= rule.max;
    },
    async giveBack(bucket) {
      await dbOf()
        .update(throttleCounters)
        .set({ hits: sql`greatest(${throttleCounters.hits} - 1, 0)` })
        .where(eq(throttleCounters.bucket, bucket));
    },
    async clear(bucket) {
      await dbOf().delete(throttleCounters).where(eq(throttleCounters.bucket, bucket));
    },
  };
}

// INCR, and the window's expiry set by the first hit, in one script: atomic on the Redis server.
const TAKE_SCRIPT = `local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return hits`;
const GIVE_BACK_SCRIPT = `if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then
  return redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Counters in Redis (REDIS_URL): INCR with a PEXPIRE on the first hit. Redis keeps its own time,
 * so `now` is not used; windows follow the Redis server's clock. While Redis cannot answer, the
 * `fallback` (the database counters) counts instead: a throttle never fails open.
 */
export function redisThrottle(redis: Redis, prefix: string, fallback: TThrottle): TThrottle {
  return {
    async take(bucket, rule, now) {
      try {
        const hits = await redis.eval(TAKE_SCRIPT, 1, prefix + bucket, String(rule.windowMs));
        return Number(hits) <= rule.max;
      } catch {
        return fallback.take(bucket, rule, now);
      }
    },
    async giveBack(bucket) {
      await redis.eval(GIVE_BACK_SCRIPT, 1, prefix + bucket).catch(() => fallback.giveBack(bucket));
    },
    async clear(bucket) {
      await Promise.all([redis.del(prefix + bucket).catch(() => 0), fallback.clear(bucket)]);
    },
  };
}
