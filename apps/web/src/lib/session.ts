import type { TProfile, TUser } from '@ptlog/shared';
import { readLastActivity } from './live-session';
import { browserStore, type KeyValueStore, STORAGE_KEYS } from './storage';

/** What login and refresh answer; the refresh token also arrives as an HttpOnly cookie. */
export interface SessionTokens {
  access: string;
  refresh?: string;
}

export type StoredSession = ReturnType<typeof createStoredSession>;

/**
 * Starts downloading the schemas' chunk (and the shared schemas it needs) without waiting for it:
 * the entry does so when a session is stored, so restoring it does not wait one more round trip
 * after the screen's chunks (issue 20).
 */
export function preloadSessionSchemas(): void {
  import('./session-schemas').catch(() => undefined);
}

/** The stored value, checked by `parse` (which loads with the schemas); null if missing or bad. */
async function readJson<T>(
  store: KeyValueStore,
  key: string,
  parse: (schemas: typeof import('./session-schemas'), value: unknown) => T,
): Promise<T | null> {
  const raw = store.getItem(key);
  if (!raw) return null;
  const schemas = await import('./session-schemas');
  try {
    return parse(schemas, JSON.parse(raw));
  } catch {
    return null;
  }
}

/** The id of the user saved at sign-in, read at once (no schema); null when none. */
function savedUserId(store: KeyValueStore): string | null {
  try {
    const id: unknown = JSON.parse(store.getItem(STORAGE_KEYS.user) ?? 'null')?.id;
    return typeof id === 'number' ? String(id) : null;
  } catch {
    return null;
  }
}

/** What the session keeps in browser storage, over any key-value store. */
export function createStoredSession(store: KeyValueStore) {
  return {
    readAccessToken: (): string | null => store.getItem(STORAGE_KEYS.accessToken),

    /**
     * Keeps the access token only. The refresh token lives in an HttpOnly cookie set by the
     * server (DESIGN §2) where scripts cannot read it; we never copy it into readable storage.
     */
    saveAccessToken(access: string): void {
      store.setItem(STORAGE_KEYS.accessToken, access);
      store.removeItem(STORAGE_KEYS.refreshToken);
    },

    /** The user saved at sign-in, checked against the shared schema (loaded on first use). */
    readUser: (): Promise<TUser | null> =>
      readJson(store, STORAGE_KEYS.user, (schemas, value) => schemas.parseStoredUser(value)),
    /** The signed-in account's id, read at once (no schema): null when signed out. */
    readUserId(): string | null {
      return store.getItem(STORAGE_KEYS.accessToken) ? savedUserId(store) : null;
    },
    saveUser(user: TUser): void {
      store.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    },

    /** The last profile seen, so a student who is offline stays signed in. */
    readProfile: (): Promise<TProfile | null> =>
      readJson(store, STORAGE_KEYS.profile, (schemas, value) => schemas.parseStoredProfile(value)),
    saveProfile(profile: TProfile): void {
      store.setItem(STORAGE_KEYS.profile, JSON.stringify(profile));
    },

    readLastActivity: (): number | null => readLastActivity(store),
    touchLastActivity(nowMs: number): void {
      store.setItem(STORAGE_KEYS.lastActivity, String(nowMs));
    },

    /**
     * Forgets tokens (including any an earlier client left), last activity, user and profile, and
     * the account's kept answers: its calendar and days' descriptions must not stay readable on a
     * shared phone or café PC (spec 1 §4), and the next sign-in reads them again. Its unsent
     * changes and drafts stay for its next sign-in here (lib/account-record.ts).
     */
    clear(): void {
      const owner = savedUserId(store);
      if (owner !== null) store.removeItem(`${STORAGE_KEYS.keptAnswers}:${owner}`);
      for (const key of [
        STORAGE_KEYS.accessToken,
        STORAGE_KEYS.refreshToken,
        STORAGE_KEYS.lastActivity,
        STORAGE_KEYS.user,
        STORAGE_KEYS.profile,
      ]) {
        store.removeItem(key);
      }
    },
  };
}

/** The app's session storage: localStorage, or memory where the browser refuses storage. */
export const storedSession = createStoredSession(browserStore());
