import { Card, Text, Title } from '@mantine/core';
import { MESSAGES, type TTransaction } from '@ptlog/shared';
import { useState } from 'react';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { QueryErrorAlert } from '../../../components/LoadErrorAlert';
import { useUserTransactions } from '../api';
import { TransactionList } from './TransactionList';
import { VerifyPaymentDialog } from './VerifyPaymentDialog';

/** The student's payments with their status (GET /billing/user-transactions/). */
export function TransactionsCard() {
  const transactions = useUserTransactions();
  const [verifying, setVerifying] = useState<TTransaction | null>(null);

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        Your transactions
      </Title>
      {transactions.isPending ? (
        <ListSkeleton label="Loading transactions" />
      ) : transactions.isError ? (
        <QueryErrorAlert title={MESSAGES.billing.transactionsFailed} query={transactions} />
      ) : transactions.data.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          No transactions yet. A payment you submit appears here until staff verify it.
        </Text>
      ) : (
        <TransactionList
          label="Your transactions"
          transactions={transactions.data.data}
          onVerify={setVerifying}
        />
      )}
      <VerifyPaymentDialog transaction={verifying} onClose={() => setVerifying(null)} />
    </Card>
  );
}
