import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { TWeeklyStatus } from '@ptlog/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { logbookDate } from '../format';
import { WeeklyStatusBadge } from './WeeklyStatusBadge';

interface ReportHeaderProps {
  week: number;
  college: string | null;
  /** Monday and Friday; null while unknown. */
  dates: { start: string; end: string } | null;
  status?: TWeeklyStatus;
  /** Shown beside the status, e.g. the AI enhanced marker. */
  marker?: ReactNode;
}

/** The top of the log book page: college, week number and dates, status. */
export function ReportHeader({ week, college, dates, status, marker }: ReportHeaderProps) {
  return (
    <Stack gap={4}>
      {college ? (
        <Text fw={700} c="dimmed" tt="uppercase" size="sm">
          {college}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Add your degree program in your{' '}
          <Anchor component={Link} to="/profile" size="sm">
            profile
          </Anchor>{' '}
          to show your college here.
        </Text>
      )}
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          Week {week}
        </Title>
        {status && <WeeklyStatusBadge status={status} />}
        {marker}
      </Group>
      {dates && (
        <Text c="dimmed">
          Weekly Report No: {week} · from {logbookDate(dates.start)} to {logbookDate(dates.end)}
        </Text>
      )}
    </Stack>
  );
}
