import { Alert, Button, Stack, Text } from '@mantine/core';
import type { TSettings } from '@ptlog/shared';
import { IconRefresh } from '@tabler/icons-react';
import { useSession } from '../../../app/session/SessionProvider';
import { busyButtonProps } from '../../../components/busy-button';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { useTranslation } from '../../../i18n/react';
import { useAccountSettings } from '../api';
import { SETTINGS_NS } from '../i18n';
import { AccountForm } from './AccountForm';
import { SettingsCard } from './SettingsCard';

/**
 * GET /user/settings/. When it fails, the form falls back to the signed-in user's own details
 * (spec 1 §7) and says so, with Retry.
 */
export function AccountCard() {
  const { t } = useTranslation(SETTINGS_NS);
  const settings = useAccountSettings();
  const { user } = useSession();
  const fallback: TSettings['account'] | null = user
    ? {
        username: user.username,
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
      }
    : null;
  const account = settings.data?.account ?? (settings.isError ? fallback : null);

  return (
    <SettingsCard title={t('account.title')} description={t('account.description')}>
      <Stack gap="sm">
        {settings.isError && (
          <Alert color="yellow" role="alert">
            <Text size="sm">
              {fallback ? t('account.loadFailedFallback') : t('account.loadFailed')}
            </Text>
            <Button
              mt="xs"
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} />}
              // Busy while it asks again, not disabled: the focus stays on it.
              {...busyButtonProps(settings.isFetching)}
              onClick={() => void settings.refetch()}
              aria-label={t('account.retryLabel')}
            >
              {t('account.retry')}
            </Button>
          </Alert>
        )}
        {settings.isPending && (
          <ListSkeleton label={t('account.loading')} rows={3} variant="lines" />
        )}
        {account && (
          <AccountForm
            key={`${account.username}|${account.first_name}|${account.last_name}`}
            account={account}
          />
        )}
      </Stack>
    </SettingsCard>
  );
}
