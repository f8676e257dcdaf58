import {
  ApiError,
  errorFromBody,
  invalidResponseError,
  isWorthRetrying,
  transportError,
} from './api-error';
import { API_BASE_URL, DEFAULT_TIMEOUT_MS, requestHeaders } from './api-request';
import { randomId } from './random-id';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * - `user` (default): Bearer token (refreshed when about to expire, one retry after a 401) and
 *   device headers.
 * - `session`: the refresh and logout calls: device headers and the token if any, never a refresh.
 * - `public`: login, register, reset and OTP calls (spec 1 §6): no token, no device headers.
 */
export type AuthMode = 'user' | 'session' | 'public';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  method?: HttpMethod;
  /**
   * A plain value is sent as JSON, FormData as multipart, URLSearchParams form-encoded; sent as
   * given, never rewritten.
   */
  body?: unknown;
  query?: Record<string, QueryValue>;
  auth?: AuthMode;
  timeoutMs?: number;
  signal?: AbortSignal;
  responseType?: 'json' | 'text' | 'blob';
  /** Extra headers of this call, e.g. an `Idempotency-Key` that its retries send again. */
  headers?: Record<string, string>;
  /**
   * Checks the answer's shape (e.g. a zod schema's parse); a throw becomes 'Invalid response
   * received'. Also given the status, for calls whose 200 and 201 mean different things.
   */
  parse?: (value: unknown, status: number) => T;
}

export interface ApiClientConfig {
  fetch?: typeof fetch;
  baseUrl?: string;
  defaultTimeoutMs?: number;
  getAccessToken?: () => string | null;
  isTokenExpired?: (token: string) => boolean;
  /**
   * Exchanges the refresh cookie for a new access token; null when the session is over. Throws
   * when it could not tell (no answer, a 5xx): then the client tries once more after
   * REFRESH_RETRY_DELAY_MS, and a second failure rejects the call with that error, never with a
   * 401 that would sign the user out.
   */
  refreshAccessToken?: () => Promise<string | null>;
  deviceHeaders?: () => Record<string, string>;
  createNonce?: () => string;
}

export { DEFAULT_TIMEOUT_MS } from './api-request';

/**
 * A refresh whose answer was lost (mobile data) is tried again after this long, with the same
 * cookie: the server answers a retry within its grace window with the token the lost answer
 * carried (ADR 0020), so the retry keeps the session instead of being taken for theft.
 */
export const REFRESH_RETRY_DELAY_MS = 1_000;

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(config: ApiClientConfig = {}) {
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = config.baseUrl ?? API_BASE_URL;
  const createNonce = config.createNonce ?? (() => randomId());
  let refreshing: Promise<string | null> | null = null;

  // Concurrent calls that all find the token expired share one refresh: refresh tokens rotate
  // on use, so a second parallel refresh would present a spent token and revoke the family.
  function refreshOnce(): Promise<string | null> {
    const refresh = config.refreshAccessToken;
    if (!refresh) return Promise.resolve(null);
    refreshing ??= refresh()
      .catch(async (error: unknown) => {
        if (!isWorthRetrying(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, REFRESH_RETRY_DELAY_MS));
        return refresh();
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  // Resolves with the error of a failed answer instead of throwing, so `request` can retry a 401.
  async function send<T>(
    path: string,
    options: RequestOptions<T>,
    token: string | null,
  ): Promise<{ status: number; value?: unknown; error?: ApiError }> {
    const isPublic = (options.auth ?? 'user') === 'public';
    const headers = requestHeaders({
      nonce: createNonce(),
      device: isPublic ? null : (config.deviceHeaders?.() ?? {}),
      token,
    });
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body instanceof URLSearchParams) {
      headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
      body = options.body;
    } else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        controller.abort();
      },
      options.timeoutMs ?? config.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
    const forwardAbort = () => controller.abort();
    if (options.signal?.aborted) controller.abort();
    options.signal?.addEventListener('abort', forwardAbort);

    try {
      const response = await doFetch(buildUrl(baseUrl, path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body,
        credentials: 'same-origin',
        signal: controller.signal,
      });
      if (!response.ok) {
        return {
          status: response.status,
          error: errorFromBody(response.status, await response.text()),
        };
      }
      return { status: response.status, value: await readPayload(response, options) };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (timedOut) throw transportError('timeout');
      if (controller.signal.aborted) throw transportError('aborted');
      throw transportError('network_error');
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const auth = options.auth ?? 'user';
    let token = auth === 'public' ? null : (config.getAccessToken?.() ?? null);
    if (auth === 'user' && token && config.isTokenExpired?.(token)) {
      token = (await refreshOnce()) ?? token;
    }
    let result = await send(path, options, token);
    if (auth === 'user' && token && result.status === 401) {
      const fresh = await refreshOnce();
      if (fresh) result = await send(path, options, fresh);
    }
    if (result.error) throw result.error;
    return result.value as T;
  }

  type Options<T> = Omit<RequestOptions<T>, 'method' | 'body'>;
  return {
    request,
    get: <T>(path: string, options?: Options<T>) => request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Options<T>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: Options<T>) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, options?: Options<T>) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T>(path: string, options?: Options<T>) =>
      request<T>(path, { ...options, method: 'DELETE' }),
  };
}

/**
 * A download as the server names it: a File when its Content-Disposition gives a file name (the
 * server's date, East Africa Time, not the browser's), else the plain blob.
 */
function namedBlob(blob: Blob, disposition: string | null): Blob {
  const name = disposition ? /filename="([^"]+)"/.exec(disposition)?.[1] : undefined;
  return name ? new File([blob], name, { type: blob.type }) : blob;
}

async function readPayload<T>(response: Response, options: RequestOptions<T>): Promise<unknown> {
  if (options.responseType === 'blob') {
    return namedBlob(await response.blob(), response.headers.get('Content-Disposition'));
  }
  const text = await response.text();
  if (options.responseType === 'text') return text;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return options.parse ? options.parse(value, response.status) : value;
  } catch {
    throw invalidResponseError(response.status);
  }
}
