import { LIMITS } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { isSessionStale, liveAccessToken, readLastActivity } from './live-session';
import { memoryStore } from './storage';

const now = 1_800_000_000_000;

describe('isSessionStale', () => {
  it('keeps a session active within 24 hours', () => {
    expect(LIMITS.SESSION_MAX_AGE_MS).toBe(86_400_000);
    expect(isSessionStale(now - LIMITS.SESSION_MAX_AGE_MS, now)).toBe(false);
  });
  it('drops a session idle for more than 24 hours', () => {
    expect(isSessionStale(now - LIMITS.SESSION_MAX_AGE_MS - 1, now)).toBe(true);
  });
  it('does not judge a session without a recorded activity', () => {
    expect(isSessionStale(null, now)).toBe(false);
  });
});

describe('readLastActivity', () => {
  it('reads a kept time, and nothing from a missing or unreadable one', () => {
    expect(readLastActivity(memoryStore({ last_activity: String(now) }))).toBe(now);
    expect(readLastActivity(memoryStore())).toBeNull();
    expect(readLastActivity(memoryStore({ last_activity: 'soon' }))).toBeNull();
    expect(readLastActivity(memoryStore({ last_activity: '0' }))).toBeNull();
  });
});

describe('liveAccessToken', () => {
  it('is the stored token while the session is live', () => {
    const store = memoryStore({ access_token: 'abc', last_activity: String(now - 1_000) });
    expect(liveAccessToken(store, now)).toBe('abc');
  });
  it('is null without a token, or once the session is stale', () => {
    expect(liveAccessToken(memoryStore({ last_activity: String(now) }), now)).toBeNull();
    const stale = String(now - LIMITS.SESSION_MAX_AGE_MS - 1);
    expect(liveAccessToken(memoryStore({ access_token: 'abc', last_activity: stale }), now)).toBe(
      null,
    );
  });
});
