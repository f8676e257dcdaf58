// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAccountRecord } from './account-record';
import { ApiError } from './api-error';
import { createKeptAnswers, keptAs, useAnswerOrKept } from './kept-answers';
import { memoryStore } from './storage';

const asText = (value: unknown) => {
  if (typeof value !== 'string') throw new Error('not text');
  return value;
};

function keptFor(owner: { id: string | null }, store = memoryStore()) {
  return {
    store,
    kept: createKeptAnswers(createAccountRecord(store, 'kept_answers', () => owner.id)),
  };
}

const networkError = () =>
  new ApiError({ status: 0, code: 'network_error', detail: 'No connection', kind: 'network' });
const serverError = () =>
  new ApiError({ status: 503, code: 'unavailable', detail: 'Busy', kind: 'general' });

describe('answers kept on the device', () => {
  it('gives back each kept answer with when it was kept, for its account only', () => {
    const owner = { id: '7' as string | null };
    const { kept, store } = keptFor(owner);
    kept.keep('weekly-list', 'the list', 1_000);
    kept.keep('dashboard', 'the figures', 2_000);
    expect(kept.readCopy('weekly-list', asText)).toEqual({ value: 'the list', keptAt: 1_000 });
    expect(kept.read('dashboard', asText)).toBe('the figures');

    owner.id = '8';
    expect(kept.readCopy('weekly-list', asText)).toBeNull();
    owner.id = null;
    kept.keep('dashboard', 'written signed out', 3_000);
    expect(store.getItem('kept_answers:null')).toBeNull();
  });

  it('ignores a bad copy, and says nothing of when a copy kept without a time was kept', () => {
    const store = memoryStore({
      'kept_answers:7': JSON.stringify({ calendar: 'from before', 'weekly-list': 42 }),
    });
    const { kept } = keptFor({ id: '7' }, store);
    expect(kept.readCopy('weekly-list', asText)).toBeNull();
    expect(kept.readCopy('calendar', asText)).toEqual({ value: 'from before', keptAt: null });
  });

  it('keeps a call’s answer and hands it on', async () => {
    const { kept } = keptFor({ id: '7' });
    expect(await Promise.resolve('answer').then(keptAs('dashboard', kept))).toBe('answer');
    expect(kept.read('dashboard', asText)).toBe('answer');
  });
});

describe('writing the kept answers', () => {
  /** A scheduler the test runs by hand: `run()` writes what waits. */
  function byHand() {
    let waiting: (() => void) | null = null;
    return {
      schedule: (flush: () => void) => {
        waiting = flush;
        return () => {
          waiting = null;
        };
      },
      run: () => waiting?.(),
    };
  }

  it('writes the keeps of one screen together, once, later', () => {
    const store = memoryStore();
    let writes = 0;
    const counted = {
      ...store,
      setItem: (key: string, value: string) => {
        writes += 1;
        store.setItem(key, value);
      },
    };
    const later = byHand();
    const kept = createKeptAnswers(
      createAccountRecord(counted, 'kept_answers', () => '7'),
      later.schedule,
    );
    kept.keep('weekly-list', 'the list', 1_000);
    kept.keep('dashboard', 'the figures', 2_000);
    kept.keep('weekly-list', 'the newer list', 3_000);
    expect(writes).toBe(0);
    // Read before the write: what waits is what is read.
    expect(kept.readCopy('weekly-list', asText)).toEqual({
      value: 'the newer list',
      keptAt: 3_000,
    });

    later.run();
    expect(writes).toBe(1);
    const record = JSON.parse(store.getItem('kept_answers:7') ?? '{}');
    expect(record).toMatchObject({ 'weekly-list': 'the newer list', dashboard: 'the figures' });
    expect(record['kept-at']).toEqual({ 'weekly-list': 3_000, dashboard: 2_000 });
  });

  it("never writes one account's reads into another's record", () => {
    const owner = { id: '7' as string | null };
    const store = memoryStore();
    const later = byHand();
    const kept = createKeptAnswers(
      createAccountRecord(store, 'kept_answers', () => owner.id),
      later.schedule,
    );
    kept.keep('dashboard', "7's figures", 1_000);
    owner.id = '8';
    expect(kept.read('dashboard', asText)).toBeNull();
    later.run();
    expect(store.getItem('kept_answers:8')).toBeNull();
    expect(store.getItem('kept_answers:7')).toBeNull();
  });

  it('writes what waits as the page goes away', () => {
    const store = memoryStore();
    const kept = createKeptAnswers(createAccountRecord(store, 'kept_answers', () => '7'));
    kept.keep('dashboard', 'the figures', 1_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(store.getItem('kept_answers:7') ?? '{}').dashboard).toBe('the figures');
  });
});

describe('useAnswerOrKept', () => {
  const copy = { value: 'kept copy', keptAt: 1_000 };

  it('shows the answer; the kept copy only when the call found no network', () => {
    let reads = 0;
    const readKept = () => {
      reads += 1;
      return copy;
    };
    type TQuery = { data: string | undefined; error: unknown; errorUpdatedAt: number };
    const { result, rerender } = renderHook((query: TQuery) => useAnswerOrKept(query, readKept), {
      initialProps: { data: 'answer', error: null, errorUpdatedAt: 0 } as TQuery,
    });
    expect(result.current).toEqual({ data: 'answer', kept: null });

    rerender({ data: undefined, error: serverError(), errorUpdatedAt: 1 });
    expect(result.current.data).toBeUndefined();
    expect(reads).toBe(0);

    rerender({ data: undefined, error: networkError(), errorUpdatedAt: 2 });
    expect(result.current).toEqual({ data: 'kept copy', kept: copy });
    // Read once per failure, not on every render.
    rerender({ data: undefined, error: networkError(), errorUpdatedAt: 2 });
    expect(reads).toBe(1);
    // Asked again (the error cleared meanwhile): still the copy, not a skeleton.
    rerender({ data: undefined, error: null, errorUpdatedAt: 2 });
    expect(result.current.data).toBe('kept copy');

    // The connection returned: the answer takes the copy's place.
    act(() => rerender({ data: 'new answer', error: null, errorUpdatedAt: 2 }));
    expect(result.current).toEqual({ data: 'new answer', kept: null });
  });

  it('shows the failure when no good copy is kept', () => {
    const { result } = renderHook(() =>
      useAnswerOrKept({ data: undefined, error: networkError(), errorUpdatedAt: 1 }, () => null),
    );
    expect(result.current).toEqual({ data: undefined, kept: null });
  });
});
