import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { useWorkplaceData } from '../api';
import { BalanceCards } from '../components/BalanceCards';
import { TransactionHistoryCard } from '../components/TransactionHistoryCard';
import { UsageHistoryCard } from '../components/UsageHistoryCard';

/** /workplace (spec 2 §2): balance and usage cards, usage history, searchable payments. */
export function WorkplacePage() {
  const workplace = useWorkplaceData();
  return (
    <Stack maw={1100} gap="md">
      <ScreenTitle
        title="Workplace"
        description="Your tokens, how you used them and your payments."
      >
        <Group>
          <Button
            component={Link}
            to="/billing"
            leftSection={<IconCreditCard size={16} />}
            size="sm"
          >
            Buy tokens
          </Button>
        </Group>
      </ScreenTitle>
      <BalanceCards workplace={workplace} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TransactionHistoryCard />
        <UsageHistoryCard />
      </SimpleGrid>
    </Stack>
  );
}
