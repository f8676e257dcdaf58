import { Badge, Card, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { formatCount } from '../../admin/format';
import { formatDateTime } from '../../billing/format';
import { useCampaigns } from '../api';
import { campaignProgress } from '../broadcast';

/** The latest broadcasts and how far their delivery got (refreshes while one is sending). */
export function CampaignsCard() {
  const campaigns = useCampaigns();
  const data = campaigns.data;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="campaigns">
      <Title order={2} size="h4" id="campaigns" mb="sm">
        Recent broadcasts
      </Title>
      {campaigns.isError && !data ? (
        <LoadErrorAlert
          title="Could not load the broadcasts"
          error={campaigns.error}
          retrying={campaigns.isFetching}
          onRetry={() => void campaigns.refetch()}
        />
      ) : !data ? (
        <Skeleton height={120} aria-label="Loading broadcasts" />
      ) : data.results.length === 0 ? (
        <Text c="dimmed" size="sm">
          No broadcasts sent yet.
        </Text>
      ) : (
        <Stack
          gap="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Broadcasts"
        >
          {data.results.map((campaign) => {
            const progress = campaignProgress(campaign);
            return (
              <li key={campaign.id} aria-label={`Broadcast: ${campaign.subject}`}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={600} truncate>
                    {campaign.subject}
                  </Text>
                  <Badge
                    color={campaign.status === 'done' ? 'green' : 'blue'}
                    variant="light"
                    style={{ flexShrink: 0 }}
                  >
                    {campaign.status === 'done' ? 'Done' : 'Sending'}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {campaign.source === 'excel'
                    ? `From ${campaign.file_name ?? 'a sheet'}`
                    : 'To all users'}{' '}
                  · {formatDateTime(campaign.created_at)}
                  {campaign.created_by_name ? ` · ${campaign.created_by_name}` : ''}
                </Text>
                <Progress.Root size="lg" mt={6} aria-label={progress.label}>
                  <Progress.Section value={progress.sent} color="green" />
                  <Progress.Section value={progress.failed} color="red" />
                  <Progress.Section value={progress.pending} color="gray.4" />
                </Progress.Root>
                <Group gap="md" mt={4}>
                  <Text size="xs">Queued {formatCount(campaign.queued)}</Text>
                  <Text size="xs" c="green.8">
                    Sent {formatCount(campaign.sent)}
                  </Text>
                  <Text size="xs" c="red.8">
                    Failed {formatCount(campaign.failed)}
                  </Text>
                  {campaign.invalid > 0 && (
                    <Text size="xs" c="dimmed">
                      Invalid {formatCount(campaign.invalid)}
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
