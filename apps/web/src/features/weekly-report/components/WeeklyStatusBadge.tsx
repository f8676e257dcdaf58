import { Badge } from '@mantine/core';
import { type TWeeklyStatus, weeklyStatusColor } from '@ptlog/shared';

/** Green SUBMITTED, blue APPROVED, grey DRAFT (spec 1 §4). */
export function WeeklyStatusBadge({ status }: { status: TWeeklyStatus }) {
  return (
    <Badge color={weeklyStatusColor(status)} variant="light" aria-label={`Status: ${status}`}>
      {status}
    </Badge>
  );
}
