import { Anchor, Group, Skeleton, Text } from '@mantine/core';
import { AI_ENHANCEMENT_COST, MESSAGES } from '@ptlog/shared';
import { IconCoin } from '@tabler/icons-react';
import { useSession } from '../../../app/session/SessionProvider';
import { useTokenBalance } from '../api';
import { formatTokens } from '../format';

/** The current balance above the payment steps; a failed load says so and offers Retry. */
export function BalanceLine() {
  const { status } = useSession();
  const balance = useTokenBalance(status === 'signed-in');
  if (balance.isPending && balance.fetchStatus === 'fetching') {
    return <Skeleton height={20} width={220} aria-label="Loading balance" />;
  }
  if (!balance.data) {
    return (
      <Text size="sm" c="red" role="alert">
        {MESSAGES.billing.fetchBalanceFailed}.{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => void balance.refetch()}>
          Retry
        </Anchor>
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconCoin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm">
        You have <b>{formatTokens(balance.data.available_tokens)}</b>. An AI enhancement of a weekly
        report costs {AI_ENHANCEMENT_COST} tokens.
      </Text>
    </Group>
  );
}
