// Chart and card data of /admin/analytics (spec 2 §2): periods 7/30/90/365 days (default 30),
// the last 14 days, the top 10 token users and the 6 most active students.
import {
  ANALYTICS_PERIODS_DAYS,
  DEFAULT_ANALYTICS_PERIOD_DAYS,
  type TAnalyticsPeriod,
  type TReportAnalytics,
  type TTokenAnalytics,
} from '@ptlog/shared';
import type { CSSProperties } from 'react';
import { formatDate, formatNumber } from '../../i18n/format';
import type { TStat } from './components/StatGrid';
import { codeLabel, formatCount, personName, type TTranslate } from './format';

export function periodOptions(t: TTranslate) {
  return ANALYTICS_PERIODS_DAYS.map((days) => ({
    value: String(days),
    label:
      days === 365 ? t('admin:analytics.periodYear') : t('admin:analytics.periodDays', { days }),
  }));
}
export const DEFAULT_PERIOD: TAnalyticsPeriod = DEFAULT_ANALYTICS_PERIOD_DAYS;

export function parsePeriod(value: string | null): TAnalyticsPeriod {
  const days = Number(value);
  return (ANALYTICS_PERIODS_DAYS as readonly number[]).includes(days)
    ? (days as TAnalyticsPeriod)
    : DEFAULT_PERIOD;
}

/** '2026-11-23' → '23 Nov' (an ISO date is a calendar day; read in UTC so it never shifts). */
export function shortDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? isoDate
    : formatDate(isoDate, { day: 'numeric', month: 'short' });
}

export const CHART_DAYS = 14;

export function tokenDailySeries(analytics: TTokenAnalytics) {
  return analytics.daily_usage.slice(-CHART_DAYS).map((day) => ({
    day: shortDay(day.date),
    Tokens: day.tokens,
    Enhancements: day.enhancements,
  }));
}

export function reportDailySeries(analytics: TReportAnalytics) {
  return analytics.daily_reports_stats.slice(-CHART_DAYS).map((day) => ({
    day: shortDay(day.date),
    Reports: day.count,
    Hours: day.total_hours,
  }));
}

export function tokenStats(t: TTranslate, analytics: TTokenAnalytics): TStat[] {
  const { days } = analytics;
  return [
    {
      label: t('admin:analytics.tokensUsed'),
      value: formatCount(analytics.total_tokens),
      hint: t('admin:analytics.allTime'),
      color: 'teal',
    },
    {
      label: t('admin:analytics.tokensPeriod', { days }),
      value: formatCount(analytics.period_tokens),
      color: 'teal',
    },
    {
      label: t('admin:analytics.aiEnhancements'),
      value: formatCount(analytics.total_enhancements),
      hint: t('admin:analytics.allTime'),
      color: 'grape',
    },
    {
      label: t('admin:analytics.enhancementsPeriod', { days }),
      value: formatCount(analytics.period_enhancements),
      color: 'grape',
    },
  ];
}

export function reportStats(t: TTranslate, analytics: TReportAnalytics): TStat[] {
  const { days } = analytics;
  return [
    {
      label: t('admin:analytics.weeklyReports'),
      value: formatCount(analytics.total_weekly_reports),
      hint: t('admin:analytics.inPeriod', {
        count: formatCount(analytics.period_weekly_reports),
        days,
      }),
      color: 'orange',
    },
    {
      label: t('admin:analytics.dailyReports'),
      value: formatCount(analytics.total_daily_reports),
      hint: t('admin:analytics.inPeriod', {
        count: formatCount(analytics.period_daily_reports),
        days,
      }),
      color: 'blue',
    },
    {
      label: t('admin:analytics.completionRate'),
      value: formatNumber(analytics.completion_rate / 100, {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }),
      hint: t('admin:analytics.completionHint', { days }),
      color: 'green',
    },
  ];
}

/** The top 10 users by tokens, for a bars list. */
export function topTokenUsers(analytics: TTokenAnalytics) {
  const top = analytics.user_usage.slice(0, 10).map((user) => ({
    name: personName(user.first_name, user.last_name, user.username),
    username: user.username,
    value: user.tokens,
  }));
  // Two students of one name would be two bars of one label: each then also shows its username.
  const named = new Map<string, number>();
  for (const { name } of top) named.set(name, (named.get(name) ?? 0) + 1);
  return top.map(({ name, username, value }) => ({
    name: (named.get(name) ?? 0) > 1 ? `${name} (${username})` : name,
    value,
  }));
}

/** The 6 most active students by daily reports; `username` tells apart two of one name. */
export function topActiveStudents(analytics: TReportAnalytics) {
  return analytics.user_report_activity.slice(0, 6).map((user) => ({
    id: user.user_id,
    name: personName(user.first_name, user.last_name, user.username),
    username: user.username,
    reports: user.report_count,
    hours: user.total_hours,
  }));
}

/** Tokens per enhancement type and per content type, for bars lists, in the reader's words. */
export function enhancementBars(t: TTranslate, analytics: TTokenAnalytics) {
  return analytics.enhancement_usage.map((row) => ({
    name: `${codeLabel(t, 'enhancement', row.enhancement_type)} (${formatCount(row.count)})`,
    value: row.tokens,
  }));
}

export function contentBars(t: TTranslate, analytics: TTokenAnalytics) {
  return analytics.content_usage.map((row) => ({
    name: `${codeLabel(t, 'content', row.content_type)} (${formatCount(row.count)})`,
    value: row.tokens,
  }));
}

/**
 * Bars lists' `getBarProps`. Mantine draws each label inside its bar, the bar as wide as its
 * share: a small share (10 of 300 tokens) wrapped its label a word a line, over the next rows.
 * Each label instead spans its row on one line (an ellipsis where the row ends) in front of a
 * bar painted to its share.
 */
export function barBehindLabel(data: readonly { value: number }[]) {
  const max = Math.max(0, ...data.map((bar) => bar.value));
  return (bar: { value: number }): { style: CSSProperties } => {
    const share = max > 0 ? Math.round((bar.value / max) * 1000) / 10 : 0;
    return {
      style: {
        flex: '1 1 0',
        width: 'auto',
        minWidth: 0,
        display: 'block',
        padding: '0 var(--mantine-spacing-sm)',
        lineHeight: 'var(--bars-list-bar-height)',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        backgroundColor: 'transparent',
        backgroundImage: `linear-gradient(to right, var(--mantine-primary-color-light) ${share}%, transparent ${share}%)`,
      },
    };
  };
}
