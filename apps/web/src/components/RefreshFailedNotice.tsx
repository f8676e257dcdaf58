import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { dateTimeFormat } from '../i18n/format';
import { useTranslation } from '../i18n/react';
import { busyButtonProps } from './busy-button';
import { COMPONENTS_NS } from './i18n';

interface RefreshFailedNoticeProps {
  /** When the figures on screen were read (react-query's dataUpdatedAt), ms since the epoch. */
  loadedAt: number;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * A refresh that failed while earlier figures stay on screen: says so, and since when they are,
 * so staff do not act on a queue they believe is current. (A first load that fails shows
 * LoadErrorAlert instead.)
 */
export function RefreshFailedNotice({ loadedAt, retrying, onRetry }: RefreshFailedNoticeProps) {
  const { t } = useTranslation(COMPONENTS_NS);
  const time = dateTimeFormat({ timeStyle: 'short' }).format(new Date(loadedAt));
  return (
    <Alert color="yellow" icon={<IconWifiOff size={18} />} role="alert" py="xs">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">{t('refreshFailed.message', { time })}</Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          onClick={onRetry}
          {...busyButtonProps(retrying)}
        >
          {t('loadError.retry')}
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * When the oldest figures on screen whose refresh failed were read (ms), or null when no refresh
 * failed: a query keeps its data when a refetch fails (react-query's isRefetchError).
 */
export function failedRefreshSince(
  queries: readonly { isRefetchError: boolean; dataUpdatedAt: number }[],
): number | null {
  const failed = queries.filter((query) => query.isRefetchError);
  return failed.length === 0 ? null : Math.min(...failed.map((query) => query.dataUpdatedAt));
}
