import { Group, Skeleton, Text } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { useSession } from '../../../app/session/SessionProvider';
import { useTokenBalance } from '../api';
import { formatTokens } from '../format';

/** The current balance above the payment steps; the header chip offers Refresh when it fails. */
export function BalanceLine() {
  const { status } = useSession();
  const balance = useTokenBalance(status === 'signed-in');
  if (balance.isPending) return <Skeleton height={20} width={220} aria-label="Loading balance" />;
  if (!balance.data) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconCoin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm">
        You have <b>{formatTokens(balance.data.available_tokens)}</b>. An AI enhancement of a weekly
        report costs 300 tokens.
      </Text>
    </Group>
  );
}
