import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconLogout, IconRefresh } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { useActiveSessions, useLogoutOtherDevices } from '../api';
import { logoutOthersFailure } from '../settings-errors';
import { SessionItem } from './SessionItem';
import { SettingsCard } from './SettingsCard';

/** Devices signed in to this account (newest use first) and 'Log out of other devices'. */
export function ActiveSessionsCard() {
  const sessions = useActiveSessions();
  const logoutOthers = useLogoutOtherDevices();
  const [confirming, setConfirming] = useState(false);
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current).length;
  const nowMs = sessions.dataUpdatedAt || Date.now();

  function handleConfirm() {
    logoutOthers.mutate(undefined, {
      onSuccess: (answer) => notify.success(answer.detail),
      onError: (error) => notify.error(logoutOthersFailure(error)),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <SettingsCard title="Active Sessions" description="Devices where you are signed in.">
      <Stack gap="md">
        {sessions.isPending && (
          <ListSkeleton label="Loading active sessions" rows={2} variant="lines" />
        )}
        {sessions.isError && (
          <Alert color="red" role="alert" title="Could not load your signed-in devices.">
            <Button
              mt="xs"
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconRefresh size={14} />}
              loading={sessions.isFetching}
              onClick={() => void sessions.refetch()}
              aria-label="Retry loading active sessions"
            >
              Retry
            </Button>
          </Alert>
        )}
        {sessions.isSuccess && list.length === 0 && (
          <Text c="dimmed">No signed-in devices to show.</Text>
        )}
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
            No other devices are signed in.
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
            >
              Log out of other devices
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Log out of other devices?"
        message="Every other device signed in to your account will be signed out. This device stays signed in."
        confirmLabel="Log out devices"
        loading={logoutOthers.isPending}
        onConfirm={handleConfirm}
        onClose={() => setConfirming(false)}
      />
    </SettingsCard>
  );
}
