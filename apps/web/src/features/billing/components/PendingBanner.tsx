import { Alert, Button, Group, Text } from '@mantine/core';
import { MESSAGES, type TTransaction } from '@ptlog/shared';
import { IconClockHour4 } from '@tabler/icons-react';
import { formatTokens, formatTzs } from '../format';

interface PendingBannerProps {
  transaction: TTransaction;
  onBuyMore: () => void;
}

/** After a submission: the payment waits for staff; the balance updates when they approve it. */
export function PendingBanner({ transaction, onBuyMore }: PendingBannerProps) {
  return (
    <Alert
      color="yellow"
      icon={<IconClockHour4 size={18} />}
      title={MESSAGES.billing.pendingVerification}
      role="status"
    >
      <Text size="sm">
        {formatTzs(transaction.amount)} for {formatTokens(transaction.tokens_generated)}. The tokens
        are added to your balance as soon as staff approve the payment.
      </Text>
      <Group mt="sm">
        <Button size="xs" variant="white" color="yellow" onClick={onBuyMore}>
          Buy more tokens
        </Button>
      </Group>
    </Alert>
  );
}
