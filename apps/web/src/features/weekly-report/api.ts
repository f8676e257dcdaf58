// Weekly report calls (docs/api/logbook.md): the week and its summary, main job and operations;
// AI enhancement and reset to original are in ai-api.ts, the downloads in export-api.ts. Query keys live under the log book's root (lib/logbook-keys.ts).
import {
  type TAddDailyDialogInput,
  type TDailyReport,
  type TMainJob,
  type TMainJobCreate,
  type TMainJobUpdate,
  type TOperation,
  type TOperationCreate,
  type TOperationUpdate,
  type TPlacementCalendar,
  type TWeekAnswer,
  type TWeeklyReport,
  type TWeeklyReportUpdate,
  ZDailyReport,
  ZDailyReportList,
  ZMainJob,
  ZOperation,
  ZWeekAnswer,
  ZWeeklyReport,
  ZWeeklyReportList,
} from '@ptlog/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { api, isApiError, isWorthRetrying } from '../../lib/api';
import { EARLY_PATHS, getEarlyOr } from '../../lib/early-data';
import { isEditedElsewhereError } from '../../lib/edited-elsewhere';
import { keptAnswers, keptAs, useAnswerOrKept } from '../../lib/kept-answers';
import './i18n';
import {
  invalidateLogbook,
  invalidateLogbookAroundWeek,
  logbookKeys,
} from '../../lib/logbook-keys';
import { keptCalendar, useCalendar } from '../calendar/api';
import { sendPendingChanges } from './pending-changes';
import { buildWeekCards, daysPerWeek } from './week-cards';

const parseReport = (value: unknown) => ZWeeklyReport.parse(value);
const parseList = (value: unknown) => ZWeeklyReportList.parse(value);
const parseWeekAnswer = (value: unknown) => ZWeekAnswer.parse(value);
const parseJob = (value: unknown) => ZMainJob.parse(value);
const parseOperation = (value: unknown) => ZOperation.parse(value);
const parseDaily = (value: unknown) => ZDailyReport.parse(value);
const parseDailyList = (value: unknown) => ZDailyReportList.parse(value);

const weekPath = (week: number) => `/reports/weekly/week/${week}/`;
const operationsPath = (mainJobId: number) => `/reports/main-jobs/${mainJobId}/operations/`;

/** The PUT that saves a week's summary; also what the offline outbox replays. */
export function weeklyUpdateRequest(week: number, body: TWeeklyReportUpdate) {
  return { method: 'PUT' as const, path: weekPath(week), body };
}

// Names of the answers kept on the device (lib/kept-answers.ts): the overview, the dashboard's
// roadmap and each week's page open offline.
const KEPT_LIST = 'weekly-list';
const KEPT_DAYS = 'logged-days';
const keptWeekName = (week: number) => `weekly-week:${week}`;

export const weeklyApi = {
  // Both lists are started by the entry when a screen that reads them is the address opened, and
  // kept on the device.
  list: () => getEarlyOr(EARLY_PATHS.weeklyList, parseList).then(keptAs(KEPT_LIST)),
  /** The week's report, or its logged days while it has none (`id` null, ADR 9). */
  week: (week: number) => api.get<TWeekAnswer>(weekPath(week), { parse: parseWeekAnswer }),
  /** Every logged day (a placement has at most 40 working days). */
  loggedDays: () => getEarlyOr(EARLY_PATHS.loggedDays, parseDailyList).then(keptAs(KEPT_DAYS)),
  generate: (week: number) =>
    api.post<TWeeklyReport>(
      '/reports/weekly/generate/',
      { week_number: week },
      { parse: parseReport },
    ),
  update: (week: number, body: TWeeklyReportUpdate) =>
    api.put<TWeeklyReport>(weekPath(week), body, { parse: parseReport }),
  /** `shownMonday`: the week's Monday as the page showed it (a moved start renumbers pages). */
  submit: (week: number, shownMonday?: string) =>
    api.patch<TWeeklyReport>(
      `${weekPath(week)}submit/`,
      shownMonday ? { start_date: shownMonday } : {},
      { parse: parseReport },
    ),
  addDaily: (input: TAddDailyDialogInput) =>
    api.post<TDailyReport>('/reports/daily/', input, { parse: parseDaily }),
  createMainJob: (body: TMainJobCreate) =>
    api.post<TMainJob>('/reports/main-jobs/', body, { parse: parseJob }),
  updateMainJob: (id: number, body: TMainJobUpdate) =>
    api.put<TMainJob>(`/reports/main-jobs/${id}/`, body, { parse: parseJob }),
  createOperation: (mainJobId: number, body: Omit<TOperationCreate, 'main_job' | 'step_number'>) =>
    api.post<TOperation>(operationsPath(mainJobId), body, {
      // Spec 1 §7: 10 s for the operations calls.
      timeoutMs: 10_000,
      parse: parseOperation,
    }),
  updateOperation: (mainJobId: number, id: number, body: TOperationUpdate) =>
    api.put<TOperation>(`${operationsPath(mainJobId)}${id}/`, body, {
      timeoutMs: 10_000,
      parse: parseOperation,
    }),
  deleteOperation: (mainJobId: number, id: number) =>
    api.delete<unknown>(`${operationsPath(mainJobId)}${id}/`, { timeoutMs: 10_000 }),
};

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function useWeeklyReports() {
  return useQuery({
    queryKey: logbookKeys.weeklyList,
    queryFn: weeklyApi.list,
    // Offline, fail (error with Retry, or the copy kept on the device) rather than wait paused
    // behind a skeleton.
    networkMode: 'always',
  });
}

