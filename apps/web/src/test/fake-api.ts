// A small in-test stand-in for the server: `fetch` is replaced by a function that answers the
// routes a test names ('POST /reports/daily/') and records every call, so a test can assert the
// exact payload the app sent. Anything else answers 404, which the test sees as a failure.
import { vi } from 'vitest';

export interface TFakeCall {
  method: string;
  /** Without the /api prefix and the query string: '/reports/daily/'. */
  path: string;
  query: URLSearchParams;
  /** The JSON body, parsed; null without one. */
  body: unknown;
  /** The request's headers (e.g. an Idempotency-Key). */
  headers: Headers;
}

export interface TFakeAnswer {
  status?: number;
  body?: unknown;
}

/** An answer, or a throw to act like a network failure (the browser's fetch rejects). */
export type TFakeHandler = (call: TFakeCall) => TFakeAnswer | Promise<TFakeAnswer>;

export function networkDown(): never {
  throw new TypeError('Failed to fetch');
}

export function fakeApi(routes: Record<string, TFakeHandler>) {
  const calls: TFakeCall[] = [];
  const fetchFake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: TFakeCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api(?=\/)/, ''),
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? null),
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    const answer: TFakeAnswer = handler
      ? await handler(call)
      : { status: 404, body: { detail: `No fake route for ${call.method} ${call.path}` } };
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchFake);
  return {
    calls,
    /** The calls made to one route, oldest first. */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}
