import { LIMITS } from '@ptlog/shared';
import { describe, expect, it, vi } from 'vitest';
import { EARLY_PATHS } from './early-reads';
import { startPageEarlyReads } from './page-early-reads';
import { memoryStore } from './storage';

const now = 1_800_000_000_000;
const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const tokenExpiringAt = (ms: number) =>
  `${base64url({ alg: 'HS256' })}.${base64url({ exp: ms / 1000 })}.signature`;
const liveToken = tokenExpiringAt(now + 10 * 60_000);

function page(pathname: string, stored: Record<string, string>, status = 200) {
  const fetch = vi.fn(
    async (input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ path: String(input) }), { status }),
  );
  const store = memoryStore({
    device_id: 'device-1',
    device_timezone: 'Africa/Dar_es_Salaam',
    ...stored,
  });
  return { fetch, reads: () => startPageEarlyReads({ store, pathname, fetch, now }) };
}

describe('startPageEarlyReads', () => {
  it("asks for the profile and the screen's reads as the API client would", async () => {
    const { fetch, reads } = page('/daily-report', {
      access_token: liveToken,
      last_activity: String(now - 60_000),
    });
    const started = reads();
    expect(Object.keys(started)).toEqual([
      EARLY_PATHS.profile,
      EARLY_PATHS.balance,
      EARLY_PATHS.calendar,
    ]);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/auth/profile/',
      '/api/billing/balance/my_balance/',
      '/api/calendar/',
    ]);
    const [, init] = fetch.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${liveToken}`);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('X-Device-Fingerprint')).toBe('device-1');
    expect(headers.get('X-Device-Timezone')).toBe('Africa/Dar_es_Salaam');
    expect(headers.get('X-Request-Nonce')).toMatch(/^[0-9a-f]{32}$/);
    expect(init?.credentials).toBe('same-origin');
    await expect(started[EARLY_PATHS.profile]?.answer).resolves.toEqual({
      path: '/api/auth/profile/',
    });
    expect(started[EARLY_PATHS.profile]?.startedAt).toBe(now);
  });

  it("reads the dashboard's data under /desktop too", () => {
    const { reads } = page('/desktop/dashboard/', { access_token: liveToken });
    expect(Object.keys(reads())).toContain(EARLY_PATHS.dashboard);
  });

  it('rejects an answer that is not a success, for the app to ask again', async () => {
    const { reads } = page('/dashboard', { access_token: liveToken }, 401);
    await expect(reads()[EARLY_PATHS.profile]?.answer).rejects.toThrow('HTTP 401');
  });

  it('asks nothing without a live session or with a token to refresh first', () => {
    const stale = String(now - LIMITS.SESSION_MAX_AGE_MS - 1);
    const kept: Record<string, string>[] = [
      {},
      { access_token: liveToken, last_activity: stale },
      { access_token: tokenExpiringAt(now + 30_000) },
    ];
    for (const stored of kept) {
      const { fetch, reads } = page('/dashboard', stored);
      expect(reads()).toEqual({});
      expect(fetch).not.toHaveBeenCalled();
    }
  });
});
