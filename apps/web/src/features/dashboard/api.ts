// GET /billing/dashboard/dashboard_data/ (docs/api/logbook.md): real counts and recent reports.
import { type TDashboardData, ZDashboardData } from '@ptlog/shared';
import { useQuery } from '@tanstack/react-query';
import { EARLY_PATHS, getEarlyOr } from '../../lib/early-data';
import { logbookKeys } from '../../lib/logbook-keys';

const parseDashboard = (value: unknown) => ZDashboardData.parse(value);

export const dashboardApi = {
  // Started by the entry when the dashboard is the address opened (app/routes.tsx).
  data: (): Promise<TDashboardData> => getEarlyOr(EARLY_PATHS.dashboard, parseDashboard),
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
