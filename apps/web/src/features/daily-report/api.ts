// Daily report calls (docs/api/logbook.md) and their TanStack Query hooks; query keys live under
// the log book's root (lib/logbook-keys.ts).
import {
  type TDailyReport,
  type TDailyReportInput,
  type TDailyReportUpdate,
  type TDailyReportWeek,
  ZDailyReport,
  ZDailyReportWeek,
} from '@ptlog/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { invalidateLogbookAroundDay, logbookKeys } from '../../lib/logbook-keys';

const parseReport = (value: unknown) => ZDailyReport.parse(value);
const parseWeek = (value: unknown) => ZDailyReportWeek.parse(value);

export const dailyApi = {
  week: (week: number) =>
    api.get<TDailyReportWeek>('/reports/daily/week/', {
      query: { week_number: week },
      parse: parseWeek,
    }),
  create: (input: TDailyReportInput) =>
    api.post<TDailyReport>('/reports/daily/', input, { parse: parseReport }),
  update: (id: number, input: TDailyReportUpdate) =>
    api.put<TDailyReport>(`/reports/daily/${id}/`, input, { parse: parseReport }),
};

export function useDailyWeek(week: number | null) {
  return useQuery({
    queryKey: logbookKeys.dailyWeek(week ?? 0),
    queryFn: () => dailyApi.week(week ?? 0),
    enabled: week !== null,
    // Offline, fail (error with Retry) rather than wait paused behind a skeleton.
    networkMode: 'always',
  });
}

export function useSaveDailyReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, existingId }: { input: TDailyReportInput; existingId: number | null }) =>
      existingId === null
        ? dailyApi.create(input)
        : dailyApi.update(existingId, {
            hours_spent: input.hours_spent,
            description: input.description,
          }),
    onSuccess: (saved) => {
      queryClient.setQueryData<TDailyReportWeek>(
        logbookKeys.dailyWeek(saved.week_number),
        (week) => (week ? replaceReport(week, saved) : week),
      );
      // A saved day also changes the week's log book (its hours and day columns are read from
      // the daily reports) and the dashboard.
      void invalidateLogbookAroundDay(queryClient);
    },
  });
}

function replaceReport(week: TDailyReportWeek, saved: TDailyReport): TDailyReportWeek {
  const results = [...week.results.filter((entry) => entry.date !== saved.date), saved].sort(
    (a, b) => a.date.localeCompare(b.date),
  );
  return {
    ...week,
    results,
    count: results.length,
    total_hours: results.reduce((sum, entry) => sum + entry.hours_spent, 0),
  };
}
