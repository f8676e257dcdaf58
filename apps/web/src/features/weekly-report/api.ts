// Weekly report, main job and operation calls (docs/api/logbook.md): query keys and hooks.
import {
  type TAddDailyDialogInput,
  type TDailyReport,
  type TMainJob,
  type TMainJobCreate,
  type TMainJobUpdate,
  type TOperation,
  type TOperationCreate,
  type TOperationUpdate,
  type TWeeklyReport,
  type TWeeklyReportList,
  type TWeeklyReportUpdate,
  ZDailyReport,
  ZMainJob,
  ZOperation,
  ZWeeklyReport,
  ZWeeklyReportList,
} from '@ptlog/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../app/notify';
import { sendOutboxEntry } from '../../app/offline/send-outbox-entry';
import { api, isApiError } from '../../lib/api';
import { offlineOutbox } from '../../lib/offline-outbox';

export const weeklyKeys = {
  all: ['weekly-reports'] as const,
  list: ['weekly-reports', 'list'] as const,
  week: (week: number) => ['weekly-reports', 'week', week] as const,
};

const parseReport = (value: unknown) => ZWeeklyReport.parse(value);
const parseList = (value: unknown) => ZWeeklyReportList.parse(value);
const parseJob = (value: unknown) => ZMainJob.parse(value);
const parseOperation = (value: unknown) => ZOperation.parse(value);
const parseDaily = (value: unknown) => ZDailyReport.parse(value);

const weekPath = (week: number) => `/reports/weekly/week/${week}/`;
const operationsPath = (mainJobId: number) => `/reports/main-jobs/${mainJobId}/operations/`;

/** The PUT that saves a week's summary; also what the offline outbox replays. */
export function weeklyUpdateRequest(week: number, body: TWeeklyReportUpdate) {
  return { method: 'PUT' as const, path: weekPath(week), body };
}

export const weeklyApi = {
  list: () =>
    api.get<TWeeklyReportList>('/reports/weekly/', { query: { page_size: 100 }, parse: parseList }),
  week: (week: number) => api.get<TWeeklyReport>(weekPath(week), { parse: parseReport }),
  generate: (week: number) =>
    api.post<TWeeklyReport>(
      '/reports/weekly/generate/',
      { week_number: week },
      { parse: parseReport },
    ),
  update: (week: number, body: TWeeklyReportUpdate) =>
    api.put<TWeeklyReport>(weekPath(week), body, { parse: parseReport }),
  submit: (week: number) =>
    api.patch<TWeeklyReport>(`${weekPath(week)}submit/`, {}, { parse: parseReport }),
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
  return useQuery({ queryKey: weeklyKeys.list, queryFn: weeklyApi.list });
}

export function useWeeklyReport(week: number) {
  return useQuery({
    queryKey: weeklyKeys.week(week),
    queryFn: () => weeklyApi.week(week),
    // A 404 means "no report for this week yet": asking again will not change that.
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 2,
  });
}

/**
 * After a change, reload every log book screen (weekly, daily, dashboard) whatever its keys are
 * called; the calendar, profile and token balance are not affected.
 */
export function invalidateLogbook(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [head] = query.queryKey;
      return typeof head === 'string' && /weekly|daily|dashboard/i.test(head);
    },
  });
}

/** Keeps the answer of a weekly call and reloads the rest of the log book. */
function useApplyReport() {
  const queryClient = useQueryClient();
  return (report: TWeeklyReport) => {
    queryClient.setQueryData(weeklyKeys.week(report.week_number), report);
    return invalidateLogbook(queryClient);
  };
}

export function useGenerateWeeklyReport() {
  const apply = useApplyReport();
  return useMutation({ mutationFn: weeklyApi.generate, onSuccess: apply });
}

export function useUpdateWeeklyReport(week: number) {
  const apply = useApplyReport();
  return useMutation({
    mutationFn: (body: TWeeklyReportUpdate) => weeklyApi.update(week, body),
    onSuccess: apply,
  });
}

/**
 * Sends the changes kept on this device (the summary, daily entries) before a call that works on
 * the server's copy of the week: submitting (afterwards the server refuses them and the student's
 * text would be lost) and AI enhancement (which should polish the latest text, not be overwritten
 * by an older one later).
 */
export async function sendPendingChanges(): Promise<void> {
  if (offlineOutbox.list().length === 0) return;
  const { rejected } = await offlineOutbox.flush(sendOutboxEntry);
  for (const entry of rejected) {
    notify.error(`${entry.label} could not be saved and was discarded. Please enter it again.`);
  }
}

async function submitWeek(week: number): Promise<TWeeklyReport> {
  await sendPendingChanges();
  return weeklyApi.submit(week);
}

export function useSubmitWeeklyReport(week: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitWeek(week),
    onSuccess: (report) => {
      queryClient.setQueryData(weeklyKeys.week(week), report);
      // Submitting also locks the week's daily reports: every screen may show something else now.
      return queryClient.invalidateQueries();
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

/** Saves the main job: PUT when the week has one, else POST creates it for the weekly report. */
export function useSaveMainJob(report: TWeeklyReport) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { title: string; description: string }) =>
      report.main_job
        ? weeklyApi.updateMainJob(report.main_job.id, body)
        : weeklyApi.createMainJob({ ...body, weekly_report: report.id }),
    onSettled: () => invalidateLogbook(queryClient),
  });
}

export function useRefreshLogbook() {
  const queryClient = useQueryClient();
  return () => invalidateLogbook(queryClient);
}
