import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { MESSAGES, type TWorkplaceData } from '@ptlog/shared';
import { QueryErrorAlert } from '../../../components/LoadErrorAlert';
import type { useWorkplaceData } from '../api';

function cardsOf(data: TWorkplaceData['data']) {
  const { transactions } = data;
  return [
    { label: 'Available tokens', value: data.available_tokens, hint: 'Ready to use' },
    { label: 'Tokens used', value: data.tokens_used, hint: 'On AI enhancements' },
    { label: 'Total purchased', value: data.total_purchased, hint: 'From approved payments' },
    { label: 'Welcome bonus', value: data.welcome_bonus, hint: 'Given when you joined' },
    { label: 'Weekly usage', value: data.weekly_usage, hint: 'Your last 4 uses' },
    {
      label: 'Payments',
      value: transactions.total,
      hint: `${transactions.pending} pending · ${transactions.approved} approved`,
    },
  ];
}

/** The ledger's figures (GET /billing/workplace/): nothing here is assumed or estimated. */
export function BalanceCards({ workplace }: { workplace: ReturnType<typeof useWorkplaceData> }) {
  if (workplace.isPending) {
    return (
      <SimpleGrid
        cols={{ base: 2, sm: 3 }}
        spacing="sm"
        aria-busy="true"
        aria-label="Loading balance"
      >
        {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
          <Skeleton key={key} height={92} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (workplace.isError) {
    return <QueryErrorAlert title={MESSAGES.workplace.fetchFailed} query={workplace} />;
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
      {cardsOf(workplace.data.data).map((card) => (
        <Card
          key={card.label}
          withBorder
          radius="md"
          padding="md"
          role="group"
          aria-label={card.label}
        >
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {card.label}
          </Text>
          <Text size="xl" fw={700}>
            {card.value.toLocaleString('en-US')}
          </Text>
          <Text size="xs" c="dimmed">
            {card.hint}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
