// @vitest-environment happy-dom
// The app's client when a token refresh gets no answer (mobile data): it tries once more with the
// same cookie (the server answers that retry within its grace window, ADR 0020), and when it still
// gets no answer it fails the call as a network failure, never as the 401 that signs the student
// out. Only the server refusing the refresh ends the session.
import { describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { ApiError } from './api-error';
import { storedSession } from './session';

function jwt(expSeconds: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ sub: '7', exp: expSeconds })}.signature`;
}

const stale = jwt(Math.floor(Date.now() / 1000) - 60);
const fresh = jwt(Math.floor(Date.now() / 1000) + 900);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The network: each refresh takes the next of `refreshes` (a Response, or 'lost' for an answer
 * that never arrives); the profile answers 200 to the fresh token and 401 to any other.
 */
function network(refreshes: Array<Response | 'lost'>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const bearer = new Headers(init.headers).get('Authorization');
    calls.push(
      path.endsWith('/auth/refresh/')
        ? 'refresh'
        : `profile ${bearer === `Bearer ${fresh}` ? 'fresh' : 'stale'}`,
    );
    if (path.endsWith('/auth/refresh/')) {
      const answer = refreshes.shift();
      if (!answer || answer === 'lost') throw new TypeError('Failed to fetch');
      return answer;
    }
    return bearer === `Bearer ${fresh}`
      ? json(200, { id: 7 })
      : json(401, { code: 'token_expired' });
  });
  return calls;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('refreshing the access token on mobile data', () => {
  it('retries a refresh whose answer was lost, then makes the call with the new token', async () => {
    storedSession.saveAccessToken(stale);
    const calls = network(['lost', json(200, { access: fresh })]);
    await expect(api.get('/auth/profile/')).resolves.toEqual({ id: 7 });
    expect(calls).toEqual(['refresh', 'refresh', 'profile fresh']);
    expect(storedSession.readAccessToken()).toBe(fresh);
  });

  it('fails the call as a network failure, not a 401, when both tries get no answer', async () => {
    storedSession.saveAccessToken(stale);
    const calls = network(['lost', 'lost']);
    const error = await failure(api.get('/auth/profile/'));
    expect(error).toMatchObject({ status: 0, kind: 'network' });
    expect(calls).toEqual(['refresh', 'refresh']);
    // Nothing was signed out: the stored token waits for the next try.
    expect(storedSession.readAccessToken()).toBe(stale);
  });

  it('does not take a server error or a proxy page for the end of the session', async () => {
    storedSession.saveAccessToken(stale);
    network([json(502, {}), new Response('<html>captive portal</html>', { status: 200 })]);
    const error = await failure(api.get('/auth/profile/'));
    expect(error.status).not.toBe(401);
    expect(error.kind).not.toBe('auth');
  });

  it('still ends the session when the server refuses the refresh (401)', async () => {
    storedSession.saveAccessToken(stale);
    const calls = network([json(401, { code: 'unauthenticated' }), json(401, {})]);
    const error = await failure(api.get('/auth/profile/'));
    expect(error).toMatchObject({ status: 401, kind: 'auth' });
    expect(calls).toEqual(['refresh', 'profile stale', 'refresh']);
  });
});
