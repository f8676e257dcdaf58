import { Badge, Button } from '@mantine/core';
import { isRecentDailyComplete, type TDailyReport } from '@ptlog/shared';
import { Link } from 'react-router';
import { hoursLabel, longDayLabel, shortDayLabel } from '../../../lib/day-format';
import { EmptyRecent, RecentItem, RecentList } from './RecentList';

/** The 3 newest days, each opening the daily report screen on that day. */
export function RecentDailyReports({ reports }: { reports: readonly TDailyReport[] }) {
  return (
    <RecentList
      title="Recent Daily Reports"
      viewAllTo="/daily-report"
      viewAllLabel="View all daily reports"
      empty={
        <EmptyRecent
          text="No daily reports yet."
          action={
            <Button component={Link} to="/daily-report" size="xs" variant="light">
              Log your first day
            </Button>
          }
        />
      }
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
            badge={
              <Badge
                color={complete ? 'green' : 'yellow'}
                variant="light"
                style={{ flexShrink: 0 }}
              >
                {complete ? 'Complete' : 'Incomplete'}
              </Badge>
            }
          />
        );
      })}
    </RecentList>
  );
}
