// GET /billing/dashboard/dashboard_data/ (docs/api/logbook.md): real counts and recent reports.
import { type TDashboardData, ZDashboardData } from '@ptlog/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { logbookKeys } from '../../lib/logbook-keys';

const parseDashboard = (value: unknown) => ZDashboardData.parse(value);

export const dashboardApi = {
  data: () =>
    api.get<TDashboardData>('/billing/dashboard/dashboard_data/', { parse: parseDashboard }),
};

/** A failure is shown as an error with Retry, never as the spec's zero-count fallback. */
export function useDashboardData() {
  return useQuery({
    // Log book data: under the log book's root, so every log book change reloads it.
    queryKey: logbookKeys.dashboard,
    queryFn: dashboardApi.data,
    // Offline, fail (error with Retry) rather than wait paused behind a skeleton.
    networkMode: 'always',
  });
}
