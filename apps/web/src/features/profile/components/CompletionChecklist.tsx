import { Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { profileChecklist, type TProfile } from '@ptlog/shared';
import { useId } from 'react';
import { formatNumber } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/react';
import { completionPercent } from '../completion';
import { PROFILE_NS } from '../i18n';

/** Each checklist field marked Complete or Incomplete, with the share that is complete. */
export function CompletionChecklist({ profile }: { profile: TProfile }) {
  const { t } = useTranslation(PROFILE_NS);
  const items = profileChecklist(profile);
  const percent = completionPercent(items);
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} withBorder padding="lg" radius="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id={titleId}>
          {t('completion.title')}
        </Title>
        <Text fw={600}>{t('completion.percent', { percent: formatNumber(percent) })}</Text>
      </Group>
      <Progress
        value={percent}
        color={percent === 100 ? 'green' : undefined}
        aria-label={t('completion.title')}
        mb="md"
      />
      <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Group component="li" key={item.field} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">{t(`checklistFields.${item.field}`)}</Text>
            {/* The badge keeps its whole word; a long field name wraps instead. */}
            <Badge
              color={item.complete ? 'green' : 'gray'}
              variant="light"
              style={{ flexShrink: 0 }}
            >
              {item.complete ? t('completion.complete') : t('completion.incomplete')}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
