import { Card, Group, Progress, Text } from '@mantine/core';
import { TRAINING_WEEKS } from '@ptlog/shared';
import { IconSignature } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react';
import { WEEKLY_REPORT_NS } from '../i18n';

/**
 * Overall progress: weeks complete out of 8 (100 %: every day logged and the main job's steps
 * described, or handed in; spec 1 §4), and apart from it the weeks the supervisor signed, so a log
 * book filled in but not signed does not read as finished. "Complete", not "filled in": the
 * dashboard calls a week with its days logged "filled in" before its steps are.
 */
export function LogbookProgress(props: { percent: number; completed: number; signed: number }) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const { percent, completed, signed } = props;
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
      <Group gap={6} wrap="nowrap" mt="xs" align="flex-start">
        <IconSignature
          size={18}
          aria-hidden
          color={`var(--mantine-color-${signed === TRAINING_WEEKS ? 'green' : 'gray'}-7)`}
          style={{ flexShrink: 0 }}
        />
        <Text size="sm">{t('overview.signedCount', { signed, total: TRAINING_WEEKS })}</Text>
      </Group>
    </Card>
  );
}
