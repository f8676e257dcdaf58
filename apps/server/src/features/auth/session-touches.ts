// A session's `last_used_at` (the "last active" of the sessions list) is moved at most once a
// minute, and no request waits for it (issue 21). It used to be an UPDATE, and its commit, inside
// the request that found it a minute old: with 2,000 students reading their log book, ~3 % of
// signed-in reads waited for a write, which made their p99 (bench:logbook: weekly read 32 ms
// against 1.9 ms at p50, at 1,000 req/s). Touches now gather for a second and are written as one
// statement; a failed write is logged and forgotten (the next request a minute on tries again).
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client';
import { authSessions } from '../../db/schema';

export const TOUCH_FLUSH_MS = 1_000;

export interface TSessionTouches {
  /** Marks the session used at `now`; written within TOUCH_FLUSH_MS. */
  touch(sessionId: string, now: Date): void;
  /** Writes what is waiting now (on close, and for tests). */
  flush(): Promise<void>;
}

export function createSessionTouches(db: TDb, log: FastifyBaseLogger): TSessionTouches {
  const waiting = new Map<string, Date>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: Map<string, Date>) {
    // One time for the batch, the latest: they are at most a second apart.
    const latest = new Date(Math.max(...[...batch.values()].map((at) => at.getTime())));
    try {
      await db
        .update(authSessions)
        .set({ lastUsedAt: latest })
        .where(inArray(authSessions.id, [...batch.keys()]));
    } catch (error) {
      log.warn({ err: error, sessions: batch.size }, 'could not record sessions as used');
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (waiting.size > 0) {
      const batch = new Map(waiting);
      waiting.clear();
      writing = writing.then(() => write(batch));
    }
    return writing;
  }

  return {
    touch(sessionId, now) {
      waiting.set(sessionId, now);
      timer ??= setTimeout(() => void flush(), TOUCH_FLUSH_MS).unref();
    },
    flush,
  };
}
