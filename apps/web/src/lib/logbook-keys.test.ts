import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  invalidateLogbook,
  invalidateLogbookAroundDay,
  invalidateLogbookAroundWeek,
  logbookKeys,
} from './logbook-keys';

/** A cache holding every log book read plus two reads of other areas, none of them stale. */
function filledCache() {
  const queryClient = new QueryClient();
  const keys = {
    dailyWeek3: logbookKeys.dailyWeek(3),
    dailyWeek4: logbookKeys.dailyWeek(4),
    weeklyList: logbookKeys.weeklyList,
    weeklyWeek3: logbookKeys.weeklyWeek(3),
    dashboard: logbookKeys.dashboard,
    calendar: ['calendar'],
    balance: ['billing', 'balance'],
  } as const;
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { cached: true });
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { queryClient, invalidated };
}

describe('log book cache keys', () => {
  it('puts every log book read under one root', () => {
    for (const key of [
      logbookKeys.dailyWeek(1),
      logbookKeys.weeklyList,
      logbookKeys.weeklyWeek(1),
      logbookKeys.dashboard,
    ]) {
      expect(key[0]).toBe('logbook');
    }
  });

  it('one invalidation reaches daily, weekly and dashboard, and nothing else', async () => {
    const { queryClient, invalidated } = filledCache();
    await invalidateLogbook(queryClient);
    expect(invalidated()).toEqual([
      'dailyWeek3',
      'dailyWeek4',
      'dashboard',
      'weeklyList',
      'weeklyWeek3',
    ]);
  });

  it('after a weekly answer, the rest of the log book but not the week just written', async () => {
    const { queryClient, invalidated } = filledCache();
    await invalidateLogbookAroundWeek(queryClient);
    expect(invalidated()).toEqual(['dailyWeek3', 'dailyWeek4', 'dashboard', 'weeklyList']);
  });

  it('after a saved day, the weekly reports and the dashboard but not the daily lists', async () => {
    const { queryClient, invalidated } = filledCache();
    await invalidateLogbookAroundDay(queryClient);
    expect(invalidated()).toEqual(['dashboard', 'weeklyList', 'weeklyWeek3']);
  });
});
