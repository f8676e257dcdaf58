import { TOKEN_EXPIRY_SKEW_MS } from '@ptlog/shared';

/** The `exp` claim of a JWT in milliseconds, or null when the token is not a readable JWT. */
export function jwtExpiryMs(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const claims: unknown = JSON.parse(atob(padded));
    if (typeof claims !== 'object' || claims === null || !('exp' in claims)) return null;
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Whether the access token must be refreshed before use: from one minute before `exp` (spec 1 §4),
 * so it never expires in flight. A token we cannot read is left to the server to judge (it
 * answers 401 and the client refreshes then); treating it as expired would refresh on every call.
 */
export function isAccessTokenExpired(token: string, nowMs: number): boolean {
  const expiry = jwtExpiryMs(token);
  return expiry !== null && nowMs >= expiry - TOKEN_EXPIRY_SKEW_MS;
}
