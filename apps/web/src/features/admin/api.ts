// The staff area's calls (wt-admin's routes): dashboard, placement start, users, analytics,
// recent activity, site settings and the staff-kept records (token usage notes, system metrics). Query keys and TanStack Query hooks; the only place this feature calls the API.
// A 401 that survives the token refresh ends the session and goes to /login (spec 2 §2 "A missing
// token prompts re-login"), as on billing.
import {
  MESSAGES,
  type TAdminDashboardStats,
  type TAdminUserDetail,
  type TAdminUserList,
  type TAdminUserOrdering,
  type TAnalyticsPeriod,
  type TBulkUserActionAnswer,
  type TBulkUserActionInput,
  type TPlacementCalendar,
  type TRecentActivity,
  type TReportAnalytics,
  type TSiteSettings,
  type TSystemMetric,
  type TSystemMetricInput,
  type TSystemMetricPage,
  type TTokenAnalytics,
  type TTokenSummary,
  type TTokenUsageRecord,
  type TTokenUsageRecordInput,
  type TTokenUsageRecordPage,
  type TUserExportFormat,
  ZAdminDashboardStats,
  ZAdminUserDetail,
  ZAdminUserList,
  ZBulkUserActionAnswer,
  ZPlacementCalendar,
  ZRecentActivity,
  ZReportAnalytics,
  ZSiteSettings,
  ZSystemMetric,
  ZSystemMetricPage,
  ZTokenAnalytics,
  ZTokenSummary,
  ZTokenUsageRecord,
  ZTokenUsageRecordPage,
} from '@ptlog/shared';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, isApiError, type QueryValue } from '../../lib/api';
import {
  billingKeys,
  useAuthExpiryHandler,
  useBillingQuery as useStaffQuery,
} from '../billing/api';
import { calendarKeys } from '../calendar/api';
import { sendInBatches } from './bulk-batches';
import { RECORDS_PAGE_SIZE } from './records-url';
import { type TUserFilterForm, userFilterQuery, userListQuery } from './user-filters';

/**
 * The query hook and 401 handler of every staff screen (admin, staff billing, broadcast,
 * feedback): no retry after a 401, which ends the session instead.
 */
export { useAuthExpiryHandler, useStaffQuery };

/** Every staff read sits under `['admin']`, so a bulk user action refreshes them all. */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  users: ['admin', 'users'] as const,
  userList: (query: Record<string, unknown>) => ['admin', 'users', 'list', query] as const,
  userDetail: (id: number) => ['admin', 'users', 'detail', id] as const,
  tokenSummary: ['admin', 'tokens', 'summary'] as const,
  tokenAnalytics: (days: number) => ['admin', 'analytics', 'tokens', days] as const,
  reportAnalytics: (days: number) => ['admin', 'analytics', 'reports', days] as const,
  activity: ['admin', 'activity'] as const,
  siteSettings: ['admin', 'site-settings'] as const,
  records: ['admin', 'records'] as const,
  recordPage: (kind: string, filter: string, page: number) =>
    ['admin', 'records', kind, filter, page] as const,
};

