// The "This week" card's data: the same two cached calls the roadmap makes (the weekly reports and
// every logged day, under the same query keys), read for their dates; no call of its own.
import type { TDailyReportList, TPlacementCalendar } from '@ptlog/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAnswerOrKept } from '../../lib/kept-answers';
import { logbookKeys } from '../../lib/logbook-keys';
import { keptLoggedDays, keptWeeklyList, useWeeklyReports, weeklyApi } from '../weekly-report/api';
import { type TThisWeek, type TThisWeekDay, thisWeekView } from './this-week';

// One function for every render: TanStack Query runs a select again when its identity changes.
const selectLoggedDays = (list: TDailyReportList): TThisWeekDay[] =>
  list.results.map(({ date, week_number }) => ({ date, week_number }));

const keptDays = () => {
  const copy = keptLoggedDays();
  return copy && { ...copy, value: selectLoggedDays(copy.value) };
};

/**
 * What the card shows; `view` is undefined while loading, `failed` when a call failed (offline,
 * with no copy kept on this device to show).
 */
export function useThisWeek(calendar: TPlacementCalendar): {
  view: TThisWeek | undefined;
  failed: boolean;
} {
  const reportsQuery = useWeeklyReports();
  const daysQuery = useQuery({
    queryKey: logbookKeys.weeklyDays,
    queryFn: weeklyApi.loggedDays,
    select: selectLoggedDays,
    // Offline, fail (and show the copy kept on the device) rather than wait paused.
    networkMode: 'always',
  });
  const reports = useAnswerOrKept(reportsQuery, keptWeeklyList).data;
  const days = useAnswerOrKept(daysQuery, keptDays).data;
  const view = useMemo(
    () => (reports && days ? thisWeekView(calendar, days, reports.results) : undefined),
    [calendar, reports, days],
  );
  const failed = (reportsQuery.isError && !reports) || (daysQuery.isError && !days);
  return { view, failed };
}
