import { Card, Group, Progress, Text } from '@mantine/core';
import { TRAINING_WEEKS } from '@ptlog/shared';

/** Overall progress: completed weeks out of 8 (spec 1 §4). */
export function LogbookProgress({ percent, completed }: { percent: number; completed: number }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Group justify="space-between" mb="xs">
        <Text fw={600} id="logbook-progress-label">
          Overall progress
        </Text>
        <Text size="sm" c="dimmed">
          {completed} of {TRAINING_WEEKS} weeks completed ({percent}%)
        </Text>
      </Group>
      <Progress value={percent} size="lg" aria-labelledby="logbook-progress-label" />
    </Card>
  );
}
