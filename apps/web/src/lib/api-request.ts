// How an API call is sent, shared by the API client (api-client.ts) and the page's early reads
// (page-early-reads.ts), which cannot import the client (it brings the app's messages with it).

/** Where the API answers, on the page's own origin. */
export const API_BASE_URL = '/api';

/** How long a call waits for its answer. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * The headers of an API call: JSON wanted, a fresh nonce, and for a signed-in or session call the
 * device's headers and the access token.
 */
export function requestHeaders({
  nonce,
  device,
  token,
}: {
  nonce: string;
  /** null for a public call (login, register, reset): no device headers, no token. */
  device: Record<string, string> | null;
  token: string | null;
}): Headers {
  const headers = new Headers({ Accept: 'application/json', 'X-Request-Nonce': nonce });
  if (device) {
    for (const [name, value] of Object.entries(device)) headers.set(name, value);
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  return headers;
}
