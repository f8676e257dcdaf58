// GET /billing/dashboard/dashboard_data/ (docs/api/logbook.md): real counts and recent reports.
import { type TDashboardData, ZDashboardData } from '@ptlog/shared';
import { useQuery } from '@tanstack/react-query';
import { EARLY_PATHS, getEarlyOr } from '../../lib/early-data';
import { keptAnswers, keptAs } from '../../lib/kept-answers';
import { logbookKeys } from '../../lib/logbook-keys';

const parseDashboard = (value: unknown) => ZDashboardData.parse(value);
const KEPT_NAME = 'dashboard';

export const dashboardApi = {
  // Started by the entry when the dashboard is the address opened (app/routes.tsx); kept on the
  // device (lib/kept-answers.ts), so the dashboard opens offline.
  data: (): Promise<TDashboardData> =>
    getEarlyOr(EARLY_PATHS.dashboard, parseDashboard).then(keptAs(KEPT_NAME)),
};

/** The dashboard's figures as last answered on this device, for when they cannot be asked for. */
export const keptDashboard = () => keptAnswers.readCopy(KEPT_NAME, parseDashboard);

/**
 * A failure is shown as an error with Retry, never as the spec's zero-count fallback; offline, as
 * the copy kept on this device when there is one (DashboardPage).
 */
export function useDashboardData() {
  return useQuery({
    // Log book data: under the log book's root, so every log book change reloads it.
    queryKey: logbookKeys.dashboard,
    queryFn: dashboardApi.data,
    // Offline, fail (error with Retry, or the copy kept on the device) rather than wait paused
    // behind a skeleton.
    networkMode: 'always',
  });
}
