import { LIMITS, type TAdminDashboardStats } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import { toRecentAiLog, toRecentUser } from './admin-dashboard.presenter';
import { dashboardFigures, newestAiLogs, newestUsers } from './admin-dashboard.repository';
import { joinedWindows } from './admin-dates';

/**
 * The admin dashboard: seven figures (the week = the last 7 dates in East Africa Time, today
 * included, as Analytics' 7 days and the users list's "Last 7 days"), the payments waiting for a
 * decision, 5 newest users and AI uses.
 */
export async function dashboardStats(
  db: TDb,
  staff: TUserRow,
  now: Date,
): Promise<TAdminDashboardStats> {
  const [figures, users, aiLogs] = await Promise.all([
    dashboardFigures(db, joinedWindows(now).week),
    newestUsers(db, LIMITS.ADMIN_RECENT_ITEMS),
    newestAiLogs(db, LIMITS.ADMIN_RECENT_ITEMS),
  ]);
  return {
    total_users: figures.totalUsers,
    active_users: figures.activeUsers,
    new_users_this_week: figures.newUsersWeek,
    total_weekly_reports: figures.totalWeekly,
    reports_this_week: figures.weeklyThisWeek,
    total_tokens_used: figures.tokensUsed,
    tokens_this_week: figures.tokensThisWeek,
    pending_payments: figures.pendingPayments,
    user: {
      id: staff.id,
      username: staff.username,
      first_name: staff.firstName,
      last_name: staff.lastName,
      email: staff.email,
      is_staff: staff.isStaff,
    },
    recent_users: users.map(toRecentUser),
    recent_ai_logs: aiLogs.map(toRecentAiLog),
  };
}
