import { LIMITS, type TReportAnalytics, type TTokenAnalytics } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import {
  aiGroupedBy,
  aiPerDay,
  aiTotals,
  dailyReportsPerDate,
  dailyReportsPerProgram,
  mostActiveStudents,
  reportTotals,
  topAiUsers,
} from './admin-analytics.repository';
import { daysBefore, isoOf, lastDays } from './admin-dates';

/** Local midnight of the first of the chart's days. */
function chartStart(now: Date): Date {
  return new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate() - (LIMITS.ANALYTICS_CHART_DAYS - 1),
  );
}

/** Token analytics over the last `days` days; the chart covers the last 14 days. */
export async function tokenAnalytics(db: TDb, days: number, now: Date): Promise<TTokenAnalytics> {
  const since = daysBefore(now, days);
  const firstDay = chartStart(now);
  const [totals, perDay, byEnhancement, byContent, top] = await Promise.all([
    aiTotals(db, since),
    aiPerDay(db, firstDay),
    aiGroupedBy(db, 'enhancement_type', since),
    aiGroupedBy(db, 'content_type', since),
    topAiUsers(db, since, LIMITS.ANALYTICS_TOP_USERS),
  ]);
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  return {
    days,
    total_tokens: totals.tokens,
    period_tokens: totals.periodTokens,
    total_enhancements: totals.enhancements,
    period_enhancements: totals.periodEnhancements,
    daily_usage: lastDays(now, LIMITS.ANALYTICS_CHART_DAYS).map((date, index) => ({
      date,
      tokens: byDay.get(index)?.tokens ?? 0,
      enhancements: byDay.get(index)?.enhancements ?? 0,
    })),
    enhancement_usage: byEnhancement.map((row) => ({
      enhancement_type: row.key,
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
    content_usage: byContent.map((row) => ({
      content_type: row.key,
      count: row.count,
      tokens: row.tokens,
    })),
  };
}

/** Report analytics over the last `days` days (daily reports by their date). */
export async function reportAnalytics(db: TDb, days: number, now: Date): Promise<TReportAnalytics> {
  const since = daysBefore(now, days);
  const sinceDate = isoOf(since);
  const chartDays = lastDays(now, LIMITS.ANALYTICS_CHART_DAYS);
  const [totals, perDate, perProgram, active] = await Promise.all([
    reportTotals(db, since, sinceDate),
    dailyReportsPerDate(db, chartDays[0]!, chartDays[chartDays.length - 1]!),
    dailyReportsPerProgram(db, sinceDate),
    mostActiveStudents(db, sinceDate, LIMITS.ANALYTICS_TOP_ACTIVE),
  ]);
  const byDate = new Map(perDate.map((row) => [row.date, row]));
  const rate = totals.periodWeekly === 0 ? 0 : (totals.periodDone / totals.periodWeekly) * 100;
  return {
    days,
    total_weekly_reports: totals.weekly,
    period_weekly_reports: totals.periodWeekly,
    total_daily_reports: totals.daily,
    period_daily_reports: totals.periodDaily,
    completion_rate: Math.round(rate * 10) / 10,
    daily_reports_stats: chartDays.map((date) => ({
      date,
      count: byDate.get(date)?.count ?? 0,
      total_hours: byDate.get(date)?.hours ?? 0,
    })),
    program_stats: perProgram.map((row) => ({ program: row.program ?? '', count: row.count })),
    user_report_activity: active.map((row) => ({
      user_id: row.userId,
      first_name: row.firstName,
      last_name: row.lastName,
      username: row.username,
      report_count: row.reportCount,
      total_hours: row.totalHours,
    })),
  };
}
