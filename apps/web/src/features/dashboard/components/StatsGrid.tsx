import { Card, SimpleGrid, Text } from '@mantine/core';
import type { TDashboardStats } from '@ptlog/shared';
import { statusWord } from '../dashboard';

/** The real counts of GET /billing/dashboard/dashboard_data/. */
export function StatsGrid({ stats }: { stats: TDashboardStats }) {
  const items = [
    { label: 'Daily reports', value: String(stats.daily_reports) },
    { label: 'Weekly reports', value: String(stats.weekly_reports) },
    { label: 'Submitted weeks', value: String(stats.submitted_weekly_reports) },
    { label: 'General report', value: statusWord(stats.general_report_status) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {items.map((item) => (
        <Card key={item.label} withBorder padding="md" radius="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {item.label}
          </Text>
          <Text size="xl" fw={700}>
            {item.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
