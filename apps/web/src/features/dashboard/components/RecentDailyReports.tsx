import { dayEntryState, type TDailyReport, type TDayEntryState } from '@ptlog/shared';
import { useTranslation } from '../../../i18n/react';
import { hoursLabel, shortDayLabel } from '../../../lib/day-format';
import { DASHBOARD_NS } from '../i18n';
import { RecentItem, RecentList } from './RecentList';

const BADGE_COLORS: Record<TDayEntryState, string> = {
  full: 'green',
  short: 'yellow',
  holiday: 'blue',
};

/** The 3 newest days, each opening the daily report screen on that day. */
export function RecentDailyReports({ reports }: { reports: readonly TDailyReport[] }) {
  const { t } = useTranslation(DASHBOARD_NS);
  return (
    <RecentList
      title={t('recentDaily.title')}
      viewAllTo="/daily-report"
      viewAllLabel={t('recentDaily.viewAll')}
      emptyText={t('recentDaily.empty')}
      emptyAction={t('recentDaily.emptyAction')}
    >
      {reports.map((report) => {
        // The Daily Reports page's rule and words: a full day, short of one, or a public holiday.
        const state = dayEntryState({
          hours: report.hours_spent,
          description: report.description,
          date: report.date,
        });
        return (
          <RecentItem
            key={report.id}
            to={`/daily-report?week=${report.week_number}&date=${report.date}`}
            status={t('recentDaily.label', { state })}
            title={t('recentDaily.itemTitle', {
              day: shortDayLabel(report.date),
              week: report.week_number,
            })}
            detail={t('recentDaily.detail', {
              hours: hoursLabel(report.hours_spent),
              description: report.description || t('recentDaily.noDescription'),
            })}
            badge={t(`recentDaily.${state}`)}
            badgeColor={BADGE_COLORS[state]}
          />
        );
      })}
    </RecentList>
  );
}
