import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../i18n/i18n';
import { messagesReady } from '../i18n/messages';
import { buildUrl, createApiClient } from './api-client';
import { ApiError, TRANSPORT_MESSAGES } from './api-error';

interface Call {
  url: string;
  init: RequestInit;
  headers: Headers;
}

/** A fake fetch that records calls and answers from a queue of responders. */
function fakeFetch(...responders: Array<(call: Call) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init, headers: new Headers(init.headers) };
    calls.push(call);
    const responder = responders[Math.min(calls.length - 1, responders.length - 1)];
    if (!responder) throw new Error('no responder');
    return responder(call);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const device = { 'X-Device-Fingerprint': 'fp', 'X-Device-Screen': '390x844@3' };

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client: requests', () => {
  it("names a downloaded blob as the server's Content-Disposition does", async () => {
    const file = (disposition?: string) =>
      new Response('%PDF', {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          ...(disposition ? { 'Content-Disposition': disposition } : {}),
        },
      });
    const { fetch } = fakeFetch(
      () => file('attachment; filename="all-weekly-reports-2026-03-19.pdf"'),
      () => file(),
    );
    const client = createApiClient({ fetch, getAccessToken: () => 'tok' });
    const named = await client.get<Blob>('/export/x/', { responseType: 'blob' });
    expect(named).toBeInstanceOf(File);
    expect((named as File).name).toBe('all-weekly-reports-2026-03-19.pdf');
    expect(named.type).toBe('application/pdf');
    const unnamed = await client.get<Blob>('/export/x/', { responseType: 'blob' });
    expect(unnamed).not.toBeInstanceOf(File);
  });

  it('sends JSON with bearer, device headers and a fresh nonce under /api', async () => {
    const { fetch, calls } = fakeFetch(() => json(201, { id: 1 }));
    let n = 0;
    const client = createApiClient({
      fetch,
      getAccessToken: () => 'tok',
      deviceHeaders: () => device,
      createNonce: () => `nonce-${++n}`,
    });
    const answer = await client.post('/reports/daily/', { description: 'R&D <motor> "belt"' });
    expect(answer).toEqual({ id: 1 });
    const [call] = calls;
    expect(call?.url).toBe('/api/reports/daily/');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.credentials).toBe('same-origin');
    expect(call?.headers.get('Authorization')).toBe('Bearer tok');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.headers.get('X-Device-Fingerprint')).toBe('fp');
    expect(call?.headers.get('X-Device-Screen')).toBe('390x844@3');
    expect(call?.headers.get('X-Request-Nonce')).toBe('nonce-1');
    // Text goes out exactly as typed (DESIGN §4.4).
    expect(call?.init.body).toBe(JSON.stringify({ description: 'R&D <motor> "belt"' }));
    await client.get('/auth/profile/');
    expect(calls[1]?.headers.get('X-Request-Nonce')).toBe('nonce-2');
  });

  it('sends public calls without token or device headers but with a nonce', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { ok: true }));
    const client = createApiClient({
      fetch,
      getAccessToken: () => 'tok',
      deviceHeaders: () => device,
    });
    await client.post('/auth/login/', { username: 'a', password: 'b' }, { auth: 'public' });
    const headers = calls[0]?.headers;
    expect(headers?.get('Authorization')).toBeNull();
    expect(headers?.get('X-Device-Fingerprint')).toBeNull();
    expect(headers?.get('X-Request-Nonce')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('builds query strings and skips empty values', () => {
    expect(buildUrl('/api', '/reports/daily/', { week_number: 3, q: 'a&b', x: null })).toBe(
      '/api/reports/daily/?week_number=3&q=a%26b',
    );
    expect(buildUrl('/api', '/x/')).toBe('/api/x/');
  });

  it('sends FormData untouched and returns undefined for an empty answer', async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createApiClient({ fetch });
    const form = new FormData();
    form.append('profile_picture', 'x');
    expect(await client.post('/auth/profile/upload-picture/', form)).toBeUndefined();
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.headers.get('Content-Type')).toBeNull();
  });

  it('sends URLSearchParams form-encoded and untouched', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { detail: 'ok' }));
    const client = createApiClient({ fetch });
    const form = new URLSearchParams({ uid: '7', token: 'a+b/c=', password: 'R&D <p> "x"' });
    await client.post('/auth/password-reset-confirm/', form, { auth: 'public' });
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.headers.get('Content-Type')).toBe(
      'application/x-www-form-urlencoded;charset=UTF-8',
    );
    expect(new URLSearchParams(String(calls[0]?.init.body)).get('password')).toBe('R&D <p> "x"');
    expect(new URLSearchParams(String(calls[0]?.init.body)).get('token')).toBe('a+b/c=');
  });

  it("gives the parser the answer's status (a create's 201 from an existing record's 200)", async () => {
    let status = 201;
    const { fetch } = fakeFetch(() => json(status, { id: 9 }));
    const client = createApiClient({ fetch });
    const parse = (value: unknown, code: number) => ({ value, created: code === 201 });
    expect(await client.post('/x/', {}, { parse })).toEqual({ value: { id: 9 }, created: true });
    status = 200;
    expect(await client.post('/x/', {}, { parse })).toEqual({ value: { id: 9 }, created: false });
  });

  it('rejects an answer that fails its parser as an invalid response', async () => {
    const { fetch } = fakeFetch(() => json(200, { nope: true }));
    const client = createApiClient({ fetch });
    const error = await failure(
      client.get('/x/', {
        parse: () => {
          throw new Error('bad shape');
        },
      }),
    );
    expect(error.code).toBe('invalid_response');
    expect(error.detail).toBe('Invalid response received');
  });
});

