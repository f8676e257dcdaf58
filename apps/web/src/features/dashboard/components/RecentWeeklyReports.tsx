import { Badge, Button } from '@mantine/core';
import { type TWeeklyReport, truncateSummary, weeklyStatusColor } from '@ptlog/shared';
import { Link } from 'react-router';
import { dateRangeLabel } from '../../../lib/day-format';
import { weeklyBadge } from '../dashboard';
import { EmptyRecent, RecentItem, RecentList } from './RecentList';

/** The 3 newest weeks with their status badge and the start of their summary. */
export function RecentWeeklyReports({ reports }: { reports: readonly TWeeklyReport[] }) {
  return (
    <RecentList
      title="Recent Weekly Reports"
      viewAllTo="/weekly-report"
      viewAllLabel="View all weekly reports"
      empty={
        <EmptyRecent
          text="No weekly reports yet."
          action={
            <Button component={Link} to="/weekly-report" size="xs" variant="light">
              Open the log book
            </Button>
          }
        />
      }
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
            badge={
              <Badge
                color={weeklyStatusColor(report.status)}
                variant="light"
                style={{ flexShrink: 0 }}
              >
                {status}
              </Badge>
            }
          />
        );
      })}
    </RecentList>
  );
}
