// GET /billing/dashboard/dashboard_data/ (spec 1 §3 "Dashboard stats", §7 Dashboard).
import { z } from 'zod';
import { ZDailyReport } from './daily-report';
import { ZWeeklyReport } from './weekly-report';

export const ZDashboardStats = z.object({
  daily_reports: z.number().int(),
  weekly_reports: z.number().int(),
  /** Weekly reports submitted (approved ones included). */
  submitted_weekly_reports: z.number().int(),
  /** The general report is a teaser only (spec 1 §1). */
  general_report_status: z.string(),
});
export type TDashboardStats = z.infer<typeof ZDashboardStats>;

export const ZDashboardData = z.object({
  user: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
  }),
  stats: ZDashboardStats,
  profile_complete: z.boolean(),
  current_week: z.number().int(),
  /** The 3 newest by date. */
  recent_daily_reports: z.array(ZDailyReport),
  /** The 3 newest by week. */
  recent_weekly_reports: z.array(ZWeeklyReport),
});
export type TDashboardData = z.infer<typeof ZDashboardData>;
