import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { MESSAGES, type TWorkplaceData } from '@ptlog/shared';
import { QueryErrorAlert } from '../../../components/LoadErrorAlert';
import { formatNumber } from '../../../i18n/format';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import type { TFunction } from '../../../i18n/translator';
import type { useWorkplaceData } from '../api';
import { WORKPLACE_NS } from '../i18n';

export function cardsOf(data: TWorkplaceData['data'], t: TFunction) {
  const { transactions } = data;
  return [
    {
      label: t('cards.available'),
      value: data.available_tokens,
      hint: t('cards.availableHint'),
    },
    { label: t('cards.used'), value: data.tokens_used, hint: t('cards.usedHint') },
    {
      label: t('cards.purchased'),
      value: data.total_purchased,
      hint: t('cards.purchasedHint'),
    },
    { label: t('cards.bonus'), value: data.welcome_bonus, hint: t('cards.bonusHint') },
    {
      label: t('cards.weekly'),
      value: data.weekly_usage,
      hint: t('cards.weeklyHint', { count: data.recent_usage.length }),
    },
    {
      label: t('cards.payments'),
      value: transactions.total,
      hint: t('cards.paymentsHint', {
        pending: transactions.pending,
        approved: transactions.approved,
      }),
    },
  ];
}

/** The ledger's figures (GET /billing/workplace/): nothing here is assumed or estimated. */
export function BalanceCards({ workplace }: { workplace: ReturnType<typeof useWorkplaceData> }) {
  const { t } = useTranslation(WORKPLACE_NS);
  if (workplace.isPending) {
    return (
      <SimpleGrid
        cols={{ base: 2, sm: 3 }}
        spacing="sm"
        role="progressbar"
        aria-busy="true"
        aria-label={t('cards.loading')}
      >
        {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
          <Skeleton key={key} height={92} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (workplace.isError) {
    return (
      <QueryErrorAlert title={translateMessage(MESSAGES.workplace.fetchFailed)} query={workplace} />
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
      {cardsOf(workplace.data.data, t).map((card) => (
        <Card
          key={card.label}
          withBorder
          radius="md"
          padding="md"
          role="group"
          aria-label={card.label}
        >
          {/* "ZILIZONUNULIWA" is wider than half a 320 px phone: it breaks, not runs out. */}
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ overflowWrap: 'anywhere' }}>
            {card.label}
          </Text>
          <Text size="xl" fw={700}>
            {formatNumber(card.value)}
          </Text>
          <Text size="xs" c="dimmed">
            {card.hint}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
