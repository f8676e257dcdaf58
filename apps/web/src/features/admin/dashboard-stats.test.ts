import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { dashboardStats } from './dashboard-stats';
import { ADMIN_NS } from './i18n';

describe('dashboardStats', () => {
  it('shows users, reports and tokens with the week beside them', () => {
    const stats = dashboardStats(i18n.getFixedT('en', ADMIN_NS), {
      total_users: 1204,
      active_users: 1100,
      new_users_this_week: 35,
      total_weekly_reports: 5400,
      reports_this_week: 210,
      total_tokens_used: 96000,
      tokens_this_week: 3300,
      pending_payments: 46,
      user: {
        id: 1,
        username: 'staff',
        first_name: 'N',
        last_name: 'K',
        email: 's@x',
        is_staff: true,
      },
      recent_users: [],
      recent_ai_logs: [],
    });
    expect(stats.map((stat) => [stat.label, stat.value, stat.hint])).toEqual([
      ['Total users', '1,204', undefined],
      ['Active users', '1,100', undefined],
      ['New this week', '35', undefined],
      ['Weekly reports', '5,400', '210 this week'],
      ['Tokens used', '96,000', '3,300 this week'],
    ]);
  });
});
