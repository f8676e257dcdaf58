import { isProfileComplete, LIMITS, type TDashboardData } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import { studentNameOf } from '../accounts/accounts.presenter';
import { placementClock } from '../calendar/calendar.service';
import { toDailyReportAnswer } from '../daily-reports/daily-reports.presenter';
import { countDailyReports, recentDailyReports } from '../daily-reports/daily-reports.repository';
import { loadProfile } from '../profile/profile.repository';
import { weeklyReportAnswers } from '../weekly-reports/weekly-reports.answers';
import { countWeeklyReports, listWeeklyReports } from '../weekly-reports/weekly-reports.repository';

/** The dashboard's figures, all counted from the student's own rows (nothing made up). */
export async function dashboardData(db: TDb, user: TUserRow, now: Date): Promise<TDashboardData> {
  const clock = await placementClock(db, now);
  const dailyCount = await countDailyReports(db, user.id);
  const weeklyCounts = await countWeeklyReports(db, user.id);
  const recentDailies = await recentDailyReports(db, user.id, LIMITS.RECENT_ITEMS);
  const recentWeeks = await listWeeklyReports(db, user.id, {
    order: 'newest',
    limit: LIMITS.RECENT_ITEMS,
  });
  const profile = await loadProfile(db, user);
  const studentName = studentNameOf(user);
  return {
    user: { id: user.id, first_name: user.firstName, last_name: user.lastName, email: user.email },
    stats: {
      daily_reports: dailyCount,
      weekly_reports: weeklyCounts.all,
      submitted_weekly_reports: weeklyCounts.submitted,
      general_report_status: 'pending',
    },
    profile_complete: isProfileComplete(profile),
    current_week: clock.currentWeek,
    recent_daily_reports: recentDailies.map((found) =>
      toDailyReportAnswer(found.row, { studentName, weekLocked: found.weekLocked }),
    ),
    recent_weekly_reports: await weeklyReportAnswers(db, user, recentWeeks.results, now),
  };
}
