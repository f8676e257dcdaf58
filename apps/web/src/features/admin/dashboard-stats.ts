// The figures of the admin dashboard (spec 2 §3 Admin dashboard stats).
import type { TAdminDashboardStats } from '@ptlog/shared';
import type { TStat } from './components/StatGrid';
import { formatCount } from './format';

export function dashboardStats(stats: TAdminDashboardStats): TStat[] {
  return [
    { label: 'Total users', value: formatCount(stats.total_users), color: 'blue' },
    { label: 'Active users', value: formatCount(stats.active_users), color: 'green' },
    { label: 'New this week', value: formatCount(stats.new_users_this_week), color: 'grape' },
    {
      label: 'Weekly reports',
      value: formatCount(stats.total_weekly_reports),
      hint: `${formatCount(stats.reports_this_week)} this week`,
      color: 'orange',
    },
    {
      label: 'Tokens used',
      value: formatCount(stats.total_tokens_used),
      hint: `${formatCount(stats.tokens_this_week)} this week`,
      color: 'teal',
    },
  ];
}
