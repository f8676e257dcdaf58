import { Stack } from '@mantine/core';
import type { TTransaction } from '@ptlog/shared';
import { TransactionRow } from './TransactionRow';

interface TransactionListProps {
  transactions: TTransaction[];
  label: string;
  onVerify?: (transaction: TTransaction) => void;
}

export function TransactionList({ transactions, label, onVerify }: TransactionListProps) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {transactions.map((transaction) => (
        <TransactionRow key={transaction.id} transaction={transaction} onVerify={onVerify} />
      ))}
    </Stack>
  );
}
