// The figures of the admin dashboard (spec 2 §3 Admin dashboard stats).
import type { TAdminDashboardStats } from '@ptlog/shared';
import type { TStat } from './components/StatGrid';
import { formatCount, type TTranslate } from './format';

export function dashboardStats(t: TTranslate, stats: TAdminDashboardStats): TStat[] {
  const thisWeek = (count: number) => t('admin:stats.thisWeek', { count: formatCount(count) });
  return [
    { label: t('admin:stats.totalUsers'), value: formatCount(stats.total_users), color: 'blue' },
    {
      label: t('admin:stats.activeUsers'),
      value: formatCount(stats.active_users),
      color: 'green',
    },
    {
      label: t('admin:stats.newThisWeek'),
      value: formatCount(stats.new_users_this_week),
      color: 'grape',
    },
    {
      label: t('admin:stats.weeklyReports'),
      value: formatCount(stats.total_weekly_reports),
      hint: thisWeek(stats.reports_this_week),
      color: 'orange',
    },
    {
      label: t('admin:stats.tokensUsed'),
      value: formatCount(stats.total_tokens_used),
      hint: thisWeek(stats.tokens_this_week),
      color: 'teal',
    },
  ];
}
