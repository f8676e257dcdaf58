import { createApiClient } from './api-client';
import { deviceHeaders, readDeviceInfo } from './device';
import { isAccessTokenExpired } from './jwt';
import { type SessionTokens, storedSession } from './session';
import { browserStore } from './storage';

export type { ApiClient, QueryValue, RequestOptions } from './api-client';
export { ApiError, isApiError, isWorthRetrying } from './api-error';

/**
 * Exchanges the HttpOnly refresh cookie for a new access token (and rotated cookie). Null when
 * the server refuses: the session is over.
 */
export async function refreshAccessToken(): Promise<string | null> {
  try {
    const tokens = await api.post<SessionTokens>('/auth/refresh/', {}, { auth: 'session' });
    if (!tokens?.access) return null;
    storedSession.saveAccessToken(tokens.access);
    return tokens.access;
  } catch {
    return null;
  }
}

const deviceStore = browserStore();

/** The one HTTP client every feature's api.ts uses; components never call fetch. */
export const api = createApiClient({
  getAccessToken: () => storedSession.readAccessToken(),
  isTokenExpired: (token) => isAccessTokenExpired(token, Date.now()),
  refreshAccessToken,
  deviceHeaders: () => deviceHeaders(readDeviceInfo(deviceStore)),
});
