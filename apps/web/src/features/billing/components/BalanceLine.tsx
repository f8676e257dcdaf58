import { Anchor, Group, Skeleton, Text } from '@mantine/core';
import { AI_ENHANCEMENT_COST, MESSAGES } from '@ptlog/shared';
import { IconCoin } from '@tabler/icons-react';
import { useSession } from '../../../app/session/SessionProvider';
import { translateMessage } from '../../../i18n/messages';
import { Trans, useTranslation } from '../../../i18n/react';
import { useTokenBalance } from '../api';
import { formatTokens } from '../format';
import { BILLING_NS } from '../i18n';

/** The current balance above the payment steps; a failed load says so and offers Retry. */
export function BalanceLine() {
  const { t } = useTranslation(BILLING_NS);
  const { status } = useSession();
  const balance = useTokenBalance(status === 'signed-in');
  if (balance.isPending && balance.fetchStatus === 'fetching') {
    return (
      <Skeleton height={20} width={220} role="progressbar" aria-label={t('balance.loading')} />
    );
  }
  if (!balance.data) {
    return (
      <Text size="sm" c="red" role="alert">
        {translateMessage(MESSAGES.billing.fetchBalanceFailed)}.{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => void balance.refetch()}>
          {t('balance.retry')}
        </Anchor>
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconCoin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm">
        <Trans
          t={t}
          i18nKey="balance.youHave"
          values={{
            tokens: formatTokens(balance.data.available_tokens),
            cost: AI_ENHANCEMENT_COST,
          }}
          components={{ b: <b /> }}
        />
      </Text>
    </Group>
  );
}
