// Daily report calls (docs/api/logbook.md): query keys and TanStack Query hooks.
import {
  type TDailyReport,
  type TDailyReportInput,
  type TDailyReportUpdate,
  type TDailyReportWeek,
  ZDailyReport,
  ZDailyReportWeek,
} from '@ptlog/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const dailyKeys = {
  all: ['daily'] as const,
  week: (week: number) => ['daily', 'week', week] as const,
};

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
    queryKey: dailyKeys.week(week ?? 0),
    queryFn: () => dailyApi.week(week ?? 0),
    enabled: week !== null,
    // Offline, fail (error with Retry) rather than wait paused behind a skeleton.
    networkMode: 'always',
  });
}

/**
 * A saved day changes the daily lists, the dashboard and the week's log book (its hours and day
 * columns are read from the daily reports), whatever keys those screens use.
 */
export function invalidateAfterDailySave(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return typeof head === 'string' && /daily|dashboard|weekly|logbook/i.test(head);
    },
  });
}

export function useSaveDailyReport() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the call must fail at once so the day goes to the outbox (not wait paused).
    networkMode: 'always',
    mutationFn: ({ input, existingId }: { input: TDailyReportInput; existingId: number | null }) =>
      existingId === null
        ? dailyApi.create(input)
        : dailyApi.update(existingId, {
            hours_spent: input.hours_spent,
            description: input.description,
          }),
    onSuccess: (saved) => {
      queryClient.setQueryData<TDailyReportWeek>(dailyKeys.week(saved.week_number), (week) =>
        week ? replaceReport(week, saved) : week,
      );
      void invalidateAfterDailySave(queryClient);
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
