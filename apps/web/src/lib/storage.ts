// Browser storage keys of spec 1 §3 ("Local persisted state"); nothing else is kept.
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  lastActivity: 'last_activity',
  user: 'user',
  theme: 'theme',
  deviceId: 'device_id',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode): behave as empty
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage full or disabled: the in-memory state still works for this visit
  }
}
