// One cache root for the log book. Daily reports, weekly reports (the overview list and each
// week) and the dashboard's counts and recent reports all live under ['logbook', …]: one
// invalidation of logbookKeys.all reaches every screen that shows log book data, and a narrower
// prefix reaches one part. The placement calendar, profile, settings and billing have roots of
// their own and are not touched by log book changes.
import type { QueryClient } from '@tanstack/react-query';

export const logbookKeys = {
  all: ['logbook'] as const,
  daily: ['logbook', 'daily'] as const,
  dailyWeek: (week: number) => ['logbook', 'daily', 'week', week] as const,
  weekly: ['logbook', 'weekly'] as const,
  weeklyList: ['logbook', 'weekly', 'list'] as const,
  weeklyWeek: (week: number) => ['logbook', 'weekly', 'week', week] as const,
  /** Logged days per week (the overview and roadmap): under weekly, so a saved day reloads it. */
  weeklyDays: ['logbook', 'weekly', 'days'] as const,
  dashboard: ['logbook', 'dashboard'] as const,
};

/** Reloads every log book screen (daily, weekly, dashboard). */
export function invalidateLogbook(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: logbookKeys.all });
}

function invalidateEach(queryClient: QueryClient, keys: readonly (readonly unknown[])[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/**
 * After a weekly answer was written into its week's cache: the rest of the log book that reads
 * the week (the overview list, the daily reports, the dashboard). The week itself is not asked
 * again; its answer is the server's copy already. Other weeks do not change with this one.
 */
export function invalidateLogbookAroundWeek(queryClient: QueryClient): Promise<void> {
  return invalidateEach(queryClient, [
    logbookKeys.weeklyList,
    logbookKeys.daily,
    logbookKeys.dashboard,
  ]);
}

/**
 * After a saved day was written into its week's daily list: the weekly reports (their hours and
 * day columns are read from the daily reports) and the dashboard. The day's own week list is not
 * asked again, and the other weeks' days do not change with this one.
 */
export function invalidateLogbookAroundDay(queryClient: QueryClient): Promise<void> {
  return invalidateEach(queryClient, [logbookKeys.weekly, logbookKeys.dashboard]);
}
