import { Badge, Button, Loader } from '@mantine/core';
import { IconCoin, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTokenBalance } from '../../features/billing/api';
import { formatTokens } from '../../features/billing/format';
import { useSession } from '../session/SessionProvider';

/**
 * Header balance: spinner while loading, "{n} tokens" (a link to the workplace), or Refresh when
 * it is missing. A 401 on the balance call ends the session inside useTokenBalance (spec 2 §4).
 */
export function TokenChip() {
  const { status } = useSession();
  const balance = useTokenBalance(status === 'signed-in');

  if (balance.isPending && balance.fetchStatus === 'fetching') {
    return <Loader size="xs" aria-label="Loading token balance" />;
  }
  if (balance.data) {
    const text = formatTokens(balance.data.available_tokens);
    return (
      <Badge
        component={Link}
        to="/workplace"
        size="lg"
        variant="light"
        leftSection={<IconCoin size={14} />}
        tt="none"
        aria-label={`Token balance: ${text}. Open workplace`}
        style={{ cursor: 'pointer', flexShrink: 0, overflow: 'visible' }}
      >
        {text}
      </Badge>
    );
  }
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      leftSection={<IconRefresh size={14} />}
      onClick={() => void balance.refetch()}
      loading={balance.isFetching}
      title="Token balance is not available. Try again."
      aria-label="Refresh token balance"
    >
      Refresh
    </Button>
  );
}
