import { Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { DASHBOARD_NS } from '../i18n';

/** The shape of the dashboard while it loads. */
export function DashboardSkeleton() {
  const { t } = useTranslation(DASHBOARD_NS);
  return (
    <Stack role="progressbar" aria-busy="true" aria-label={t('loading')}>
      <Card withBorder padding="lg" radius="md">
        <Skeleton height={26} width="55%" mb="sm" />
        <Skeleton height={14} width="40%" mb="sm" />
        <Skeleton height={22} width={160} />
      </Card>
      <RestShapes />
    </Stack>
  );
}

/**
 * The shape of what follows the greeting (this week, roadmap, stats, recent reports) while those
 * render in the deferred pass after it (DashboardPage).
 */
export function DashboardRestSkeleton() {
  const { t } = useTranslation(DASHBOARD_NS);
  return (
    <Stack role="progressbar" aria-busy="true" aria-label={t('loading')}>
      <RestShapes />
    </Stack>
  );
}

/**
 * The "This week" card's lines while its days load (ThisWeekCard), shaped like a week under way:
 * the days logged, the missing days' buttons, the next step and three lines of earlier weeks. With
 * three short lines the card grew by ~200 px when its days came, and pushed the roadmap down the
 * screen (Lighthouse: layout shift 0.127 on /dashboard, over the goal of 0.1).
 */
export function ThisWeekShape() {
  return (
    <>
      <Skeleton height={18} width="45%" />
      <Group gap={6}>
        <Skeleton height={14} width="25%" />
        {[1, 2, 3].map((key) => (
          <Skeleton key={key} height={26} width={44} radius="sm" />
        ))}
      </Group>
      <Skeleton height={16} width="40%" />
      <Skeleton height={14} width="80%" />
      <Skeleton height={14} width="65%" />
      <Skeleton height={14} width="70%" />
    </>
  );
}

function RestShapes() {
  return (
    <>
      <Card withBorder padding="lg" radius="md">
        <Skeleton height={20} width="30%" mb="xs" />
        <Stack gap="xs">
          <ThisWeekShape />
        </Stack>
      </Card>
      <Card withBorder padding="lg" radius="md">
        <Skeleton height={20} width="35%" mb="md" />
        <SimpleGrid cols={{ base: 4, sm: 8 }} spacing="xs">
          {[1, 2, 3, 4, 5, 6, 7, 8].map((key) => (
            <Skeleton key={key} height={40} circle mx="auto" />
          ))}
        </SimpleGrid>
      </Card>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {[1, 2, 3, 4].map((key) => (
          <Skeleton key={key} height={72} radius="md" />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Skeleton height={200} radius="md" />
        <Skeleton height={200} radius="md" />
      </SimpleGrid>
    </>
  );
}
