import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

/** A load whose promise the test settles by hand; counts how often it was started. */
function manualLoad() {
  const state = { starts: 0, settle: (_value: number) => {}, fail: (_error: Error) => {} };
  const load = () => {
    state.starts += 1;
    return new Promise<number>((resolve, reject) => {
      state.settle = resolve;
      state.fail = reject;
    });
  };
  return { state, load };
}

describe('singleFlight', () => {
  it('starts one load for calls with the same key while it runs, and shares its answer', async () => {
    const run = singleFlight<number>();
    const { state, load } = manualLoad();
    const answers = Promise.all([run('a', load), run('a', load), run('a', load)]);
    state.settle(7);
    expect(await answers).toEqual([7, 7, 7]);
    expect(state.starts).toBe(1);
  });

  it('keeps nothing once settled: the next call loads again', async () => {
    const run = singleFlight<number>();
    const { state, load } = manualLoad();
    const first = run('a', load);
    state.settle(1);
    await first;
    const second = run('a', load);
    state.settle(2);
    expect(await second).toBe(2);
    expect(state.starts).toBe(2);
  });

  it('runs different keys separately', async () => {
    const run = singleFlight<string>();
    const a = run('a', async () => 'A');
    const b = run('b', async () => 'B');
    expect([await a, await b]).toEqual(['A', 'B']);
  });

  it('gives a failure to those who joined it, and starts afresh after it', async () => {
    const run = singleFlight<number>();
    const { state, load } = manualLoad();
    const joined = [run('a', load), run('a', load)];
    state.fail(new Error('database went away'));
    for (const call of joined) await expect(call).rejects.toThrow('database went away');
    const retry = run('a', load);
    state.settle(3);
    expect(await retry).toBe(3);
    expect(state.starts).toBe(2);
  });
});