// One function for every render: TanStack Query runs a select again when its identity changes.
const selectDaysPerWeek = (list: Awaited<ReturnType<typeof weeklyApi.loggedDays>>) =>
  daysPerWeek(list.results);

/** The weekly list as last answered on this device, for when it cannot be asked for. */
export const keptWeeklyList = () => keptAnswers.readCopy(KEPT_LIST, parseList);
/** Every logged day as last answered on this device. */
export const keptLoggedDays = () => keptAnswers.readCopy(KEPT_DAYS, parseDailyList);
/** The week's answer as last shown on this device. */
export const keptWeek = (week: number) => keptAnswers.readCopy(keptWeekName(week), parseWeekAnswer);
/** The placement calendar kept on this device (calendar/api.ts keeps it), as a kept copy. */
const keptCalendarCopy = () => {
  const value = keptCalendar();
  return value && { value, keptAt: null };
};
const keptDaysPerWeek = () => {
  const copy = keptLoggedDays();
  return copy && { ...copy, value: selectDaysPerWeek(copy.value) };
};

/** Every logged day, as listed (the same query as the counts below, read whole). */
export function useLoggedDays() {
  return useQuery({
    queryKey: logbookKeys.weeklyDays,
    queryFn: weeklyApi.loggedDays,
    // Offline, fail (error with Retry, or the copy kept on the device) rather than wait paused
    // behind a skeleton.
    networkMode: 'always',
  });
}

/** Logged days per week, for weeks whose weekly report does not exist yet. */
export function useLoggedDaysPerWeek() {
  return useQuery({
    queryKey: logbookKeys.weeklyDays,
    queryFn: weeklyApi.loggedDays,
    select: selectDaysPerWeek,
    // Offline, fail (error with Retry, or the copy kept on the device) rather than wait paused
    // behind a skeleton.
    networkMode: 'always',
  });
}

/** The placement calendar, or offline the one kept on this device. */
export function useCalendarOrKept() {
  const calendar = useCalendar();
  return { query: calendar, ...useAnswerOrKept(calendar, keptCalendarCopy) };
}

/**
 * The 8 weeks' cards (state and completion by the shared log book rule) for the overview and the
 * dashboard roadmap; undefined until the calendar, the weekly reports and the days are in. Offline,
 * from the copies kept on this device (`kept`: the list's, or the days'); `failed`: a read that
 * failed with no copy to show.
 */
export function useWeekCards(calendar: TPlacementCalendar | undefined) {
  const reports = useWeeklyReports();
  const days = useLoggedDaysPerWeek();
  const list = useAnswerOrKept(reports, keptWeeklyList);
  const perWeek = useAnswerOrKept(days, keptDaysPerWeek);
  const cards = useMemo(
    () =>
      calendar && list.data && perWeek.data
        ? buildWeekCards(calendar, list.data.results, perWeek.data)
        : undefined,
    [calendar, list.data, perWeek.data],
  );
  const failed =
    reports.isError && !list.data ? reports : days.isError && !perWeek.data ? days : null;
  return { cards, reports, days, list: list.data, failed, kept: list.kept ?? perWeek.kept };
}

/** The week's answer; each one the page shows is kept on the device (lib/kept-answers.ts). */
export function useWeeklyReport(week: number) {
  const query = useQuery({
    queryKey: logbookKeys.weeklyWeek(week),
    queryFn: () => weeklyApi.week(week),
    // A 404 means "no report for this week yet": asking again will not change that.
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 2,
    // Offline, fail (error with Retry, or the copy kept on the device) rather than wait paused
    // behind a skeleton.
    networkMode: 'always',
  });
  // Kept as it lands in the cache, read or written there by a change's answer (applyReport), so
  // a summary saved just before the app was closed is in the copy opened offline.
  const { data } = query;
  useEffect(() => {
    if (data) keptAnswers.keep(keptWeekName(week), data);
  }, [week, data]);
  return query;
}

/**
 * A weekly answer carries the whole report: it replaces the cached week at once, so the page
 * shows it without a reload; the rest of the log book (overview, daily reports, dashboard) is
 * reloaded in the background.
 */
