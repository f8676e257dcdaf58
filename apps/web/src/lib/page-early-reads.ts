// What the page's early script does (early-reads-page.ts): with a live session, the profile and
// the screen's first reads leave as soon as the page starts, while the app's JavaScript is still
// downloading, instead of after it has arrived and run (issue 20: on slow 4G that was the last
// wait before a signed-in screen's first paint). The app takes them (lib/early-data.ts).

import { API_BASE_URL, DEFAULT_TIMEOUT_MS, requestHeaders } from './api-request';
import { deviceHeaders, readDeviceInfo } from './device';
import { earlyReadsFor, type TEarlyRead } from './early-reads';
import { isAccessTokenExpired } from './jwt';
import { liveAccessToken } from './live-session';
import { randomId } from './random-id';
import type { KeyValueStore } from './storage';

interface TPage {
  store: KeyValueStore;
  pathname: string;
  fetch: typeof fetch;
  now: number;
}

/**
 * Starts the early reads of `pathname` and returns them by API path; none without a live
 * session, or with an access token that must be refreshed first (the app's client does that).
 */
export function startPageEarlyReads(page: TPage): Record<string, TEarlyRead> {
  const token = liveAccessToken(page.store, page.now);
  if (!token || isAccessTokenExpired(token, page.now)) return {};
  const device = deviceHeaders(readDeviceInfo(page.store));
  const reads: Record<string, TEarlyRead> = {};
  for (const path of earlyReadsFor(page.pathname)) {
    const answer = page
      .fetch(`${API_BASE_URL}${path}`, {
        headers: requestHeaders({ nonce: randomId(), device, token }),
        credentials: 'same-origin',
        signal: AbortSignal.timeout?.(DEFAULT_TIMEOUT_MS),
      })
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`)),
      );
    // The app asks again on any failure; one it never takes must not be an unhandled rejection.
    answer.catch(() => undefined);
    reads[path] = { startedAt: page.now, answer };
  }
  return reads;
}
