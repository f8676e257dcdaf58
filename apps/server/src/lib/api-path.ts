/**
 * True for `/api` and anything below it (query string ignored); `/apiary` is not the API. Escapes
 * are decoded first, as the router decodes them: `/%61pi/health/` reaches the API's route, so it
 * must also get the API's rate limits and its JSON 404s.
 */
export function isApiPath(url: string): boolean {
  const path = withAsciiDecoded(url.split('?', 1)[0] ?? '');
  return path === '/api' || path.startsWith('/api/');
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
