import { Anchor, Card, Text, TextInput, Title } from '@mantine/core';
import { MESSAGES, type TOwnTransaction } from '@ptlog/shared';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { QueryErrorAlert } from '../../../components/LoadErrorAlert';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { useUserTransactions } from '../../billing/api';
import { TransactionList } from '../../billing/components/TransactionList';
import { VerifyPaymentDialog } from '../../billing/components/VerifyPaymentDialog';
import { WORKPLACE_NS } from '../i18n';
import { filterTransactions } from '../transaction-search';

/** The user's payments with a search over sender, phone, amount, status and wakala. */
export function TransactionHistoryCard() {
  const { t } = useTranslation(WORKPLACE_NS);
  const transactions = useUserTransactions();
  const [query, setQuery] = useState('');
  const [verifying, setVerifying] = useState<TOwnTransaction | null>(null);
  const all = transactions.data?.data;
  const shown = useMemo(() => filterTransactions(all ?? [], query), [all, query]);

  let body: ReactNode;
  if (transactions.isPending) body = <ListSkeleton label={t('transactions.loading')} />;
  else if (transactions.isError) {
    body = (
      <QueryErrorAlert
        title={translateMessage(MESSAGES.workplace.transactionsFailed)}
        query={transactions}
      />
    );
  } else if (transactions.data.data.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('transactions.none')}{' '}
        <Anchor component={Link} to="/billing">
          {t('transactions.buyTokens')}
        </Anchor>
      </Text>
    );
  } else if (shown.length === 0) {
    body = (
      <Text size="sm" c="dimmed" role="status">
        {t('transactions.noMatch', { query: query.trim() })}
      </Text>
    );
  } else {
    body = (
      <TransactionList
        label={t('transactions.title')}
        transactions={shown}
        onVerify={setVerifying}
      />
    );
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('transactions.title')}
      </Title>
      <TextInput
        label={t('transactions.search')}
        description={t('transactions.searchHint')}
        placeholder={t('transactions.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        mb="sm"
        type="search"
      />
      {body}
      <VerifyPaymentDialog transaction={verifying} onClose={() => setVerifying(null)} />
    </Card>
  );
}
