import { type TWeeklyReport, truncateSummary, weeklyStatusColor } from '@ptlog/shared';
import { useTranslation } from '../../../i18n/react';
import { dateRangeLabel } from '../../../lib/day-format';
import {
  signoffBadgeColor,
  signoffBadgeState,
  useSignoffBadgeText,
} from '../../signoff/components/SignoffBadge';
import { weeklyBadge } from '../dashboard';
import { DASHBOARD_NS } from '../i18n';
import { RecentItem, RecentList } from './RecentList';

/**
 * The 3 newest weeks with their status badge (or where they stand with the supervisor:
 * returned, waiting, approved) and the start of their summary.
 */
export function RecentWeeklyReports({ reports }: { reports: readonly TWeeklyReport[] }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const signoffText = useSignoffBadgeText();
  return (
    <RecentList
      title={t('recentWeekly.title')}
      viewAllTo="/weekly-report"
      viewAllLabel={t('recentWeekly.viewAll')}
      emptyText={t('recentWeekly.empty')}
      emptyAction={t('recentWeekly.emptyAction')}
    >
      {reports.map((report) => {
        const status = weeklyBadge(report.status);
        const signoff = signoffBadgeState(report.signoff.state);
        const signoffWord = signoff ? signoffText(signoff) : null;
        return (
          <RecentItem
            key={report.id}
            to={`/weekly-report/${report.week_number}`}
            status={
              signoffWord?.toLocaleLowerCase() ??
              t('recentWeekly.label', {
                status,
                fallback: status.toLowerCase(),
              })
            }
            title={t('recentWeekly.itemTitle', {
              week: report.week_number,
              dates: dateRangeLabel(report.start_date, report.end_date),
            })}
            detail={
              report.summary.trim()
                ? truncateSummary(report.summary.trim())
                : t('recentWeekly.noSummary')
            }
            badge={signoffWord ?? t('recentWeekly.badge', { status, fallback: status })}
            badgeColor={signoff ? signoffBadgeColor(signoff) : weeklyStatusColor(report.status)}
          />
        );
      })}
    </RecentList>
  );
}
