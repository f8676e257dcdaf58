import { describe, expect, it } from 'vitest';
import { latestDueAt, parseWeeklyTime } from './schedule';

describe('weekly due times in East Africa Time', () => {
  const thursday = parseWeeklyTime('Thu 16:00');

  it('parses a weekday and a time', () => {
    expect(thursday).toEqual({ weekday: 4, hour: 16, minute: 0 });
    expect(parseWeeklyTime('mon 09:30')).toEqual({ weekday: 1, hour: 9, minute: 30 });
    expect(() => parseWeeklyTime('someday 9')).toThrow();
  });

  it('answers the latest due moment at or before now (16:00 EAT is 13:00 UTC)', () => {
    const due = new Date('2026-03-19T13:00:00Z');
    expect(latestDueAt(thursday, due)).toEqual(due);
    expect(latestDueAt(thursday, new Date('2026-03-19T13:00:01Z'))).toEqual(due);
    expect(latestDueAt(thursday, new Date('2026-03-25T23:00:00Z'))).toEqual(due);
    expect(latestDueAt(thursday, new Date('2026-03-19T12:59:59Z'))).toEqual(
      new Date('2026-03-12T13:00:00Z'),
    );
    // Monday 09:00 EAT is Monday 06:00 UTC; Sunday 22:00 UTC is already Monday 01:00 in EAT.
    const monday = parseWeeklyTime('mon 09:00');
    expect(latestDueAt(monday, new Date('2026-03-23T06:00:00Z'))).toEqual(
      new Date('2026-03-23T06:00:00Z'),
    );
    expect(latestDueAt(monday, new Date('2026-03-22T22:00:00Z'))).toEqual(
      new Date('2026-03-16T06:00:00Z'),
    );
  });
});
