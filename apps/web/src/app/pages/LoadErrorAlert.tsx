import { Alert, Button, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { isApiError } from '../../lib/api';

interface LoadErrorAlertProps {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** A failed load says so and offers Retry; it never shows stand-in figures (DESIGN §4.3). */
export function LoadErrorAlert({ title, error, retrying, onRetry }: LoadErrorAlertProps) {
  const detail = isApiError(error) ? error.detail : null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={title} role="alert">
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
