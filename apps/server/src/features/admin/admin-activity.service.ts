import type { TRecentActivity } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { listUserActions } from './admin-actions.repository';
import { newestDailyReports, usersPerProgram } from './admin-activity.repository';
import { toRecentAiLog, toRecentUser } from './admin-dashboard.presenter';
import { newestAiLogs, newestUsers } from './admin-dashboard.repository';
import { toUserAction } from './admin-users.presenter';

/** Rows per panel of the Recent activity screen (its panels scroll). */
export const ACTIVITY_ITEMS = 10;

/** The four panels and the program distribution, read in parallel. */
export async function recentActivity(db: TDb, now: Date): Promise<TRecentActivity> {
  const [users, aiLogs, actions, reports, programs] = await Promise.all([
    newestUsers(db, ACTIVITY_ITEMS),
    newestAiLogs(db, ACTIVITY_ITEMS),
    listUserActions(db, { limit: ACTIVITY_ITEMS, offset: 0 }),
    newestDailyReports(db, ACTIVITY_ITEMS),
    usersPerProgram(db),
  ]);
  return {
    recent_users: users.map(toRecentUser),
    recent_ai_logs: aiLogs.map(toRecentAiLog),
    recent_actions: actions.map((row) => {
      const { admin_user, target_user, action, reason, created_at } = toUserAction(row);
      return { admin_user, target_user, action, reason, created_at };
    }),
    recent_reports: reports.map((row) => ({
      student__first_name: row.firstName,
      student__last_name: row.lastName,
      student__username: row.username,
      hours_spent: row.hoursSpent,
      date: row.date,
      created_at: row.createdAt.toISOString(),
    })),
    program_stats: programs.map((row) => ({ program: row.program ?? '', count: row.count })),
    // Registration records no industry (spec 1 §3), so there is nothing to count yet.
    industry_stats: [],
    generated_at: now.toISOString(),
  };
}
