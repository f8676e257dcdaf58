import { type TWeeklyReport, truncateSummary, weeklyStatusColor } from '@ptlog/shared';
import { dateRangeLabel } from '../../../lib/day-format';
import { weeklyBadge } from '../dashboard';
import { RecentItem, RecentList } from './RecentList';

/** The 3 newest weeks with their status badge and the start of their summary. */
export function RecentWeeklyReports({ reports }: { reports: readonly TWeeklyReport[] }) {
  return (
    <RecentList
      title="Recent Weekly Reports"
      viewAllTo="/weekly-report"
      viewAllLabel="View all weekly reports"
      emptyText="No weekly reports yet."
      emptyAction="Open the log book"
    >
      {reports.map((report) => {
        const status = weeklyBadge(report.status);
        return (
          <RecentItem
            key={report.id}
            to={`/weekly-report/${report.week_number}`}
            label={`Week ${report.week_number} report: ${status.toLowerCase()}`}
            title={`Week ${report.week_number} · ${dateRangeLabel(report.start_date, report.end_date)}`}
            detail={
              report.summary.trim() ? truncateSummary(report.summary.trim()) : 'No summary yet'
            }
            badge={status}
            badgeColor={weeklyStatusColor(report.status)}
          />
        );
      })}
    </RecentList>
  );
}
