import { describe, expect, it } from 'vitest';
import { memoryStore, STORAGE_KEYS } from '../../lib/storage';
import { createIdleUsername, IDLE_USERNAME_MAX_AGE_MS } from './idle-username';
import { rememberIdleUsername } from './remember-idle-username';

describe('the username kept by the idle sign-out', () => {
  const now = 1_000_000;
  const signedIn = () =>
    memoryStore({
      [STORAGE_KEYS.user]: JSON.stringify({
        id: 5,
        username: 'amina@example.com',
        email: 'a@b.tz',
      }),
    });

  it('is the signed-out account’s username, only for a while', () => {
    const store = signedIn();
    const kept = createIdleUsername(store);
    expect(kept.read(now)).toBeNull();
    rememberIdleUsername(store, now);
    expect(kept.read(now + 60_000)).toBe('amina@example.com');
    expect(kept.read(now + IDLE_USERNAME_MAX_AGE_MS + 1)).toBeNull();
    kept.forget();
    expect(kept.read(now)).toBeNull();
  });

  it('keeps nothing without a saved user, and reads nothing from a bad record', () => {
    const store = memoryStore();
    const kept = createIdleUsername(store);
    rememberIdleUsername(store, now);
    expect(kept.read(now)).toBeNull();
    store.setItem('username_after_idle', '{not json');
    expect(kept.read(now)).toBeNull();
    store.setItem('username_after_idle', JSON.stringify({ username: 7, at: now }));
    expect(kept.read(now)).toBeNull();
  });
});
