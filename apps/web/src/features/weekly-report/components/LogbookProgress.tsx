import { Card, Group, Progress, Text } from '@mantine/core';
import { TRAINING_WEEKS } from '@ptlog/shared';
import { useTranslation } from 'react-i18next';
import { WEEKLY_REPORT_NS } from '../i18n';

/** Overall progress: completed weeks out of 8 (spec 1 §4). */
export function LogbookProgress({ percent, completed }: { percent: number; completed: number }) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  return (
    <Card withBorder padding="md" radius="md">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t('overview.progress')}</Text>
        <Text size="sm" c="dimmed">
          {t('overview.progressCount', { completed, total: TRAINING_WEEKS, percent })}
        </Text>
      </Group>
      {/* Mantine names the progressbar (its section) with aria-label only, not aria-labelledby. */}
      <Progress value={percent} size="lg" aria-label={t('overview.progress')} />
    </Card>
  );
}
