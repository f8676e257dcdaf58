import { Anchor, Card, Text, TextInput, Title } from '@mantine/core';
import { MESSAGES, type TTransaction } from '@ptlog/shared';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { QueryErrorAlert } from '../../../components/LoadErrorAlert';
import { useUserTransactions } from '../../billing/api';
import { TransactionList } from '../../billing/components/TransactionList';
import { VerifyPaymentDialog } from '../../billing/components/VerifyPaymentDialog';
import { filterTransactions } from '../transaction-search';

/** The user's payments with a search over sender, phone, amount, status and wakala. */
export function TransactionHistoryCard() {
  const transactions = useUserTransactions();
  const [query, setQuery] = useState('');
  const [verifying, setVerifying] = useState<TTransaction | null>(null);
  const all = transactions.data?.data;
  const shown = useMemo(() => filterTransactions(all ?? [], query), [all, query]);

  let body: ReactNode;
  if (transactions.isPending) body = <ListSkeleton label="Loading transactions" />;
  else if (transactions.isError) {
    body = <QueryErrorAlert title={MESSAGES.workplace.transactionsFailed} query={transactions} />;
  } else if (transactions.data.data.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        You have not submitted a payment yet.{' '}
        <Anchor component={Link} to="/billing">
          Buy tokens
        </Anchor>
      </Text>
    );
  } else if (shown.length === 0) {
    body = (
      <Text size="sm" c="dimmed" role="status">
        No transactions match “{query.trim()}”.
      </Text>
    );
  } else {
    body = (
      <TransactionList label="Transaction history" transactions={shown} onVerify={setVerifying} />
    );
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        Transaction history
      </Title>
      <TextInput
        label="Search transactions"
        description="Sender, phone, amount, status or wakala"
        placeholder="Search…"
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
