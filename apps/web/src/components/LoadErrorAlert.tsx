import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { isApiError } from '../lib/api';
import { busyButtonProps } from './busy-button';
import { COMPONENTS_NS } from './i18n';

interface LoadErrorAlertProps {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  /**
   * When the server answers 404 the thing does not exist (e.g. a staff account has no student
   * profile): a calm card says so instead of an error with Retry, since asking again will not
   * change it. Without this prop a 404 is shown like any other failure.
   */
  notFound?: { title: string; message: string; icon?: ReactNode };
  /**
   * Said instead of the generic "Network error" when the call found no network: what this screen
   * is missing on this device (no copy of it was kept, lib/kept-answers.ts) and that it shows once
   * online again. Retry stays. A timeout or a refusal by the server is shown as before.
   */
  notKept?: string;
}

/** A failed load says so and offers Retry; it never shows stand-in figures (DESIGN §4.3). */
export function LoadErrorAlert({
  title,
  error,
  retrying,
  onRetry,
  notFound,
  notKept,
}: LoadErrorAlertProps) {
  const { t } = useTranslation(COMPONENTS_NS);
  if (notFound && isApiError(error) && error.status === 404) {
    return (
      <Card withBorder padding="xl" radius="md">
        <Stack align="center" gap="xs" ta="center">
          {notFound.icon}
          <Title order={2} size="h3">
            {notFound.title}
          </Title>
          <Text c="dimmed">{notFound.message}</Text>
        </Stack>
      </Card>
    );
  }
  const offline = notKept !== undefined && isApiError(error) && error.code === 'network_error';
  const detail = offline ? notKept : isApiError(error) ? error.detail : null;
  const color = offline ? 'yellow' : 'red';
  return (
    <Alert
      color={color}
      icon={offline ? <IconWifiOff size={18} /> : <IconAlertCircle size={18} />}
      title={offline ? t('loadError.offline') : title}
      role="alert"
    >
      {detail && <Text size="sm">{detail}</Text>}
      <Button
        mt="sm"
        size="xs"
        variant="white"
        color={color}
        leftSection={<IconRefresh size={14} />}
        onClick={onRetry}
        {...busyButtonProps(retrying)}
      >
        {t('loadError.retry')}
      </Button>
    </Alert>
  );
}

/** The part of a TanStack query a failed load needs: its error and a way to ask again. */
interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** LoadErrorAlert for a failed query: Retry refetches it and spins while it does. */
export function QueryErrorAlert({
  query,
  ...rest
}: Omit<LoadErrorAlertProps, 'error' | 'retrying' | 'onRetry'> & { query: RetryableQuery }) {
  return (
    <LoadErrorAlert
      {...rest}
      error={query.error}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  );
}
