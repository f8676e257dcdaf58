import { Card, Grid, Text } from '@mantine/core';
import { WORKING_DAYS } from '@ptlog/shared';
import { hoursLabel } from '../../../lib/day-format';
import type { TWeekSummary } from '../daily-week';

/** Total hours, days completed out of 5 and the week's status line. */
export function WeekSummary({ summary }: { summary: TWeekSummary }) {
  const cards = [
    { label: 'Total hours', value: hoursLabel(summary.totalHours), span: { base: 6, md: 12 } },
    {
      label: 'Days completed',
      value: `${summary.completedDays} of ${WORKING_DAYS.length}`,
      span: { base: 6, md: 12 },
    },
    { label: 'Status', value: summary.statusLabel, span: 12 },
  ];
  return (
    <Grid gap="sm">
      {cards.map((card) => (
        <Grid.Col key={card.label} span={card.span}>
          <Card withBorder padding="sm" radius="md" h="100%">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {card.label}
            </Text>
            <Text fw={700} size="lg">
              {card.value}
            </Text>
          </Card>
        </Grid.Col>
      ))}
    </Grid>
  );
}
