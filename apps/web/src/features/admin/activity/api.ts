// GET /admin-dashboard/api/recent-activity/.
import { type TRecentActivity, ZRecentActivity } from '@ptlog/shared';
import { api } from '../../../lib/api';
import { adminKeys, useStaffQuery } from '../query';

export const activityApi = {
  get: () =>
    api.get<TRecentActivity>('/admin-dashboard/api/recent-activity/', {
      parse: (value) => ZRecentActivity.parse(value),
    }),
};

export function useRecentActivity() {
  return useStaffQuery({ queryKey: adminKeys.activity, queryFn: activityApi.get });
}
