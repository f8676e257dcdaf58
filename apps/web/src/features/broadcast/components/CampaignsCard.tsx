import { Badge, Card, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { BROADCAST_TO_EVERYONE } from '@ptlog/shared';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { useTranslation } from '../../../i18n/react';
import { formatCount } from '../../admin/format';
import { formatDateTime } from '../../billing/format';
import { useCampaigns } from '../api';
import { audienceText } from '../audience';
import { campaignProgress } from '../broadcast';
import { BROADCAST_NS } from '../i18n';

/** The latest broadcasts and how far their delivery got (refreshes while one is sending). */
export function CampaignsCard() {
  const { t } = useTranslation(BROADCAST_NS);
  const campaigns = useCampaigns();
  const data = campaigns.data;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="campaigns">
      <Title order={2} size="h4" id="campaigns" mb="sm">
        {t('campaigns.title')}
      </Title>
      {campaigns.isError && !data ? (
        <LoadErrorAlert
          title={t('campaigns.loadFailed')}
          error={campaigns.error}
          retrying={campaigns.isFetching}
          onRetry={() => void campaigns.refetch()}
        />
      ) : !data ? (
        <Skeleton height={120} role="progressbar" aria-label={t('campaigns.loading')} />
      ) : data.results.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('campaigns.none')}
        </Text>
      ) : (
        <Stack
          gap="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('campaigns.list')}
        >
          {data.results.map((campaign) => {
            const progress = campaignProgress(t, campaign);
            return (
              <li key={campaign.id} aria-label={t('campaigns.item', { subject: campaign.subject })}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={600} truncate>
                    {campaign.subject}
                  </Text>
                  <Badge
                    color={campaign.status === 'done' ? 'green' : 'blue'}
                    variant="light"
                    style={{ flexShrink: 0 }}
                  >
                    {campaign.status === 'done' ? t('campaigns.done') : t('campaigns.sending')}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {campaign.source === 'excel'
                    ? campaign.file_name
                      ? t('campaigns.fromFile', { file: campaign.file_name })
                      : t('campaigns.fromSheet')
                    : t('audience.to', {
                        audience: audienceText(t, campaign.audience ?? BROADCAST_TO_EVERYONE),
                      })}{' '}
                  · {formatDateTime(campaign.created_at)}
                  {campaign.created_by_name ? ` · ${campaign.created_by_name}` : ''}
                </Text>
                {/* One picture of three counts, named by its label: the sections are not
                    progress bars of their own (axe: aria-progressbar-name). */}
                <Progress.Root size="lg" mt={6} role="img" aria-label={progress.label}>
                  <Progress.Section value={progress.sent} color="green" withAria={false} />
                  <Progress.Section value={progress.failed} color="red" withAria={false} />
                  <Progress.Section value={progress.pending} color="gray.4" withAria={false} />
                </Progress.Root>
                <Group gap="md" mt={4}>
                  <Text size="xs">
                    {t('campaigns.queued', { count: formatCount(campaign.queued) })}
                  </Text>
                  <Text size="xs" c="green.8">
                    {t('campaigns.sent', { count: formatCount(campaign.sent) })}
                  </Text>
                  <Text size="xs" c="red.8">
                    {t('campaigns.failed', { count: formatCount(campaign.failed) })}
                  </Text>
                  {campaign.invalid > 0 && (
                    <Text size="xs" c="dimmed">
                      {t('campaigns.invalid', { count: formatCount(campaign.invalid) })}
                    </Text>
                  )}
                </Group>
              </li>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
