// Every browser-storage key the app uses. The session keys are the spec's (1 §3).
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  lastActivity: 'last_activity',
  user: 'user',
  profile: 'profile',
  theme: 'theme',
  deviceId: 'device_id',
  deviceTimezone: 'device_timezone',
  registrationInfo: 'registration_info',
  language: 'language',
  /** The prefix of an account's kept answers (`kept_answers:{user id}`, lib/kept-answers.ts). */
  keptAnswers: 'kept_answers',
} as const;

/** The subset of the Web Storage API we use, so tests can pass a Map-backed store. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

/**
 * localStorage when the browser lets us use it. Private modes and locked-down browsers throw on
 * access (or when full); the app still runs there and forgets on reload.
 */
export function browserStore(): KeyValueStore {
  const memory = memoryStore();
  const attempt = <T>(use: (store: Storage) => T, fallback: () => T): T => {
    try {
      return use(globalThis.localStorage);
    } catch {
      return fallback();
    }
  };
  return {
    getItem: (key) =>
      attempt(
        (store) => store.getItem(key) ?? memory.getItem(key),
        () => memory.getItem(key),
      ),
    setItem: (key, value) =>
      attempt(
        (store) => store.setItem(key, value),
        () => memory.setItem(key, value),
      ),
    removeItem: (key) => {
      memory.removeItem(key);
      attempt(
        (store) => store.removeItem(key),
        () => undefined,
      );
    },
  };
}

const appStore = browserStore();

export function readStorage(key: string): string | null {
  return appStore.getItem(key);
}

export function writeStorage(key: string, value: string | null): void {
  if (value === null) appStore.removeItem(key);
  else appStore.setItem(key, value);
}
