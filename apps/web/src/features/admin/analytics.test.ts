import type { TReportAnalytics, TTokenAnalytics } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../i18n/i18n';
import {
  barBehindLabel,
  contentBars,
  enhancementBars,
  parsePeriod,
  periodOptions,
  reportDailySeries,
  reportStats,
  shortDay,
  tokenDailySeries,
  tokenStats,
  topActiveStudents,
  topTokenUsers,
} from './analytics';
import { ADMIN_NS } from './i18n';

const t = i18n.getFixedT('en', ADMIN_NS);

const days = (count: number) =>
  Array.from({ length: count }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`);

const tokens: TTokenAnalytics = {
  days: 30,
  total_tokens: 9000,
  period_tokens: 1200,
  total_enhancements: 30,
  period_enhancements: 4,
  daily_usage: days(16).map((date, index) => ({ date, tokens: index * 10, enhancements: index })),
  enhancement_usage: [
    { enhancement_type: 'full_report', count: 4, tokens: 1200 },
    { enhancement_type: 'new_kind', count: 1, tokens: 10 },
  ],
  user_usage: Array.from({ length: 12 }, (_, index) => ({
    user_id: index + 1,
    first_name: index === 0 ? '' : 'Amina',
    last_name: index === 0 ? '' : `Mushi${index}`,
    username: `user${index}`,
    tokens: 1000 - index,
    enhancements: 1,
  })),
  content_usage: [
    { content_type: 'weekly', count: 4, tokens: 1200 },
    { content_type: 'daily', count: 2, tokens: 20 },
  ],
};

const reports: TReportAnalytics = {
  days: 365,
  total_weekly_reports: 120,
  period_weekly_reports: 40,
  total_daily_reports: 600,
  period_daily_reports: 200,
  completion_rate: 66.666,
  daily_reports_stats: days(14).map((date) => ({ date, count: 3, total_hours: 24 })),
  program_stats: [],
  user_report_activity: Array.from({ length: 8 }, (_, index) => ({
    user_id: index,
    first_name: 'Juma',
    last_name: `M${index}`,
    username: `j${index}`,
    report_count: 10 - index,
    total_hours: 80,
  })),
};

describe('periods', () => {
  it('offers 7, 30, 90 and 365 days, 30 by default', () => {
    expect(periodOptions(t).map((option) => option.value)).toEqual(['7', '30', '90', '365']);
    expect(parsePeriod('90')).toBe(90);
    expect(parsePeriod('12')).toBe(30);
    expect(parsePeriod(null)).toBe(30);
  });
});

describe('chart data', () => {
  it('keeps the last 14 days, labelled by day', () => {
    const series = tokenDailySeries(tokens);
    expect(series).toHaveLength(14);
    expect(series[0]).toEqual({ day: '3 Nov', Tokens: 20, Enhancements: 2 });
    expect(reportDailySeries(reports).at(-1)).toEqual({ day: '14 Nov', Reports: 3, Hours: 24 });
    expect(shortDay('2026-01-05')).toBe('5 Jan');
  });
  it('lists the top 10 token users and the 6 most active students', () => {
    const top = topTokenUsers(tokens);
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ name: 'user0', value: 1000 });
    expect(top[1]?.name).toBe('Amina Mushi1');
    const twins = topTokenUsers({
      ...tokens,
      user_usage: tokens.user_usage.slice(1, 4).map((user, index) => ({
        ...user,
        last_name: index < 2 ? 'Mushi' : 'Said',
      })),
    });
    expect(twins.map((bar) => bar.name)).toEqual([
      'Amina Mushi (user1)',
      'Amina Mushi (user2)',
      'Amina Said',
    ]);
    const active = topActiveStudents(reports);
    expect(active).toHaveLength(6);
    // Keyed by account, with the username beside the name: two students may share a name.
    expect(active[0]).toEqual({ id: 0, name: 'Juma M0', username: 'j0', reports: 10, hours: 80 });
    expect(new Set(active.map((student) => student.id)).size).toBe(6);
  });
  it("names the enhancement and content types in the reader's words, never as codes", async () => {
    expect(enhancementBars(t, tokens)).toEqual([
      { name: 'Full enhancement (4)', value: 1200 },
      // A code the locales do not name yet still reads as words.
      { name: 'New kind (1)', value: 10 },
    ]);
    expect(contentBars(t, tokens).map((bar) => bar.name)).toEqual([
      'Weekly report (4)',
      'Daily report (2)',
    ]);
    await stringsReady('sw');
    const sw = i18n.getFixedT('sw', ADMIN_NS);
    expect(enhancementBars(sw, tokens).map((bar) => bar.name)).toEqual([
      'Uboreshaji kamili (4)',
      'New kind (1)',
    ]);
    expect(contentBars(sw, tokens).map((bar) => bar.name)).toEqual([
      'Ripoti ya wiki (4)',
      'Ripoti ya siku (2)',
    ]);
  });
  it('paints each bar to its share behind a label kept on one line', () => {
    const barProps = barBehindLabel([{ value: 300 }, { value: 10 }, { value: 0 }]);
    const paint = (value: number) => barProps({ value }).style.backgroundImage;
    expect(paint(300)).toContain(' 100%, transparent 100%');
    expect(paint(10)).toContain(' 3.3%, transparent 3.3%');
    expect(paint(0)).toContain(' 0%, transparent 0%');
    // The label spans its row: a small share no longer wraps it a word a line.
    expect(barProps({ value: 10 }).style).toMatchObject({ width: 'auto', whiteSpace: 'nowrap' });
    expect(barBehindLabel([])({ value: 0 }).style.backgroundImage).toContain(' 0%');
  });
  it('writes the cards with the period', () => {
    expect(tokenStats(t, tokens).map((stat) => [stat.label, stat.value])).toEqual([
      ['Tokens used', '9,000'],
      ['Tokens, last 30 days', '1,200'],
      ['AI enhancements', '30'],
      ['Enhancements, last 30 days', '4'],
    ]);
    expect(reportStats(t, reports)[2]).toMatchObject({ value: '66.7%' });
    expect(reportStats(t, reports)[0]?.hint).toBe('40 in the last year');
  });
});
