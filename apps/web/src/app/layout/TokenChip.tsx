import { Badge, Button, Loader } from '@mantine/core';
import { IconCoin, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTokenBalance } from '../../features/billing/api';
import { ApiError } from '../../lib/api';
import { useSession } from '../session/SessionProvider';

/** Header balance: spinner while loading, "{n} tokens", or Refresh when it is missing. */
export function TokenChip() {
  const { status, logout } = useSession();
  const balance = useTokenBalance(status === 'signed-in');

  // A 401 on the balance call ends the session at once (spec 2 §4).
  useEffect(() => {
    if (balance.error instanceof ApiError && balance.error.status === 401) void logout();
  }, [balance.error, logout]);

  if (balance.isPending && balance.fetchStatus === 'fetching') {
    return <Loader size="xs" aria-label="Loading token balance" />;
  }
  if (balance.data) {
    return (
      <Badge
        size="lg"
        variant="light"
        leftSection={<IconCoin size={14} />}
        aria-label="Token balance"
      >
        {balance.data.available_tokens.toLocaleString('en-US')} tokens
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
