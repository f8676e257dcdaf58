import { isRecentDailyComplete, type TDailyReport } from '@ptlog/shared';
import { hoursLabel, longDayLabel, shortDayLabel } from '../../../lib/day-format';
import { RecentItem, RecentList } from './RecentList';

/** The 3 newest days, each opening the daily report screen on that day. */
export function RecentDailyReports({ reports }: { reports: readonly TDailyReport[] }) {
  return (
    <RecentList
      title="Recent Daily Reports"
      viewAllTo="/daily-report"
      viewAllLabel="View all daily reports"
      emptyText="No daily reports yet."
      emptyAction="Log your first day"
    >
      {reports.map((report) => {
        const complete = isRecentDailyComplete({
          hours: report.hours_spent,
          description: report.description,
        });
        return (
          <RecentItem
            key={report.id}
            to={`/daily-report?week=${report.week_number}&date=${report.date}`}
            label={`Daily report ${longDayLabel(report.date)}: ${complete ? 'complete' : 'incomplete'}`}
            title={`${shortDayLabel(report.date)} · Week ${report.week_number}`}
            detail={`${hoursLabel(report.hours_spent)} · ${report.description || 'No description yet'}`}
            badge={complete ? 'Complete' : 'Incomplete'}
            badgeColor={complete ? 'green' : 'yellow'}
          />
        );
      })}
    </RecentList>
  );
}
