// Who the idle sign-out (spec 1 §4) signed out, so the sign-in screen comes back with their
// username filled in and only the password to type (never the password: it is not kept anywhere).
// Only the idle sign-out leaves it: a sign-out the student chose (Logout, the warning's Logout Now)
// leaves no name behind on a shared phone or café PC ("Logout clears all state"). Signing in, as
// anyone, forgets it; so does time, as the resume path's place (resume-path.ts).
import { browserStore, type KeyValueStore } from '../../lib/storage';

export const IDLE_USERNAME_KEY = 'username_after_idle';
/** A return long after the sign-out finds the form empty again. */
export const IDLE_USERNAME_MAX_AGE_MS = 12 * 60 * 60_000;

export interface TIdleUsername {
  username: string;
  at: number;
}

export function createIdleUsername(store: KeyValueStore) {
  return {
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
