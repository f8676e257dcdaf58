import { Card, Grid, Text } from '@mantine/core';
import { type TWeekDayStatusLabel, WORKING_DAYS } from '@ptlog/shared';
import { useTranslation } from '../../../i18n/react';
import { hoursLabel } from '../../../lib/day-format';
import type { TWeekSummary } from '../daily-week';
import { DAILY_REPORT_NS } from '../i18n';

const STATUS_CHOICE = {
  'Today Active': 'today',
  'Week Complete!': 'complete',
  'In Progress': 'progress',
  Upcoming: 'upcoming',
  'Week Ended': 'ended',
} as const satisfies Record<TWeekDayStatusLabel, string>;

/** Total hours, days completed out of 5 and the week's status line. */
export function WeekSummary({ summary }: { summary: TWeekSummary }) {
  const { t } = useTranslation(DAILY_REPORT_NS);
  const cards = [
    {
      label: t('summary.totalHours'),
      value: hoursLabel(summary.totalHours),
      span: { base: 6, md: 12 },
    },
    {
      label: t('summary.daysCompleted'),
      value: t('summary.daysOf', {
        completed: summary.completedDays,
        total: WORKING_DAYS.length,
      }),
      span: { base: 6, md: 12 },
    },
    {
      label: t('summary.status'),
      value: t('summary.statusLabel', { status: STATUS_CHOICE[summary.statusLabel] }),
      span: 12,
    },
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
