// Who the idle sign-out (spec 1 §4) signed out, so the sign-in screen comes back with their
// username filled in and only the password to type (never the password: it is not kept anywhere).
// Only the idle sign-out leaves it: a sign-out the student chose (Logout, the warning's Logout Now)
// leaves no name behind on a shared phone or café PC ("Logout clears all state"). Signing in, as
// anyone, forgets it; so does time, as the resume path's place (resume-path.ts).
import { browserStore, type KeyValueStore, STORAGE_KEYS } from '../../lib/storage';

const IDLE_USERNAME_KEY = 'username_after_idle';
/** A return long after the sign-out finds the form empty again. */
export const IDLE_USERNAME_MAX_AGE_MS = 12 * 60 * 60_000;

interface TIdleUsername {
  username: string;
  at: number;
}

export function createIdleUsername(store: KeyValueStore) {
  return {
    /** Keeps the username of the account saved at sign-in (before the sign-out clears it). */
    remember(now = Date.now()): void {
      try {
        const user = JSON.parse(store.getItem(STORAGE_KEYS.user) ?? 'null') as {
          username?: unknown;
          email?: unknown;
        } | null;
        const username = user?.username || user?.email;
        if (typeof username !== 'string' || username === '') return;
        store.setItem(
          IDLE_USERNAME_KEY,
          JSON.stringify({ username, at: now } satisfies TIdleUsername),
        );
      } catch {
        // No readable user, or storage refused: the form starts empty, as before.
      }
    },
    /** The username the idle sign-out left, if recent; null otherwise. */
    read(now = Date.now()): string | null {
      try {
        const kept = JSON.parse(
          store.getItem(IDLE_USERNAME_KEY) ?? 'null',
        ) as Partial<TIdleUsername> | null;
        if (
          typeof kept?.username !== 'string' ||
          typeof kept.at !== 'number' ||
          now - kept.at > IDLE_USERNAME_MAX_AGE_MS
        ) {
          return null;
        }
        return kept.username;
      } catch {
        return null;
      }
    },
    forget(): void {
      store.removeItem(IDLE_USERNAME_KEY);
    },
  };
}

export const idleUsername = createIdleUsername(browserStore());
