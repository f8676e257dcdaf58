// GET /admin-dashboard/api/tokens/analytics/ and /reports/analytics/ with days (default 30).
import {
  type TAnalyticsPeriod,
  type TReportAnalytics,
  type TTokenAnalytics,
  ZReportAnalytics,
  ZTokenAnalytics,
} from '@ptlog/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys, useStaffQuery } from '../query';

export const analyticsApi = {
  tokens: (days: TAnalyticsPeriod) =>
    api.get<TTokenAnalytics>('/admin-dashboard/api/tokens/analytics/', {
      query: { days },
      parse: (value) => ZTokenAnalytics.parse(value),
    }),
  reports: (days: TAnalyticsPeriod) =>
    api.get<TReportAnalytics>('/admin-dashboard/api/reports/analytics/', {
      query: { days },
      parse: (value) => ZReportAnalytics.parse(value),
    }),
};

export function useTokenAnalytics(days: TAnalyticsPeriod) {
  return useStaffQuery({
    queryKey: adminKeys.tokenAnalytics(days),
    queryFn: () => analyticsApi.tokens(days),
    placeholderData: keepPreviousData,
  });
}

export function useReportAnalytics(days: TAnalyticsPeriod) {
  return useStaffQuery({
    queryKey: adminKeys.reportAnalytics(days),
    queryFn: () => analyticsApi.reports(days),
    placeholderData: keepPreviousData,
  });
}