export function applyReport(queryClient: QueryClient, report: TWeeklyReport) {
  queryClient.setQueryData(logbookKeys.weeklyWeek(report.week_number), report);
  return invalidateLogbookAroundWeek(queryClient);
}

/** Keeps the answer of a weekly call and reloads the rest of the log book. */
function useApplyReport() {
  const queryClient = useQueryClient();
  return (report: TWeeklyReport) => applyReport(queryClient, report);
}

/**
 * The week as the server has it now, written into its cache so the page shows it; null when it
 * cannot be read (still offline). A failed read leaves the week marked as not refreshed: the page
 * says so, and reads it again when the connection returns (app/query-client.tsx).
 */
async function rereadWeek(queryClient: QueryClient, week: number): Promise<TWeekAnswer | null> {
  try {
    return await queryClient.fetchQuery({
      queryKey: logbookKeys.weeklyWeek(week),
      queryFn: () => weeklyApi.week(week),
      networkMode: 'always',
      retry: false,
      staleTime: 0,
    });
  } catch {
    return null;
  }
}

/**
 * A weekly call whose answer may be lost after the server did the work (the phone went offline
 * meanwhile, a time-out, a proxy's 5xx): the week is read again, and when it shows the work done
 * (`done`), that is the answer. Otherwise the call's own failure stands.
 */
async function orDoneOnReread(
  call: Promise<TWeeklyReport>,
  queryClient: QueryClient,
  week: number,
  done: (answer: TWeekAnswer) => answer is TWeeklyReport,
): Promise<TWeeklyReport> {
  try {
    return await call;
  } catch (error) {
    if (!isWorthRetrying(error)) throw error;
    const answer = await rereadWeek(queryClient, week);
    if (answer && done(answer)) return answer;
    throw error;
  }
}

const hasReport = (answer: TWeekAnswer): answer is TWeeklyReport => answer.id !== null;

/** Submitted, and still the week the page showed (staff may have moved the start meanwhile). */
const submittedFrom =
  (shownMonday: string | undefined) =>
  (answer: TWeekAnswer): answer is TWeeklyReport =>
    answer.id !== null &&
    answer.status !== 'DRAFT' &&
    (shownMonday === undefined || answer.start_date === shownMonday);

/** Creates the week's report; a lost answer for a report the server made counts as made. */
export function useGenerateWeeklyReport() {
  const queryClient = useQueryClient();
  const apply = useApplyReport();
  return useMutation({
    mutationFn: (week: number) =>
      orDoneOnReread(weeklyApi.generate(week), queryClient, week, hasReport),
    onSuccess: apply,
  });
}

/**
 * Saves the week's texts. Refused because another tab or device saved the summary meanwhile, it
 * reads the week again first, so the page shows the text saved there beside the one typed here.
 */
export function useUpdateWeeklyReport(week: number) {
  const queryClient = useQueryClient();
  const apply = useApplyReport();
  return useMutation({
    mutationFn: (body: TWeeklyReportUpdate) =>
      weeklyApi.update(week, body).catch(async (error: unknown) => {
        if (isEditedElsewhereError(error)) await rereadWeek(queryClient, week);
        throw error;
      }),
    onSuccess: apply,
  });
}

/** Submits the week; a lost answer for a week the server submitted counts as submitted. */
export function useSubmitWeeklyReport(week: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (shownMonday?: string) => {
      await sendPendingChanges();
      const submit = weeklyApi.submit(week, shownMonday);
      return orDoneOnReread(submit, queryClient, week, submittedFrom(shownMonday));
    },
    onSuccess: (report) => {
      // Submitting also locks the week's daily reports: the daily screen, the overview and the
      // dashboard are reloaded with the week.
      return applyReport(queryClient, report);
    },
  });
}

export function useAddDailyReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: weeklyApi.addDaily,
    onSuccess: () => invalidateLogbook(queryClient),
  });
}

interface TMainJobTexts {
  title: string;
  description: string;
}

/** Saves the main job: PUT when the week has one, else POST creates it for the weekly report. */
export function useSaveMainJob(report: TWeeklyReport) {
  const queryClient = useQueryClient();
  return useMutation({
    /** `began`: the saved texts the editor began from, so a change made elsewhere is not lost. */
    mutationFn: ({ began, ...body }: TMainJobTexts & { began: TMainJobTexts }) =>
      report.main_job
        ? weeklyApi.updateMainJob(report.main_job.id, {
            ...body,
            title_was: began.title,
            description_was: began.description,
          })
        : weeklyApi.createMainJob({ ...body, weekly_report: report.id }),
    onSettled: () => invalidateLogbook(queryClient),
  });
}

/** Reloads every log book screen, e.g. after a refusal that says the week changed meanwhile. */
export function useRefreshLogbook() {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateLogbook(queryClient), [queryClient]);
}
