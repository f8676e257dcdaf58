import { beforeEach, describe, expect, it, vi } from 'vitest';

const get =
  vi.fn<(path: string, options?: { parse?: (value: unknown) => unknown }) => Promise<unknown>>();
vi.mock('./api', () => ({ api: { get: (path: string, options?: object) => get(path, options) } }));

const { EARLY_ANSWER_MAX_AGE_MS, forgetEarly, getEarlyOr, startEarly, takeEarly } = await import(
  './early-data'
);

const asNumber = (value: unknown) => {
  if (typeof value !== 'number') throw new Error('not a number');
  return value;
};

describe('early API reads', () => {
  beforeEach(() => {
    forgetEarly();
    get.mockReset();
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

  it('forgets the early answers when the session ends', () => {
    get.mockResolvedValue(1);
    startEarly('/billing/dashboard/dashboard_data/');
    forgetEarly();
    expect(takeEarly('/billing/dashboard/dashboard_data/', asNumber)).toBeNull();
  });
});
