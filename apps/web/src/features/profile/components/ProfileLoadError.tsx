import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@ptlog/shared';
import { IconAlertCircle, IconRefresh, IconUserOff } from '@tabler/icons-react';
import { isApiError } from '../../../lib/api';
import { isProfileNotFound } from '../api';

interface ProfileLoadErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** 'Profile Not Found' for a 404 (e.g. staff accounts); any other failure offers Retry. */
export function ProfileLoadError({ error, retrying, onRetry }: ProfileLoadErrorProps) {
  if (isProfileNotFound(error)) {
    return (
      <Card withBorder padding="xl" radius="md">
        <Stack align="center" gap="xs" ta="center">
          <IconUserOff size={40} stroke={1.5} aria-hidden />
          <Title order={2} size="h3">
            {MESSAGES.profile.notFound}
          </Title>
          <Text c="dimmed">This account has no student profile.</Text>
        </Stack>
      </Card>
    );
  }
  const detail = isApiError(error) ? error.detail : null;
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle size={18} />}
      title={MESSAGES.profile.loadFailed}
      role="alert"
    >
      {detail && <Text size="sm">{detail}</Text>}
      <Button
        mt="sm"
        size="xs"
        variant="white"
        color="red"
        leftSection={<IconRefresh size={14} />}
        onClick={onRetry}
        loading={retrying}
      >
        Retry
      </Button>
    </Alert>
  );
}
