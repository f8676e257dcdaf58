import { LIMITS } from '@ptlog/shared';

/** Reads `exp` (seconds) from a JWT without verifying it; the server verifies. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** A token counts as expired one minute before its expiry time (spec 1 §4). */
export function isTokenExpired(token: string, now = Date.now()): boolean {
  const expiry = tokenExpiry(token);
  if (expiry === null) return true;
  return now >= expiry - LIMITS.TOKEN_EXPIRY_SKEW_MS;
}
