// The idle sign-out's half of idle-username.ts: kept apart, with the signed-in chunk's idle
// watcher, so the sign-in screen's first load carries only the reading half.
import { type KeyValueStore, STORAGE_KEYS } from '../../lib/storage';
import { IDLE_USERNAME_KEY, type TIdleUsername } from './idle-username';

/** Keeps the username of the account saved at sign-in (before the sign-out clears it). */
export function rememberIdleUsername(store: KeyValueStore, now = Date.now()): void {
  try {
    const user = JSON.parse(store.getItem(STORAGE_KEYS.user) ?? 'null') as {
      username?: unknown;
      email?: unknown;
    } | null;
    const username = user?.username || user?.email;
    if (typeof username !== 'string' || username === '') return;
    store.setItem(IDLE_USERNAME_KEY, JSON.stringify({ username, at: now } satisfies TIdleUsername));
  } catch {
    // No readable user, or storage refused: the form starts empty, as before.
  }
}
