import { apiErrorFromBody, networkError } from './api-error';
import { deviceHeaders } from './device';
import { readStorage, STORAGE_KEYS } from './storage';

export { ApiError } from './api-error';

const DEFAULT_TIMEOUT_MS = 15_000;

export interface RequestOptions {
  body?: unknown;
  /** Public calls (login, register …) carry no bearer token and no device headers. */
  isPublic?: boolean;
  timeoutMs?: number;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  accessToken: () => string | null;
  deviceHeaders: () => Record<string, string>;
  baseUrl?: string;
}

/** The one HTTP client of the web app; feature `api.ts` files call it, components never fetch. */
export function createApiClient(deps: ApiClientDeps) {
  const baseUrl = deps.baseUrl ?? '/api';

  async function request<T>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Request-Nonce': crypto.randomUUID(),
    };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (!options.isPublic) {
      Object.assign(headers, deps.deviceHeaders());
      const token = deps.accessToken();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    let response: Response;
    try {
      response = await deps.fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: 'same-origin',
        signal: timeout,
      });
    } catch {
      throw networkError(timeout.aborted);
    }
    const text = await response.text();
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    if (!response.ok) throw apiErrorFromBody(response.status, body);
    return body as T;
  }

  return {
    request,
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T>(path: string, body: unknown = {}, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body: unknown = {}, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}

export const api = createApiClient({
  fetch: (...args) => window.fetch(...args),
  accessToken: () => readStorage(STORAGE_KEYS.accessToken),
  deviceHeaders,
});
