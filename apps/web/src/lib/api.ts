import { createApiClient } from './api-client';
import { isApiError } from './api-error';
import { deviceHeaders, readDeviceInfo } from './device';
import { isAccessTokenExpired } from './jwt';
import { type SessionTokens, storedSession } from './session';
import { browserStore } from './storage';

export type { ApiClient, QueryValue, RequestOptions } from './api-client';
export { ApiError, isApiError, isWorthRetrying } from './api-error';

/**
 * Exchanges the HttpOnly refresh cookie for a new access token (and rotated cookie). Null when
 * the server refuses (401/403): the session is over. Any other failure (no answer on mobile data,
 * a 5xx, a proxy's page instead of JSON) says nothing about the session and is thrown: the client
 * retries a lost answer once, and the screen keeps the student signed in.
 */
export async function refreshAccessToken(): Promise<string | null> {
  let tokens: SessionTokens | undefined;
  try {
    tokens = await api.post<SessionTokens>('/auth/refresh/', {}, { auth: 'session' });
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
  if (!tokens?.access) return null;
  storedSession.saveAccessToken(tokens.access);
  return tokens.access;
}

const deviceStore = browserStore();

/** The one HTTP client every feature's api.ts uses; components never call fetch. */
export const api = createApiClient({
  getAccessToken: () => storedSession.readAccessToken(),
  isTokenExpired: (token) => isAccessTokenExpired(token, Date.now()),
  refreshAccessToken,
  deviceHeaders: () => deviceHeaders(readDeviceInfo(deviceStore)),
});
