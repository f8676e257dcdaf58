import {
  ActionIcon,
  Alert,
  CopyButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { MESSAGES } from '@ptlog/shared';
import { IconCheck, IconCopy, IconPhone } from '@tabler/icons-react';
import { LoadErrorAlert } from '../../../app/pages/LoadErrorAlert';
import type { usePaymentInfo } from '../api';

/** The mobile-money numbers from GET /billing/dashboard/payment_info/, each with a Copy button. */
export function PaymentNumbers({ info }: { info: ReturnType<typeof usePaymentInfo> }) {
  if (info.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading payment numbers">
        <Skeleton height={48} radius="md" />
        <Skeleton height={48} radius="md" />
      </Stack>
    );
  }
  if (info.isError) {
    return (
      <LoadErrorAlert
        title={MESSAGES.billing.paymentInfoFailed}
        error={info.error}
        retrying={info.isFetching}
        onRetry={() => void info.refetch()}
      />
    );
  }
  const numbers = info.data.data.payment_numbers;
  if (numbers.length === 0) {
    return (
      <Alert color="yellow" role="alert">
        No payment number is set up yet. Please contact support before paying.
      </Alert>
    );
  }
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Payment numbers"
    >
      {numbers.map((number) => (
        <Paper key={number} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <IconPhone size={18} aria-hidden />
              <Text fw={700}>{number}</Text>
            </Group>
            <CopyButton value={number}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'teal' : 'gray'}
                    onClick={copy}
                    aria-label={`Copy ${number}`}
                  >
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
