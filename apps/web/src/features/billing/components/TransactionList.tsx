import { Stack } from '@mantine/core';
import type { TOwnTransaction } from '@ptlog/shared';
import { TransactionRow } from './TransactionRow';

interface TransactionListProps {
  transactions: TOwnTransaction[];
  label: string;
  onVerify?: (transaction: TOwnTransaction) => void;
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
