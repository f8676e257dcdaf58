import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@ptlog/shared';
import { IconClockPause, IconLock } from '@tabler/icons-react';
import { useId } from 'react';
import { hoursLabel } from '../../../lib/day-format';
import type { TDayTile } from '../daily-week';
import { tileView } from '../tile-view';
import { DailyForm } from './DailyForm';

interface DayPanelProps {
  tile: TDayTile;
  week: number;
}

/** The chosen day: its form, its submitted (read-only) report, or why it cannot be logged yet. */
export function DayPanel({ tile, week }: DayPanelProps) {
  const titleId = useId();
  const view = tileView(tile);
  const locked = tile.report !== null && !tile.report.is_editable && tile.pending === null;
  // The form starts again from the saved values whenever they change (a save, a sync, a new day).
  const formKey = `${tile.date}|${tile.report?.updated_at ?? ''}|${tile.pending?.savedAt ?? ''}`;
  return (
    <Card component="section" aria-labelledby={titleId} withBorder padding="lg" radius="md">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} size="h4" id={titleId}>
          {tile.label}
        </Title>
        {locked ? (
          <Badge color="blue" variant="light" leftSection={<IconLock size={12} />}>
            Submitted
          </Badge>
        ) : (
          <Badge
            color={tile.pending ? 'yellow' : view.color === 'primary' ? undefined : view.color}
            variant="light"
          >
            {tile.pending ? 'Pending sync' : tile.status === 'completed' ? 'Completed' : view.text}
          </Badge>
        )}
      </Group>
      {locked && tile.report ? (
        <ReadOnlyDay hours={tile.report.hours_spent} description={tile.report.description} />
      ) : tile.isFuture && tile.hours === null ? (
        <Alert color="gray" icon={<IconClockPause size={18} />}>
          {MESSAGES.daily.futureDate} Come back on {tile.label} to log this day.
        </Alert>
      ) : (
        <DailyForm key={formKey} tile={tile} week={week} />
      )}
    </Card>
  );
}

function ReadOnlyDay({ hours, description }: { hours: number; description: string }) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {MESSAGES.daily.submitted}
      </Text>
      <div>
        <Text size="sm" fw={600}>
          Hours
        </Text>
        <Text>{hoursLabel(hours)}</Text>
      </div>
      <div>
        <Text size="sm" fw={600}>
          Description
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{description}</Text>
      </div>
    </Stack>
  );
}
