import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './api';

function fakeFetch(
  status: number,
  body: unknown,
  seen: { url?: string; init?: RequestInit }[] = [],
) {
  return async (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(url), init });
    return new Response(body === undefined ? '' : JSON.stringify(body), { status });
  };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

function client(fetchImpl: typeof fetch, token: string | null = 'tok') {
  return createApiClient({
    fetch: fetchImpl,
    accessToken: () => token,
    deviceHeaders: () => ({ 'X-Device-Platform': 'test' }),
  });
}

describe('api client', () => {
  it('sends bearer, device headers and a nonce on protected calls', async () => {
    const seen: { url?: string; init?: RequestInit }[] = [];
    await client(fakeFetch(200, { ok: true }, seen) as typeof fetch).get('/health/');
    const headers = seen[0].init?.headers as Record<string, string>;
    expect(seen[0].url).toBe('/api/health/');
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['X-Device-Platform']).toBe('test');
    expect(headers['X-Request-Nonce']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends neither bearer nor device headers on public calls, and keeps text as typed', async () => {
    const seen: { url?: string; init?: RequestInit }[] = [];
    await client(fakeFetch(200, {}, seen) as typeof fetch).post(
      '/auth/login/',
      { username: "R&D <lab> 'x'" },
      { isPublic: true },
    );
    const headers = seen[0].init?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['X-Device-Platform']).toBeUndefined();
    expect(seen[0].init?.body).toBe(JSON.stringify({ username: "R&D <lab> 'x'" }));
  });

  it('turns the error shape into an ApiError with field errors', async () => {
    const body = {
      detail: 'Invalid input.',
      code: 'validation_error',
      errors: { hours: ['Hours cannot exceed 12'] },
    };
    const error = await failure(
      client(fakeFetch(400, body) as typeof fetch).post('/reports/daily/', {}),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_error', kind: 'validation' });
    expect((error as ApiError).fieldErrors.hours).toEqual(['Hours cannot exceed 12']);
  });

  it('classifies 401 as auth, 429 with the rate-limit message, 500 as general', async () => {
    const e401 = await failure(
      client(fakeFetch(401, { detail: 'x', code: 'unauthenticated' }) as typeof fetch).get('/a/'),
    );
    expect(e401.kind).toBe('auth');
    const e429 = await failure(client(fakeFetch(429, undefined) as typeof fetch).get('/a/'));
    expect(e429.message).toBe('Rate limit exceeded. Please try again later.');
    const e500 = await failure(client(fakeFetch(500, 'oops') as typeof fetch).get('/a/'));
    expect(e500.kind).toBe('general');
  });

  it('reports a network failure and a time-out as kind network', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const offline = await failure(client(failing).get('/a/'));
    expect(offline).toMatchObject({ status: 0, kind: 'network', code: 'network_error' });

    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      })) as typeof fetch;
    const slow = await failure(client(hanging).get('/a/', { timeoutMs: 20 }));
    expect(slow).toMatchObject({ status: 0, kind: 'network', code: 'timeout' });
  });
});
