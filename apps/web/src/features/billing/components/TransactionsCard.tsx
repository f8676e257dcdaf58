import { Card, Text, Title } from '@mantine/core';
import { MESSAGES, type TOwnTransaction } from '@ptlog/shared';
import { useState } from 'react';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { QueryErrorAlert } from '../../../components/LoadErrorAlert';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { useUserTransactions } from '../api';
import { BILLING_NS } from '../i18n';
import { TransactionList } from './TransactionList';
import { VerifyPaymentDialog } from './VerifyPaymentDialog';

/** The student's payments with their status (GET /billing/user-transactions/). */
export function TransactionsCard() {
  const { t } = useTranslation(BILLING_NS);
  const transactions = useUserTransactions();
  const [verifying, setVerifying] = useState<TOwnTransaction | null>(null);

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('transactions.title')}
      </Title>
      {transactions.isPending ? (
        <ListSkeleton label={t('transactions.loading')} />
      ) : transactions.isError ? (
        <QueryErrorAlert
          title={translateMessage(MESSAGES.billing.transactionsFailed)}
          query={transactions}
        />
      ) : transactions.data.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('transactions.empty')}
        </Text>
      ) : (
        <TransactionList
          label={t('transactions.title')}
          transactions={transactions.data.data}
          onVerify={setVerifying}
        />
      )}
      <VerifyPaymentDialog transaction={verifying} onClose={() => setVerifying(null)} />
    </Card>
  );
}
