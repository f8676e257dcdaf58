/**
 * The headers of an API call: JSON wanted, a fresh nonce, and for a signed-in or session call the
 * device's headers and the access token. The API client and the page's early reads
 * (early-reads-page.ts) both send exactly these.
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
