// Staff analytics answers (spec 2 §3, §7 "Admin"): the token and report analytics and the recent
// activity panels; part of the staff area contract (admin.ts).
import { z } from 'zod';
import { ADMIN_ACTIONS } from '../constants/tokens';
import { ZRecentAiLog, ZRecentUser } from './admin';
import { ZRealIsoDate } from './dates';

const count = z.number().int().min(0);

/** GET /admin-dashboard/api/tokens/analytics/?days=. */
export const ZTokenAnalytics = z.object({
  days: z.number().int(),
  /** Tokens consumed by AI, all time. */
  total_tokens: count,
  /** …in the period. */
  period_tokens: count,
  total_enhancements: count,
  period_enhancements: count,
  /** The last 14 days, oldest first, every day present (zeros included). */
  daily_usage: z.array(z.object({ date: ZRealIsoDate, tokens: count, enhancements: count })),
  /** Per enhancement type in the period, most tokens first. */
  enhancement_usage: z.array(z.object({ enhancement_type: z.string(), count, tokens: count })),
  /** The top 10 users by tokens in the period. */
  user_usage: z.array(
    z.object({
      user_id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      username: z.string(),
      tokens: count,
      enhancements: count,
    }),
  ),
  /** Per content type in the period, most tokens first. */
  content_usage: z.array(z.object({ content_type: z.string(), count, tokens: count })),
});
export type TTokenAnalytics = z.infer<typeof ZTokenAnalytics>;

/** GET /admin-dashboard/api/reports/analytics/?days=. */
export const ZReportAnalytics = z.object({
  days: z.number().int(),
  total_weekly_reports: count,
  /** Ours: weekly reports created in the period. */
  period_weekly_reports: count,
  /** Ours. */
  total_daily_reports: count,
  /** Ours: daily reports dated in the period. */
  period_daily_reports: count,
  /** Percent (one decimal) of the period's weekly reports that were submitted or approved. */
  completion_rate: z.number().min(0).max(100),
  /** Daily reports per report date, the last 14 days, oldest first, zeros included. */
  daily_reports_stats: z.array(z.object({ date: ZRealIsoDate, count, total_hours: z.number() })),
  /** Daily reports in the period per student program, most first. */
  program_stats: z.array(z.object({ program: z.string(), count })),
  /** The 6 most active students in the period. */
  user_report_activity: z.array(
    z.object({
      user_id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      username: z.string(),
      report_count: count,
      total_hours: z.number(),
    }),
  ),
});
export type TReportAnalytics = z.infer<typeof ZReportAnalytics>;

/** GET /admin-dashboard/api/recent-activity/. */
export const ZRecentActivity = z.object({
  recent_users: z.array(ZRecentUser),
  recent_ai_logs: z.array(ZRecentAiLog),
  recent_actions: z.array(
    z.object({
      admin_user: z.string(),
      target_user: z.string(),
      action: z.enum(ADMIN_ACTIONS),
      reason: z.string(),
      created_at: z.string(),
    }),
  ),
  recent_reports: z.array(
    z.object({
      student__first_name: z.string(),
      student__last_name: z.string(),
      student__username: z.string(),
      hours_spent: z.number(),
      date: ZRealIsoDate,
      created_at: z.string(),
    }),
  ),
  /** Students per program. */
  program_stats: z.array(z.object({ program: z.string(), count })),
  /** Students per industry; empty while registration records no industry. */
  industry_stats: z.array(z.object({ industry_type: z.string(), count })),
  /** Ours: when the figures were read (the 'Last updated' stamp). */
  generated_at: z.string(),
});
export type TRecentActivity = z.infer<typeof ZRecentActivity>;
