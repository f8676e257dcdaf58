/**
 * True for `/api` and anything below it (query string ignored); `/apiary` is not the API. Judged
 * on the path the router sees: an absolute-form target (`http://host/api/health/`) is the path
 * after its authority, and escapes are decoded first, as the router decodes them: `/%61pi/health/`
 * reaches the API's route, so it must also get the API's rate limits and its JSON 404s.
 */
export function isApiPath(url: string): boolean {
  const path = withAsciiDecoded(originForm(url).split('?', 1)[0] ?? '');
  return path === '/api' || path.startsWith('/api/');
}

// `scheme://authority` at the start of a request target: the absolute form every HTTP/1.1 server
// must accept (RFC 9112 §3.2.2), e.g. `POST http://host/api/auth/login/ HTTP/1.1`. The router
// (find-my-way) routes it by the path after the authority, while `request.url` keeps it whole.
// Any scheme is taken off, not only the router's http and https: a target the router does not
// route then counts as the API's (rate-limited, a JSON 404) rather than as a page.
const SCHEME_AND_AUTHORITY = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/**
 * The request target as the router reads it: `http://host/api/x/?a=1` → `/api/x/?a=1`,
 * `http://host` → `/`. An origin-form target (`/api/x/`) is returned as it is.
 */
export function originForm(url: string): string {
  if (url.startsWith('/')) return url;
  const target = url.replace(SCHEME_AND_AUTHORITY, '');
  if (target === url) return url;
  return target.startsWith('/') ? target : `/${target}`;
}

// Only ASCII escapes matter for the `/api/` prefix; decoding just those never throws on a
// malformed or non-UTF-8 escape elsewhere in the path (which decodeURIComponent would).
const ASCII_ESCAPE = /%[0-7][0-9a-f]/gi;

function withAsciiDecoded(path: string): string {
  if (!path.includes('%')) return path;
  return path.replace(ASCII_ESCAPE, (escaped) =>
    String.fromCharCode(Number.parseInt(escaped.slice(1), 16)),
  );
}
