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
import { keptAnswers, type TKeptAnswers } from '../../lib/kept-answers';
import { invalidateLogbookAroundDay, logbookKeys } from '../../lib/logbook-keys';

const parseReport = (value: unknown) => ZDailyReport.parse(value);
const parseWeek = (value: unknown) => ZDailyReportWeek.parse(value);

const keptWeekName = (week: number) => `daily-week:${week}`;

export const dailyApi = {
  // Each answer is kept on the device (lib/kept-answers.ts): the daily screen opens offline.
  week: async (week: number) => {
    const answer = await api.get<TDailyReportWeek>('/reports/daily/week/', {
      query: { week_number: week },
      parse: parseWeek,
    });
    keptAnswers.keep(keptWeekName(week), answer);
    return answer;
  },
  create: (input: TDailyReportInput) =>
    api.post<TDailyReport>('/reports/daily/', input, { parse: parseReport }),
  update: (id: number, input: TDailyReportUpdate) =>
    api.put<TDailyReport>(`/reports/daily/${id}/`, input, { parse: parseReport }),
};

/** The week's days as last answered on this device, for when they cannot be asked for. */
export function keptDailyWeek(
  week: number,
  kept: TKeptAnswers = keptAnswers,
): TDailyReportWeek | null {
  return kept.read(keptWeekName(week), parseWeek);
}

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
      const key = logbookKeys.dailyWeek(saved.week_number);
      // The copy kept for offline opening gets the saved day too: else, opened offline later
      // (the week is not asked again after a save), the day would look unlogged.
      const cached = queryClient.getQueryData<TDailyReportWeek>(key);
      const week = cached ?? keptDailyWeek(saved.week_number);
      if (week) {
        const updated = replaceReport(week, saved);
        if (cached) queryClient.setQueryData(key, updated);
        keptAnswers.keep(keptWeekName(saved.week_number), updated);
      }
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
