import { ActionIcon, Badge, Button, Loader, useMatches } from '@mantine/core';
import { IconCoin, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTokenBalance } from '../../features/billing/api';
import { APP_NS } from '../i18n';
import { useSession } from '../session/SessionProvider';
import './shell-strings';

/**
 * Header balance: spinner while loading, "{n} tokens" (a link to the workplace), or Refresh when
 * it is missing (on a phone the icon alone: "Onyesha upya" would push the avatar off the header).
 * A 401 on the balance call ends the session inside useTokenBalance (spec 2 §4). While a payment
 * of the student's is pending it reads the balance every minute, so staff's decision shows.
 */
export function TokenChip() {
  const { status } = useSession();
  const { t } = useTranslation(APP_NS);
  const balance = useTokenBalance(status === 'signed-in', { pollWhilePending: true });
  const phone = useMatches({ base: true, sm: false });

  if (balance.isPending && balance.fetchStatus === 'fetching') {
    return <Loader size="xs" role="progressbar" aria-label={t('tokenChip.loading')} />;
  }
  if (balance.data) {
    const text = t('tokenChip.tokens', { count: balance.data.available_tokens });
    return (
      <Badge
        component={Link}
        to="/workplace"
        size="lg"
        variant="light"
        leftSection={<IconCoin size={14} />}
        tt="none"
        aria-label={t('tokenChip.openWorkplace', { balance: text })}
        style={{ cursor: 'pointer', flexShrink: 0, overflow: 'visible' }}
      >
        {text}
      </Badge>
    );
  }
  if (phone) {
    return (
      <ActionIcon
        variant="subtle"
        size="lg"
        onClick={() => void balance.refetch()}
        loading={balance.isFetching}
        title={t('tokenChip.unavailable')}
        aria-label={t('tokenChip.refreshLabel')}
      >
        <IconRefresh size={18} />
      </ActionIcon>
    );
  }
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      leftSection={<IconRefresh size={14} />}
      onClick={() => void balance.refetch()}
      loading={balance.isFetching}
      title={t('tokenChip.unavailable')}
      aria-label={t('tokenChip.refreshLabel')}
    >
      {t('tokenChip.refresh')}
    </Button>
  );
}
