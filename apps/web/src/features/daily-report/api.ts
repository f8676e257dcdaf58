// Daily report calls (docs/api/logbook.md) and their TanStack Query hooks; query keys live under
// the log book's root (lib/logbook-keys.ts).
import {
  ERROR_CODES,
  type TDailyReport,
  type TDailyReportInput,
  type TDailyReportUpdate,
  type TDailyReportWeek,
  ZDailyReport,
  ZDailyReportWeek,
} from '@ptlog/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../lib/api';
import { keptAnswers, type TKeptAnswers } from '../../lib/kept-answers';
import { invalidateLogbookAroundDay, logbookKeys } from '../../lib/logbook-keys';
import { dayUpdateFields, type TDayBegan } from './daily-form';

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

/** The day's copy still waiting in this device's outbox (useDailyOutbox). */
export type TUnsentDay = Pick<TDailyReport, 'hours_spent' | 'description'> & { savedAt: number };

/** The server's copy of the day of `date` in week `week`, or null when it has none. */
export async function dayOnServer(week: number, date: string): Promise<TDailyReport | null> {
  const answer = await dailyApi.week(week);
  return answer.results.find((report) => report.date === date) ?? null;
}

export interface TSaveDailyVariables {
  input: TDailyReportInput;
  existingId: number | null;
  /** The day's copy this device still holds to send, if any (a save whose answer was lost). */
  unsent?: TUnsentDay | null;
  /** The saved day the form began from (an edit of an existing day). */
  began?: TDayBegan | null;
}

const isDuplicateDate = (error: unknown) =>
  isApiError(error) && error.status === 409 && error.code === ERROR_CODES.CONFLICT;

/**
 * POST (new) or PUT (existing). A POST refused as a duplicate date while the day's earlier save
 * still waits in the outbox: that save reached the server and only its answer was lost, so this
 * one is an edit of the day (DESIGN §4.3), as the outbox's replay settles it
 * (settleDailyConflict). The server's copy is taken for that save when it holds its text or is
 * older than it; any other copy (written elsewhere since) is not overwritten: the 409 stands.
 */
export async function saveDailyReport({
  input,
  existingId,
  unsent,
  began,
}: TSaveDailyVariables): Promise<TDailyReport> {
  const fields = { hours_spent: input.hours_spent, description: input.description };
  if (existingId !== null) return dailyApi.update(existingId, dayUpdateFields(input, began));
  try {
    return await dailyApi.create(input);
  } catch (error) {
    if (!unsent || input.week_number === undefined || !isDuplicateDate(error)) throw error;
    const week = await dailyApi.week(input.week_number);
    const onServer = week.results.find((report) => report.date === input.date);
    const ownSave =
      onServer !== undefined &&
      ((onServer.description === unsent.description &&
        onServer.hours_spent === unsent.hours_spent) ||
        Date.parse(onServer.updated_at) < unsent.savedAt);
    if (!ownSave) throw error;
    return dailyApi.update(onServer.id, fields);
  }
}

export function useSaveDailyReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDailyReport,
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
