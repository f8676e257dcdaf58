import { Card, SimpleGrid, Text } from '@mantine/core';
import type { TDashboardStats } from '@ptlog/shared';
import { formatNumber } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/react';
import { statusWord } from '../dashboard';
import { DASHBOARD_NS } from '../i18n';

/** The real counts of GET /billing/dashboard/dashboard_data/. */
export function StatsGrid({ stats }: { stats: TDashboardStats }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const items = [
    { label: t('stats.dailyReports'), value: formatNumber(stats.daily_reports) },
    { label: t('stats.weeklyReports'), value: formatNumber(stats.weekly_reports) },
    { label: t('stats.submittedWeeks'), value: formatNumber(stats.submitted_weekly_reports) },
    {
      label: t('stats.generalReport'),
      value: t('stats.generalStatus', {
        status: stats.general_report_status.trim().toLowerCase(),
        fallback: statusWord(stats.general_report_status),
      }),
    },
  ];
  return (
    // A little less room around the cards on a phone: WIKI ZILIZOWASILISHWA, one word too long to
    // wrap, fits its half of a 360 px screen.
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={{ base: 'xs', sm: 'sm' }}>
      {items.map((item) => (
        <Card key={item.label} withBorder p={{ base: 'sm', xs: 'md' }} radius="md">
          {/* Where a scrollbar takes the last pixels, the long word breaks rather than spill. */}
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ overflowWrap: 'anywhere' }}>
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
