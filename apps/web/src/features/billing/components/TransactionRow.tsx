import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TTransaction } from '@ptlog/shared';
import { IconShieldCheck } from '@tabler/icons-react';
import { formatDateTime, formatTokens, formatTzs } from '../format';
import { isVerifiable } from '../verify-payment';
import { TransactionStatusBadge } from './TransactionStatusBadge';

/** 'Juma Mrema · 0755 111 222', or 'Wakala: Mama Ashura · 0755 111 222'. */
function payerText(transaction: TTransaction): string {
  const payer =
    transaction.payment_method === 'WAKALA'
      ? `Wakala: ${transaction.wakala_name ?? ''}`
      : transaction.sender_name;
  return [payer, transaction.user_phone_number].filter(Boolean).join(' · ');
}

interface TransactionRowProps {
  transaction: TTransaction;
  onVerify?: (transaction: TTransaction) => void;
}

/** One payment: amount, status, tokens it gives, who paid and when; Verify for staff records. */
export function TransactionRow({ transaction, onVerify }: TransactionRowProps) {
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700}>{formatTzs(transaction.amount)}</Text>
          <TransactionStatusBadge status={transaction.transaction_status} />
        </Group>
        <Text size="sm">
          {formatTokens(transaction.tokens_generated)}
          {transaction.created_by_staff ? ' · recorded by staff' : ''}
        </Text>
        <Text size="sm" c="dimmed">
          {payerText(transaction)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(transaction.created_at)}
          {transaction.confirmed_by_name ? ` · checked by ${transaction.confirmed_by_name}` : ''}
        </Text>
        {transaction.rejection_reason && (
          <Text size="sm" c="red">
            Reason: {transaction.rejection_reason}
          </Text>
        )}
        {onVerify && isVerifiable(transaction) && (
          <Group>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconShieldCheck size={14} />}
              onClick={() => onVerify(transaction)}
            >
              Verify payment
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
