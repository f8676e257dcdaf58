import { Alert, Button, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { isApiError } from '../../../lib/api';

interface LoadErrorProps {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** A failed load says what failed and offers Retry; it never shows stand-in data. */
export function LoadError({ title, error, retrying, onRetry }: LoadErrorProps) {
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
