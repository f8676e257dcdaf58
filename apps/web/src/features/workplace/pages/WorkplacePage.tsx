import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { useTranslation } from '../../../i18n/react';
import { useWorkplaceData } from '../api';
import { BalanceCards } from '../components/BalanceCards';
import { TransactionHistoryCard } from '../components/TransactionHistoryCard';
import { UsageHistoryCard } from '../components/UsageHistoryCard';
import { WORKPLACE_NS } from '../i18n';

/** /workplace (spec 2 §2): balance and usage cards, usage history, searchable payments. */
export function WorkplacePage() {
  const { t } = useTranslation(WORKPLACE_NS);
  const workplace = useWorkplaceData();
  return (
    <Stack maw={1100} gap="md">
      <ScreenTitle title={t('title')} description={t('description')}>
        <Group>
          <Button
            component={Link}
            to="/billing"
            leftSection={<IconCreditCard size={16} />}
            size="sm"
          >
            {t('buyTokens')}
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
