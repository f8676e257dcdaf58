import { LIMITS, type TReportAnalytics, type TTokenAnalytics } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { eatMidnight, lastEatDays, periodStart } from '../../lib/eat-day';
import {
  aiPerDay,
  aiUsageFigures,
  dailyReportFigures,
  dailyReportsPerDate,
  topAiUsers,
  weeklyReportCounts,
} from './admin-analytics.repository';

/**
 * Token analytics over the last `days` dates in East Africa Time, today included, as the report
 * analytics beside them count; the chart covers the last 14 dates.
 */
export async function tokenAnalytics(db: TDb, days: number, now: Date): Promise<TTokenAnalytics> {
  const since = periodStart(now, days);
  const chartDays = lastEatDays(now, LIMITS.ANALYTICS_CHART_DAYS);
  const firstDay = eatMidnight(chartDays[0]!);
  const [totals, perDay, top] = await Promise.all([
    aiUsageFigures(db, since),
    aiPerDay(db, firstDay),
    topAiUsers(db, since, LIMITS.ANALYTICS_TOP_USERS),
  ]);
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  return {
    days,
    total_tokens: totals.tokens,
    period_tokens: totals.periodTokens,
    total_enhancements: totals.enhancements,
    period_enhancements: totals.periodEnhancements,
    daily_usage: chartDays.map((date, index) => ({
      date,
      tokens: byDay.get(index)?.tokens ?? 0,
      enhancements: byDay.get(index)?.enhancements ?? 0,
    })),
    enhancement_usage: totals.perEnhancement.map((row) => ({
      enhancement_type: row.type,
      count: row.count,
      tokens: row.tokens,
    })),
    user_usage: top.map((row) => ({
      user_id: row.userId,
      first_name: row.firstName,
      last_name: row.lastName,
      username: row.username,
      tokens: row.tokens,
      enhancements: row.enhancements,
    })),
    content_usage: totals.perContent.map((row) => ({
      content_type: row.type,
      count: row.count,
      tokens: row.tokens,
    })),
  };
}

/**
 * Report analytics over the last `days` dates in East Africa Time, today included (as the users
 * list's "no entry for N days" counts them): daily reports by their date, weekly reports by when
 * they were made, from that first date's midnight. (It counted 8 dates for 7: the date 7 × 24 h
 * ago, then every date since.)
 */
export async function reportAnalytics(db: TDb, days: number, now: Date): Promise<TReportAnalytics> {
  const sinceDate = lastEatDays(now, days)[0]!;
  const since = eatMidnight(sinceDate);
  const chartDays = lastEatDays(now, LIMITS.ANALYTICS_CHART_DAYS);
  const [weekly, daily, perDate] = await Promise.all([
    weeklyReportCounts(db, since),
    dailyReportFigures(db, sinceDate, LIMITS.ANALYTICS_TOP_ACTIVE),
    dailyReportsPerDate(db, chartDays[0]!, chartDays[chartDays.length - 1]!),
  ]);
  const byDate = new Map(perDate.map((row) => [row.date, row]));
  const rate = weekly.periodWeekly === 0 ? 0 : (weekly.periodDone / weekly.periodWeekly) * 100;
  return {
    days,
    total_weekly_reports: weekly.weekly,
    period_weekly_reports: weekly.periodWeekly,
    total_daily_reports: daily.daily,
    period_daily_reports: daily.periodDaily,
    completion_rate: Math.round(rate * 10) / 10,
    daily_reports_stats: chartDays.map((date) => ({
      date,
      count: byDate.get(date)?.count ?? 0,
      total_hours: byDate.get(date)?.hours ?? 0,
    })),
    program_stats: daily.programs,
    user_report_activity: daily.top.map((row) => ({
      user_id: row.userId,
      first_name: row.firstName,
      last_name: row.lastName,
      username: row.username,
      report_count: row.reportCount,
      total_hours: row.totalHours,
    })),
  };
}