describe('api client: errors', () => {
  it('parses {detail, code, errors} from a validation error', async () => {
    const { fetch } = fakeFetch(() =>
      json(400, {
        detail: 'Please check the form.',
        code: 'validation_error',
        errors: { hours_spent: ['Hours cannot exceed 12'], date: 'Date is required' },
      }),
    );
    const error = await failure(createApiClient({ fetch }).post('/reports/daily/', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      kind: 'validation',
      code: 'validation_error',
      detail: 'Please check the form.',
      message: 'Please check the form.',
    });
    expect(error.fieldErrors).toEqual({
      hours_spent: ['Hours cannot exceed 12'],
      date: ['Date is required'],
    });
  });

  it("gives a 400 answer's field messages in the reader's language, others as sent", async () => {
    const { fetch } = fakeFetch(() =>
      json(400, {
        detail: MESSAGES.generic.validationFailed,
        code: 'validation_error',
        errors: {
          // A supervisor's name past its 200 characters, as the server words it.
          signer_name: ['Text cannot exceed 200 characters'],
          hours_spent: [MESSAGES.daily.hoursTooMany],
          other: ['Something only this field says'],
        },
      }),
    );
    await Promise.all([stringsReady('sw'), messagesReady('sw')]);
    await i18n.changeLanguage('sw');
    try {
      const error = await failure(createApiClient({ fetch }).post('/signoff/tok/', {}));
      expect(error.detail).toBe('Taarifa si sahihi. Tafadhali kagua sehemu zilizoonyeshwa.');
      expect(error.fieldErrors).toEqual({
        signer_name: ['Maandishi hayawezi kuzidi herufi 200'],
        hours_spent: ['Saa haziwezi kuzidi 12'],
        other: ['Something only this field says'],
      });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it.each([
    [401, 'auth'],
    [403, 'auth'],
    [400, 'validation'],
    [422, 'validation'],
    [402, 'general'],
    [404, 'general'],
    [409, 'general'],
    [429, 'general'],
    [500, 'general'],
  ] as const)('maps status %i to kind %s', async (status, kind) => {
    const { fetch } = fakeFetch(() => json(status, { detail: 'x', code: 'c' }));
    const error = await failure(createApiClient({ fetch }).get('/x/', { auth: 'session' }));
    expect(error.status).toBe(status);
    expect(error.kind).toBe(kind);
  });

  it('falls back to honest defaults when the body is not our JSON', async () => {
    const { fetch } = fakeFetch(
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      () => json(429, {}),
    );
    const client = createApiClient({ fetch });
    const gateway = await failure(client.get('/x/'));
    expect(gateway).toMatchObject({
      status: 502,
      code: 'http_502',
      detail: TRANSPORT_MESSAGES.server,
    });
    const limited = await failure(client.get('/x/'));
    expect(limited.detail).toBe('Rate limit exceeded. Please try again later.');
  });

  it('turns a failed connection into a network error', async () => {
    const client = createApiClient({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await failure(client.get('/x/'));
    expect(error).toMatchObject({ status: 0, kind: 'network', code: 'network_error' });
    expect(error.detail).toBe(TRANSPORT_MESSAGES.network);
  });

  it('times out after the per-call limit with a network error', async () => {
    let seenSignal: AbortSignal | undefined;
    const client = createApiClient({
      defaultTimeoutMs: 5_000,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => {
          seenSignal = init?.signal ?? undefined;
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        }),
    });
    const started = Date.now();
    const error = await failure(client.get('/slow/', { timeoutMs: 30 }));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(seenSignal?.aborted).toBe(true);
    expect(error).toMatchObject({ kind: 'network', code: 'timeout', status: 0 });
  });

  it('uses the 15 second default time-out', async () => {
    const { DEFAULT_TIMEOUT_MS } = await import('./api-client');
    expect(DEFAULT_TIMEOUT_MS).toBe(15_000);
  });

  it('reports a caller cancellation as aborted, not as a time-out', async () => {
    const controller = new AbortController();
    const client = createApiClient({
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        }),
    });
    const pending = failure(client.get('/x/', { signal: controller.signal }));
    controller.abort();
    expect((await pending).code).toBe('aborted');
  });
});

describe('api client: token refresh', () => {
  it('refreshes once after a 401 and retries with the new token', async () => {
    const { fetch, calls } = fakeFetch(
      () => json(401, { detail: 'expired', code: 'token_expired' }),
      () => json(200, { ok: true }),
    );
    let refreshes = 0;
    const client = createApiClient({
      fetch,
      getAccessToken: () => 'old',
      refreshAccessToken: async () => {
        refreshes++;
        return 'new';
      },
    });
    expect(await client.get('/auth/profile/')).toEqual({ ok: true });
    expect(refreshes).toBe(1);
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
  });

  it('surfaces the 401 as an auth error when the refresh fails', async () => {
    const { fetch, calls } = fakeFetch(() =>
      json(401, { detail: 'expired', code: 'token_expired' }),
    );
    const client = createApiClient({
      fetch,
      getAccessToken: () => 'old',
      refreshAccessToken: async () => null,
    });
    const error = await failure(client.get('/billing/balance/my_balance/'));
    expect(error).toMatchObject({ status: 401, kind: 'auth', code: 'token_expired' });
    expect(calls).toHaveLength(1);
  });

  it('refreshes an expired token before sending, sharing one refresh between calls', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    let token = 'stale';
    let refreshes = 0;
    const client = createApiClient({
      fetch,
      getAccessToken: () => token,
      isTokenExpired: (value) => value === 'stale',
      refreshAccessToken: async () => {
        refreshes++;
        await new Promise((resolve) => setTimeout(resolve, 10));
        token = 'fresh';
        return token;
      },
    });
    await Promise.all([client.get('/a/'), client.get('/b/')]);
    expect(refreshes).toBe(1);
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual([
      'Bearer fresh',
      'Bearer fresh',
    ]);
  });

  it('never refreshes around session calls', async () => {
    const { fetch } = fakeFetch(() => json(401, { detail: 'no', code: 'invalid_refresh' }));
    let refreshes = 0;
    const client = createApiClient({
      fetch,
      getAccessToken: () => 'old',
      isTokenExpired: () => true,
      refreshAccessToken: async () => {
        refreshes++;
        return 'new';
      },
    });
    const error = await failure(client.post('/auth/refresh/', {}, { auth: 'session' }));
    expect(error.status).toBe(401);
    expect(refreshes).toBe(0);
  });
});
