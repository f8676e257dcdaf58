// GET /admin-dashboard/api/dashboard/stats/ and PUT /calendar/ (staff).
import {
  type TAdminDashboardStats,
  type TPlacementCalendar,
  ZAdminDashboardStats,
  ZPlacementCalendar,
} from '@ptlog/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { calendarKeys } from '../../calendar/api';
import { adminKeys, useAuthExpiryHandler, useStaffQuery } from '../query';

export const adminDashboardApi = {
  stats: () =>
    api.get<TAdminDashboardStats>('/admin-dashboard/api/dashboard/stats/', {
      parse: (value) => ZAdminDashboardStats.parse(value),
    }),
  setPlacementStart: (start_date: string) =>
    api.put<TPlacementCalendar>(
      '/calendar/',
      { start_date },
      { parse: (value) => ZPlacementCalendar.parse(value) },
    ),
};

export function useAdminDashboard() {
  return useStaffQuery({ queryKey: adminKeys.dashboard, queryFn: adminDashboardApi.stats });
}

/** Moves the placement; every screen built on the calendar reloads it. */
export function useSetPlacementStart() {
  const queryClient = useQueryClient();
  const handleAuthExpiry = useAuthExpiryHandler();
  return useMutation({
    mutationFn: adminDashboardApi.setPlacementStart,
    onSuccess: (calendar) => {
      queryClient.setQueryData(calendarKeys.all, calendar);
      void queryClient.invalidateQueries();
    },
    onError: handleAuthExpiry,
  });
}