export const adminApi = {
  // GET /admin-dashboard/api/dashboard/stats/ and PUT /calendar/ (staff).
  dashboardStats: () =>
    api.get<TAdminDashboardStats>('/admin-dashboard/api/dashboard/stats/', {
      parse: (value) => ZAdminDashboardStats.parse(value),
    }),
  setPlacementStart: (start_date: string) =>
    api.put<TPlacementCalendar>(
      '/calendar/',
      { start_date },
      { parse: (value) => ZPlacementCalendar.parse(value) },
    ),
  // User management: list, details, bulk actions, CSV.
  users: (filters: TUserFilterForm, page: number, ordering?: TAdminUserOrdering) =>
    api.get<TAdminUserList>('/admin-dashboard/api/users/', {
      query: userListQuery(filters, page, ordering),
      parse: (value) => ZAdminUserList.parse(value),
    }),
  user: (id: number) =>
    api.get<TAdminUserDetail>(`/admin-dashboard/api/users/${id}/`, {
      parse: (value) => ZAdminUserDetail.parse(value),
    }),
  bulkUsers: (payload: TBulkUserActionInput) =>
    api.post<TBulkUserActionAnswer>('/admin-dashboard/api/users/actions/', payload, {
      parse: (value) => ZBulkUserActionAnswer.parse(value),
    }),
  // GET /admin-dashboard/api/tokens/summary/: the totals only, so one balance row is enough.
  tokenSummary: () =>
    api.get<TTokenSummary>('/admin-dashboard/api/tokens/summary/', {
      query: { page_size: 1 },
      parse: (value) => ZTokenSummary.parse(value),
    }),
  // GET /admin/users/export/ with the list's filters: CSV (spec 2), or .xlsx (ADR 0022).
  exportUsers: (filters: TUserFilterForm, format: TUserExportFormat) =>
    api.get<Blob>('/admin/users/export/', {
      query: { ...userFilterQuery(filters), format },
      responseType: 'blob',
      timeoutMs: 60_000,
    }),
  // GET /admin-dashboard/api/tokens/analytics/ and /reports/analytics/ with days (default 30).
  tokenAnalytics: (days: TAnalyticsPeriod) =>
    api.get<TTokenAnalytics>('/admin-dashboard/api/tokens/analytics/', {
      query: { days },
      parse: (value) => ZTokenAnalytics.parse(value),
    }),
  reportAnalytics: (days: TAnalyticsPeriod) =>
    api.get<TReportAnalytics>('/admin-dashboard/api/reports/analytics/', {
      query: { days },
      parse: (value) => ZReportAnalytics.parse(value),
    }),
  // GET and PUT /admin/settings/: payment numbers and the support WhatsApp number.
  siteSettings: () =>
    api.get<TSiteSettings>('/admin/settings/', { parse: (value) => ZSiteSettings.parse(value) }),
  saveSiteSettings: (settings: TSiteSettings) =>
    api.put<TSiteSettings>('/admin/settings/', settings, {
      parse: (value) => ZSiteSettings.parse(value),
    }),
  // GET /admin-dashboard/api/recent-activity/.
  recentActivity: () =>
    api.get<TRecentActivity>('/admin-dashboard/api/recent-activity/', {
      parse: (value) => ZRecentActivity.parse(value),
    }),
};

export function useAdminDashboard() {
  return useStaffQuery({ queryKey: adminKeys.dashboard, queryFn: adminApi.dashboardStats });
}

/** Moves the placement; every screen built on the calendar reloads it. */
export function useSetPlacementStart() {
  const queryClient = useQueryClient();
  const handleAuthExpiry = useAuthExpiryHandler();
  return useMutation({
    mutationFn: adminApi.setPlacementStart,
    onSuccess: (calendar) => {
      queryClient.setQueryData(calendarKeys.all, calendar);
      void queryClient.invalidateQueries();
    },
    onError: handleAuthExpiry,
  });
}

export function useSiteSettings() {
  return useStaffQuery({ queryKey: adminKeys.siteSettings, queryFn: adminApi.siteSettings });
}

/** Saves the settings; the billing page's payment info reloads with them. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  const handleAuthExpiry = useAuthExpiryHandler();
  return useMutation({
    mutationFn: adminApi.saveSiteSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(adminKeys.siteSettings, settings);
      void queryClient.invalidateQueries({ queryKey: billingKeys.paymentInfo });
    },
    onError: handleAuthExpiry,
  });
}

export function useAdminUsers(
  filters: TUserFilterForm,
  page: number,
  ordering: TAdminUserOrdering,
) {
  return useStaffQuery({
    queryKey: adminKeys.userList({ ...filters, page, ordering }),
    queryFn: () => adminApi.users(filters, page, ordering),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: number | null) {
  return useStaffQuery({
    queryKey: adminKeys.userDetail(id ?? 0),
    queryFn: () => adminApi.user(id ?? 0),
    enabled: id !== null,
  });
}

export function useTokenSummary() {
  return useStaffQuery({ queryKey: adminKeys.tokenSummary, queryFn: adminApi.tokenSummary });
}

/**
 * A bulk action in batches of 100 (bulk-batches.ts). It fails only when nothing was done; a batch
 * failing after others went through answers the outcome with its error, since those users changed.
 */
