import { dayEntryState, type TDailyReport } from '@ptlog/shared';
import { useTranslation } from 'react-i18next';
import { hoursLabel, shortDayLabel } from '../../../lib/day-format';
import { DASHBOARD_NS } from '../i18n';
import { RecentItem, RecentList } from './RecentList';

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
        // The Daily Reports page's rule and words: a full day, or short of one.
        const state = dayEntryState({ hours: report.hours_spent, description: report.description });
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
            badge={state === 'full' ? t('recentDaily.full') : t('recentDaily.short')}
            badgeColor={state === 'full' ? 'green' : 'yellow'}
          />
        );
      })}
    </RecentList>
  );
}
