import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { WEEKLY_REPORT_NS } from '../i18n';

const WEEKS = [1, 2, 3, 4, 5, 6, 7, 8];

/** The shape of the log book overview while it loads. */
export function OverviewSkeleton() {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  return (
    <Stack role="progressbar" aria-busy="true" aria-label={t('overview.loading')}>
      <Card withBorder padding="md" radius="md">
        <Skeleton height={16} width="40%" mb="sm" />
        <Skeleton height={12} />
      </Card>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        {WEEKS.map((week) => (
          <Card key={week} withBorder padding="md" radius="md">
            <Skeleton height={20} width="50%" mb="sm" />
            <Skeleton height={12} width="70%" mb="sm" />
            <Skeleton height={8} mb="md" />
            <Skeleton height={34} />
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
