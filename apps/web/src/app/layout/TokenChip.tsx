import { ActionIcon, Badge, Box, Button, Loader, useMatches } from '@mantine/core';
import { IconCoin, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { busyButtonProps } from '../../components/busy-button';
import { useTokenBalance } from '../../features/billing/api';
import { formatNumber } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { APP_NS } from '../i18n';
import { useSession } from '../session/SessionProvider';
import './shell-strings';

/**
 * Header balance: spinner while loading, "{n} tokens" (a link to the workplace), or Refresh when
 * it is missing (on a phone the icon alone: "Onyesha upya" would push the avatar off the header).
 * A 401 on the balance call ends the session inside useTokenBalance (spec 2 §4). While a payment
 * of the student's is pending it reads the balance every minute, so staff's decision shows.
 * Below `xs` the chip shows the coin and the whole figure ("300,400"), without the word, and a
 * size smaller: beside the burger, the name and the avatar, "300,400 tokens" does not fit a
 * 320–360 px header. The link's name still says it all ("Token balance: 300,400 tokens").
 */
export function TokenChip() {
  const { status } = useSession();
  const { t } = useTranslation(APP_NS);
  const balance = useTokenBalance(status === 'signed-in', { pollWhilePending: true });
  const phone = useMatches({ base: true, sm: false });
  const narrow = useMatches({ base: true, xs: false }, { getInitialValueInEffect: false });

  if (balance.isPending && balance.fetchStatus === 'fetching') {
    return <Loader size="xs" role="progressbar" aria-label={t('tokenChip.loading')} />;
  }
  if (balance.data) {
    const count = balance.data.available_tokens;
    const text = t('tokenChip.tokens', { count });
    return (
      <Badge
        component={Link}
        to="/workplace"
        size={narrow ? 'md' : 'lg'}
        variant="light"
        leftSection={<IconCoin size={14} />}
        tt="none"
        aria-label={t('tokenChip.openWorkplace', { balance: text })}
        style={{ cursor: 'pointer', flexShrink: 0, overflow: 'visible' }}
      >
        <BalanceText text={text} figure={formatNumber(count)} />
      </Badge>
    );
  }
  if (phone) {
    return (
      <ActionIcon
        variant="subtle"
        size="lg"
        onClick={() => void balance.refetch()}
        {...busyButtonProps(balance.isFetching)}
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
      {...busyButtonProps(balance.isFetching)}
      title={t('tokenChip.unavailable')}
      aria-label={t('tokenChip.refreshLabel')}
    >
      {t('tokenChip.refresh')}
    </Button>
  );
}

/**
 * "1,600 tokens" / "tokeni 1,600": the words around the figure are shown from `xs` only (CSS, so
 * the text is the same in the DOM at every width). A figure not found in the text shows it whole.
 */
function BalanceText({ text, figure }: { text: string; figure: string }) {
  const at = text.indexOf(figure);
  if (at < 0) return text;
  const before = text.slice(0, at);
  const after = text.slice(at + figure.length);
  return (
    <>
      {before && (
        <Box component="span" visibleFrom="xs">
          {before}
        </Box>
      )}
      {figure}
      {after && (
        <Box component="span" visibleFrom="xs">
          {after}
        </Box>
      )}
    </>
  );
}
