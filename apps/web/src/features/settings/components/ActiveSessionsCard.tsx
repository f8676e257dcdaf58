import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconLogout, IconRefresh } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { notify } from '../../../app/notify';
import { busyButtonProps } from '../../../components/busy-button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { WRAPPING_BUTTON } from '../../../components/wrapping-button';
import { useTranslation } from '../../../i18n/react';
import { useActiveSessions, useLogoutOtherDevices } from '../api';
import { SETTINGS_NS } from '../i18n';
import { LOGOUT_OTHERS_FAILED, logoutOthersFailure } from '../settings-errors';
import { SessionItem } from './SessionItem';
import { SettingsCard } from './SettingsCard';

/** Devices signed in to this account (newest use first) and 'Log out of other devices'. */
export function ActiveSessionsCard() {
  const { t } = useTranslation(SETTINGS_NS);
  const sessions = useActiveSessions();
  const logoutOthers = useLogoutOtherDevices();
  const [confirming, setConfirming] = useState(false);
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current).length;
  const nowMs = sessions.dataUpdatedAt || Date.now();

  function handleConfirm() {
    logoutOthers.mutate(undefined, {
      onSuccess: (answer) => notify.success(answer.detail),
      onError: (error) => {
        const failure = logoutOthersFailure(error);
        notify.error(failure === LOGOUT_OTHERS_FAILED ? t('sessions.logoutFailed') : failure);
      },
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <SettingsCard title={t('sessions.title')} description={t('sessions.description')}>
      <Stack gap="md">
        {sessions.isPending && (
          <ListSkeleton label={t('sessions.loading')} rows={2} variant="lines" />
        )}
        {sessions.isError && (
          <Alert color="red" role="alert" title={t('sessions.loadFailed')}>
            <Button
              mt="xs"
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconRefresh size={14} />}
              // Busy while it asks again, not disabled: the focus stays on it.
              {...busyButtonProps(sessions.isFetching)}
              onClick={() => void sessions.refetch()}
              aria-label={t('sessions.retryLabel')}
            >
              {t('sessions.retry')}
            </Button>
          </Alert>
        )}
        {sessions.isSuccess && list.length === 0 && <Text c="dimmed">{t('sessions.none')}</Text>}
        {list.length > 0 && (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((session, index) => (
              <Fragment key={session.id}>
                {index > 0 && <Divider component="li" aria-hidden />}
                <li>
                  <SessionItem session={session} nowMs={nowMs} />
                </li>
              </Fragment>
            ))}
          </Stack>
        )}
        {sessions.isSuccess && list.length > 0 && others === 0 && (
          <Text size="sm" c="dimmed">
            {t('sessions.noOthers')}
          </Text>
        )}
        {sessions.isSuccess && (
          <Group justify="flex-end">
            <Button
              variant="light"
              color="red"
              leftSection={<IconLogout size={16} />}
              onClick={() => setConfirming(true)}
              disabled={others === 0}
              // Cut on a 320 px phone, "Toka kwenye vifaa vingine" read "… vingi" (many devices).
              styles={WRAPPING_BUTTON}
            >
              {t('sessions.logoutOthers')}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('sessions.confirmTitle')}
        message={t('sessions.confirmMessage')}
        confirmLabel={t('sessions.confirmLabel')}
        loading={logoutOthers.isPending}
        onConfirm={handleConfirm}
        onClose={() => setConfirming(false)}
      />
    </SettingsCard>
  );
}
