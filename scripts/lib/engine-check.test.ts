import { describe, expect, it } from 'vitest';
import { ACCEPTED_ENGINE_EXCEPTIONS, engineMismatches } from './engine-check';

const root = new URL('../..', import.meta.url).pathname;

describe('Node engines of the installed packages', () => {
  it('admit the lowest supported Node, except the packages accepted with a reason', () => {
    const unexpected = engineMismatches(root).filter(
      (mismatch) => !(mismatch.name in ACCEPTED_ENGINE_EXCEPTIONS),
    );
    expect(unexpected).toEqual([]);
  });
});
