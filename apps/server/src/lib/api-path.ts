/** True for `/api` and anything below it (query string ignored); `/apiary` is not the API. */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}
