import { LIMITS, type TProfile, type TUser } from '@ptlog/shared';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';

const PROFILE_KEY = 'profile';

function readJson<T>(key: string): T | null {
  const raw = readStorage(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const sessionStorageKeys = { profile: PROFILE_KEY };

export function storedSession() {
  return {
    accessToken: readStorage(STORAGE_KEYS.accessToken),
    user: readJson<TUser>(STORAGE_KEYS.user),
    profile: readJson<TProfile>(PROFILE_KEY),
    lastActivity: Number(readStorage(STORAGE_KEYS.lastActivity) ?? 0) || null,
  };
}

/** The 24-hour maximum since last activity (spec 1 §4). */
export function isSessionTooOld(lastActivity: number | null, now = Date.now()): boolean {
  return lastActivity !== null && now - lastActivity > LIMITS.SESSION_MAX_AGE_MS;
}

export function storeTokens(access: string): void {
  writeStorage(STORAGE_KEYS.accessToken, access);
}

export function storeUser(user: TUser | null): void {
  writeStorage(STORAGE_KEYS.user, user ? JSON.stringify(user) : null);
}

export function storeProfile(profile: TProfile | null): void {
  writeStorage(PROFILE_KEY, profile ? JSON.stringify(profile) : null);
}

export function touchLastActivity(now = Date.now()): void {
  writeStorage(STORAGE_KEYS.lastActivity, String(now));
}

export function clearStoredSession(): void {
  for (const key of [
    STORAGE_KEYS.accessToken,
    STORAGE_KEYS.refreshToken,
    STORAGE_KEYS.lastActivity,
    STORAGE_KEYS.user,
    PROFILE_KEY,
  ]) {
    writeStorage(key, null);
  }
}
