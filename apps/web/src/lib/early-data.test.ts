import { beforeEach, describe, expect, it, vi } from 'vitest';

const get =
  vi.fn<(path: string, options?: { parse?: (value: unknown) => unknown }) => Promise<unknown>>();
vi.mock('./api', () => ({ api: { get: (path: string, options?: object) => get(path, options) } }));

const { EARLY_ANSWER_MAX_AGE_MS, forgetEarly, getEarlyOr, startEarly, takeEarly } = await import(
  './early-data'
);
const { PAGE_EARLY_READS } = await import('./early-reads');

const asNumber = (value: unknown) => {
  if (typeof value !== 'number') throw new Error('not a number');
  return value;
};

describe('early API reads', () => {
  beforeEach(() => {
    forgetEarly();
    get.mockReset();
    Reflect.deleteProperty(globalThis, PAGE_EARLY_READS);
  });

  it('hands the early answer to the first taker only, then the API is asked again', async () => {
    get.mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    startEarly('/calendar/');
    startEarly('/calendar/'); // already under way: not asked twice
    expect(get).toHaveBeenCalledTimes(1);
    await expect(getEarlyOr('/calendar/', asNumber)).resolves.toBe(1);
    await expect(getEarlyOr('/calendar/', asNumber)).resolves.toBe(2);
    expect(get).toHaveBeenLastCalledWith('/calendar/', { parse: asNumber });
  });

  it('does not hand over an answer started too long ago', () => {
    get.mockResolvedValue(1);
    startEarly('/calendar/', 1_000);
    expect(takeEarly('/calendar/', asNumber, 1_000 + EARLY_ANSWER_MAX_AGE_MS + 1)).toBeNull();
  });

  it('checks the early answer as the API client would: a bad shape is an invalid response', async () => {
    get.mockResolvedValue('not a number');
    startEarly('/calendar/');
    await expect(takeEarly('/calendar/', asNumber)).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it("passes the early call's failure to the taker, and none when nobody takes it", async () => {
    const failure = new Error('offline');
    get.mockRejectedValue(failure);
    startEarly('/auth/profile/');
    await expect(takeEarly('/auth/profile/', (value) => value)).rejects.toBe(failure);
    startEarly('/calendar/'); // never taken: no unhandled rejection fails this run
  });

  it("takes the page script's call instead of asking again, and falls back when it failed", async () => {
    const reads: Record<string, { startedAt: number; answer: Promise<unknown> }> = {
      '/calendar/': { startedAt: Date.now(), answer: Promise.resolve(7) },
      '/auth/profile/': { startedAt: Date.now(), answer: Promise.reject(new Error('HTTP 401')) },
    };
    Object.assign(globalThis, { [PAGE_EARLY_READS]: reads });
    get.mockResolvedValue(8);
    startEarly('/calendar/');
    startEarly('/auth/profile/');
    await expect(getEarlyOr('/calendar/', asNumber)).resolves.toBe(7);
    // The failed page call is asked again through the client (which refreshes a token).
    await expect(getEarlyOr('/auth/profile/', asNumber)).resolves.toBe(8);
    expect(get.mock.calls.map(([path]) => path)).toEqual(['/auth/profile/']);
    expect(reads).toEqual({});
  });

  it('leaves an empty record for a page script that runs after the app has asked', () => {
    get.mockResolvedValue(8);
    startEarly('/calendar/');
    expect(get).toHaveBeenCalledTimes(1);
    expect(Reflect.get(globalThis, PAGE_EARLY_READS)).toEqual({});
  });

  it("leaves a page script's call started too long ago", () => {
    const startedAt = Date.now() - EARLY_ANSWER_MAX_AGE_MS - 1;
    Object.assign(globalThis, {
      [PAGE_EARLY_READS]: { '/calendar/': { startedAt, answer: Promise.resolve(7) } },
    });
    get.mockResolvedValue(8);
    startEarly('/calendar/');
    expect(get).toHaveBeenCalledWith('/calendar/', undefined);
  });

  it('forgets the early answers when the session ends', () => {
    get.mockResolvedValue(1);
    const reads = { '/calendar/': { startedAt: Date.now(), answer: Promise.resolve(7) } };
    Object.assign(globalThis, { [PAGE_EARLY_READS]: reads });
    startEarly('/billing/dashboard/dashboard_data/');
    forgetEarly();
    expect(takeEarly('/billing/dashboard/dashboard_data/', asNumber)).toBeNull();
    expect(reads).toEqual({});
  });
});
