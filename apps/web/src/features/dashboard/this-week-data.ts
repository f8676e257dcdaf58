// The "This week" card's data: the same two cached calls the roadmap makes (the weekly reports and
// every logged day, under the same query keys), read for their dates; no call of its own.
import type { TDailyReportList, TPlacementCalendar } from '@ptlog/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { logbookKeys } from '../../lib/logbook-keys';
import { useWeeklyReports, weeklyApi } from '../weekly-report/api';
import { type TThisWeek, type TThisWeekDay, thisWeekView } from './this-week';

// One function for every render: TanStack Query runs a select again when its identity changes.
const selectLoggedDays = (list: TDailyReportList): TThisWeekDay[] =>
  list.results.map(({ date, week_number }) => ({ date, week_number }));

/** What the card shows; `view` is undefined while loading, `failed` when a call failed. */
export function useThisWeek(calendar: TPlacementCalendar): {
  view: TThisWeek | undefined;
  failed: boolean;
} {
  const reports = useWeeklyReports();
  const days = useQuery({
    queryKey: logbookKeys.weeklyDays,
    queryFn: weeklyApi.loggedDays,
    select: selectLoggedDays,
  });
  const view = useMemo(
    () =>
      reports.data && days.data
        ? thisWeekView(calendar, days.data, reports.data.results)
        : undefined,
    [calendar, reports.data, days.data],
  );
  const failed = !view && (reports.isError || days.isError);
  return { view, failed };
}