export function useBulkUserAction() {
  const queryClient = useQueryClient();
  const handleAuthExpiry = useAuthExpiryHandler();
  return useMutation({
    mutationFn: async (payload: TBulkUserActionInput) => {
      const outcome = await sendInBatches(payload, adminApi.bulkUsers);
      if (outcome.error !== null && outcome.doneIds.length === 0) throw outcome.error;
      return outcome;
    },
    onSuccess: (outcome) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      if (outcome.error !== null) handleAuthExpiry(outcome.error);
    },
    onError: handleAuthExpiry,
  });
}

export const NO_USERS_TO_EXPORT = MESSAGES.admin.noUsersToExport;

export function useTokenAnalytics(days: TAnalyticsPeriod) {
  return useStaffQuery({
    queryKey: adminKeys.tokenAnalytics(days),
    queryFn: () => adminApi.tokenAnalytics(days),
    placeholderData: keepPreviousData,
  });
}

export function useReportAnalytics(days: TAnalyticsPeriod) {
  return useStaffQuery({
    queryKey: adminKeys.reportAnalytics(days),
    queryFn: () => adminApi.reportAnalytics(days),
    placeholderData: keepPreviousData,
  });
}

export function useRecentActivity() {
  return useStaffQuery({ queryKey: adminKeys.activity, queryFn: adminApi.recentActivity });
}

// ─── Staff-kept records: GET (paged), POST, PUT {id}, DELETE {id} (docs/api/admin.md) ────────

/** The calls of one kind of staff-kept record. */
function recordCalls<TRecord, TPage, TInput>(
  path: string,
  schemas: { page: z.ZodType<TPage>; record: z.ZodType<TRecord> },
) {
  const parse = (value: unknown) => schemas.record.parse(value);
  return {
    /** Newest first; `filter` is the list's one query filter (user_id or metric_name). */
    list: (filter: Record<string, QueryValue>, page: number) =>
      api.get<TPage>(path, {
        query: { ...filter, page, page_size: RECORDS_PAGE_SIZE },
        parse: (value) => schemas.page.parse(value),
      }),
    /** A new record (`id` null), or the record `id` replaced. */
    save: ({ id, input }: { id: number | null; input: TInput }) =>
      id === null
        ? api.post<TRecord>(path, input, { parse })
        : api.put<TRecord>(`${path}${id}/`, input, { parse }),
    remove: (id: number) => api.delete<null>(`${path}${id}/`),
  };
}

export const tokenUsageCalls = recordCalls<
  TTokenUsageRecord,
  TTokenUsageRecordPage,
  TTokenUsageRecordInput
>('/admin-dashboard/api/token-usage/', { page: ZTokenUsageRecordPage, record: ZTokenUsageRecord });

export const systemMetricCalls = recordCalls<TSystemMetric, TSystemMetricPage, TSystemMetricInput>(
  '/admin-dashboard/api/system-metrics/',
  { page: ZSystemMetricPage, record: ZSystemMetric },
);

export function useTokenUsageRecords(userId: string, page: number) {
  return useStaffQuery({
    queryKey: adminKeys.recordPage('token-usage', userId, page),
    queryFn: () => tokenUsageCalls.list({ user_id: userId || undefined }, page),
    placeholderData: keepPreviousData,
  });
}

export function useSystemMetrics(metricName: string, page: number) {
  return useStaffQuery({
    queryKey: adminKeys.recordPage('system-metrics', metricName, page),
    queryFn: () => systemMetricCalls.list({ metric_name: metricName || undefined }, page),
    placeholderData: keepPreviousData,
  });
}

/**
 * A change to records: both lists load again after it, and after a 404 too (a colleague deleted
 * the record meanwhile: the list still shows it).
 */
function useRecordChange<TArgs, TAnswer>(fn: (args: TArgs) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  const handleAuthExpiry = useAuthExpiryHandler();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminKeys.records });
  return useMutation({
    mutationFn: fn,
    onSuccess: refresh,
    onError: (error) => {
      if (isApiError(error) && error.status === 404) refresh();
      handleAuthExpiry(error);
    },
  });
}

export const useSaveTokenUsage = () => useRecordChange(tokenUsageCalls.save);
export const useRemoveTokenUsage = () => useRecordChange(tokenUsageCalls.remove);
export const useSaveSystemMetric = () => useRecordChange(systemMetricCalls.save);
export const useRemoveSystemMetric = () => useRecordChange(systemMetricCalls.remove);
