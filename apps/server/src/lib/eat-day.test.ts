import { describe, expect, it } from 'vitest';
import { eatMidnight, lastEatDays } from './eat-day';

describe('East Africa Time days', () => {
  it('start at 21:00 UTC the evening before, whatever the process time zone', () => {
    expect(eatMidnight('2026-04-01').toISOString()).toBe('2026-03-31T21:00:00.000Z');
    expect(eatMidnight('2026-03-31', 1).toISOString()).toBe('2026-03-31T21:00:00.000Z');
    expect(eatMidnight('2026-12-31', 1).toISOString()).toBe('2026-12-31T21:00:00.000Z');
    expect(eatMidnight('2028-03-01', -1).toISOString()).toBe('2028-02-28T21:00:00.000Z');
  });

  it('count back from the day it already is in Dar es Salaam', () => {
    // 22:30 UTC on 31 March is 01:30 on 1 April in EAT.
    expect(lastEatDays(new Date('2026-03-31T22:30:00Z'), 3)).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
    ]);
    expect(lastEatDays(new Date('2026-03-31T20:59:59Z'), 2)).toEqual(['2026-03-30', '2026-03-31']);
    expect(lastEatDays(new Date('2026-01-01T00:00:00Z'), 1)).toEqual(['2026-01-01']);
  });
});
