// Whether this browser holds a live session: read by the entry and the session provider, and by
// the page's early reads (early-reads-page.ts), which must judge it exactly as they do.
import { SESSION_MAX_AGE_MS } from '@ptlog/shared';
import { type KeyValueStore, STORAGE_KEYS } from './storage';

/** Whether the last activity is more than 24 hours old (spec 1 §4); unknown counts as recent. */
export function isSessionStale(lastActivityMs: number | null, nowMs: number): boolean {
  return lastActivityMs !== null && nowMs - lastActivityMs > SESSION_MAX_AGE_MS;
}

/** The time of the last activity kept in `store`, or null when none (or not a time) is kept. */
export function readLastActivity(store: KeyValueStore): number | null {
  const value = Number(store.getItem(STORAGE_KEYS.lastActivity));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** The stored access token while the session is live (not stale), else null. */
export function liveAccessToken(store: KeyValueStore, nowMs: number): string | null {
  const token = store.getItem(STORAGE_KEYS.accessToken);
  return token && !isSessionStale(readLastActivity(store), nowMs) ? token : null;
}
